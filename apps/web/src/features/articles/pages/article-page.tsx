import { ErrorCode, Text, type Article, UiText } from '@emall/contract';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { ApiError } from '../../../lib/http.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BackButton } from '../../../ui/back-button.tsx';
import richText from '../../../ui/rich-text.module.css';
import { SizedImage } from '../../../ui/sized-image.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useArticle } from '../api/get-article.ts';
import styles from './article-page.module.css';

/** The cover spans the screen at 4:3, whatever the picture's shape (tall covers are cropped, not a screen high). */
const COVER_RATIO = { width: 4, height: 3 };
/** The page's column width: the cover spans the screen. */
const COVER_WIDTH = Math.min(typeof window === 'undefined' ? 390 : window.innerWidth, 750);
/** Malformed ids (40000) and drafts or unknown ids (40422) read alike to a shopper: the page is gone. */
const GONE_CODES: number[] = [ErrorCode.ARTICLE_NOT_FOUND, ErrorCode.BAD_REQUEST, ErrorCode.NOT_FOUND];

/** /pgc/detail?id=… (§2 PGC page; ours in a browser, the car app opens its own): a PGC article. */
export function ArticlePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const query = useArticle(id);
  useDocumentTitle(query.data?.title ?? null);

  const gone = !id || (query.error instanceof ApiError && GONE_CODES.includes(query.error.code));
  if (gone) {
    return (
      <main className={styles.page}>
        <header className={styles.bar}>
          <BackButton />
        </header>
        <StateBlock
          fullPage
          title={Text.pageLost}
          description="文章可能已下线,去商城逛逛吧"
          actionText={UiText.backToShopHome}
          onAction={() => void navigate(HOME_PATH, { replace: true })}
        />
      </main>
    );
  }
  if (query.isError) {
    return (
      <main className={styles.page}>
        <header className={styles.bar}>
          <BackButton />
        </header>
        <StateBlock fullPage title="文章加载失败" description={query.error.message} actionText={UiText.reload} onAction={() => void query.refetch()} />
      </main>
    );
  }
  return <main className={styles.page}>{query.data ? <ArticleView article={query.data} /> : <ArticleSkeleton />}</main>;
}

function ArticleView({ article }: { article: Article }) {
  const html = useMemo(() => sanitizeHtml(article.content), [article.content]);
  return (
    <article aria-labelledby="article-title">
      <div className={styles.cover}>
        <SizedImage src={article.coverUrl} alt="" cssWidth={COVER_WIDTH} {...COVER_RATIO} priority />
        <BackButton variant="floating" className={styles.floatingBack} />
      </div>
      <div className={styles.sheet}>
        <h1 id="article-title" className={styles.title}>
          {article.title}
        </h1>
        <div className={styles.author}>
          <SizedImage className={styles.avatar} src={article.authorAvatarUrl} alt="" cssWidth={36} width={1} height={1} />
          <div className={styles.byline}>
            <span className={styles.authorName}>{article.authorName}</span>
            <time className={styles.time} dateTime={article.publishedAt}>
              {formatTime(article.publishedAt).slice(0, 16)} 发布
            </time>
          </div>
          <span className={styles.likes}>
            <svg viewBox="0 0 20 20" width="15" height="15" aria-hidden="true">
              <path
                d="M10 17s-6.5-3.9-6.5-8.6A3.6 3.6 0 0 1 10 6a3.6 3.6 0 0 1 6.5 2.4C16.5 13.1 10 17 10 17z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
            </svg>
            {article.likeCount}
            <span className="visually-hidden"> {UiText.likes}</span>
          </span>
        </div>
        {/* Sanitised when written (server) and again just above (DOMPurify). */}
        <div className={`${richText.richText} ${styles.content}`} dangerouslySetInnerHTML={{ __html: html }} />
        <p className={styles.end}>— 全文完 —</p>
      </div>
    </article>
  );
}

function ArticleSkeleton() {
  return (
    <div aria-busy="true" aria-label={UiText.loading} data-testid="article-skeleton">
      <div className={styles.cover}>
        <Skeleton animated className={styles.coverSkeleton} />
        <BackButton variant="floating" className={styles.floatingBack} />
      </div>
      <div className={styles.sheet}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    </div>
  );
}
