import { ErrorCode, shopErrorInfo, UiText } from '@emall/contract';
import { Skeleton } from 'antd-mobile';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { ApiError } from '../../../lib/http.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BackButton } from '../../../ui/back-button.tsx';
import richText from '../../../ui/rich-text.module.css';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useAgreement } from '../../agreements/api/get-agreement.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import styles from './protocol-page.module.css';

const NOT_FOUND = shopErrorInfo[ErrorCode.AGREEMENT_NOT_FOUND].message;

/** /protocol?type=… or ?agreeId=…, §2: an agreement's HTML, sanitised, titled by the agreement. */
export function ProtocolPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = params.get('type');
  const agreeId = params.get('agreeId');
  const query = useAgreement({ type, agreeId });
  const agreement = query.data;
  const title = agreement ? displayTitle(agreement.agreeTile) : null;
  useDocumentTitle(title);

  const html = useMemo(() => (agreement ? sanitizeHtml(agreement.content || agreement.agreeContent) : ''), [agreement]);

  // Links to this shop's pages stay in the app; others open as the sanitiser set them up.
  const followInAppLink = (event: MouseEvent<HTMLElement>): void => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target === '_blank') return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  const missing = !type && !agreeId;
  const notFound = missing || (query.error instanceof ApiError && (query.error.code === ErrorCode.AGREEMENT_NOT_FOUND || query.error.code === ErrorCode.NOT_FOUND));

  let body: ReactNode;
  if (notFound) {
    body = (
      <StateBlock
        illustration="empty"
        title={NOT_FOUND}
        description="该协议可能已下线,请返回后重试"
        actionText={UiText.backToShopHome}
        onAction={() => void navigate(HOME_PATH, { replace: true })}
      />
    );
  } else if (query.isError) {
    body = <StateBlock title="协议加载失败" description={query.error.message} actionText={UiText.reload} onAction={() => void query.refetch()} />;
  } else if (!agreement) {
    body = (
      <div className={styles.skeleton} aria-busy="true" aria-label={UiText.loading} data-testid="protocol-skeleton">
        <Skeleton.Paragraph lineCount={5} animated />
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else {
    body = (
      <article className={styles.article}>
        {/* Sanitised by DOMPurify just above: no scripts, handlers or script URLs remain. */}
        <div className={`${richText.richText} ${styles.content}`} onClick={followInAppLink} dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    );
  }

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <BackButton className={styles.back} />
        {agreement || notFound || query.isError ? (
          <h1 className={styles.title}>{title ?? '协议详情'}</h1>
        ) : (
          <span className={styles.titlePlaceholder} aria-hidden="true" />
        )}
        <span className={styles.balance} aria-hidden="true" />
      </header>
      {body}
    </main>
  );
}

/** 《隐私政策》 → 隐私政策: a bar title reads without the book-title marks the document itself uses. */
function displayTitle(agreeTile: string): string {
  return agreeTile.trim().replace(/^《(.+)》$/u, '$1');
}
