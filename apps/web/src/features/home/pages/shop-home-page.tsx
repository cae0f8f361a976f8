import { DEFAULT_PAGE_BG_COLOR, PageStatus, Text, type PageConfig } from '@emall/contract';
import { truncateTitle } from '@emall/domain';
import type { CSSProperties, ReactNode } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { HomeSkeleton } from '../../../ui/skeletons.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { viewportWidth } from '../../../ui/sized-image.tsx';
import { SHOP_PAGE_CODE, usePageConfig } from '../api/get-page-config.ts';
import { HomeSearchBar } from '../components/home-search-bar.tsx';
import { PageModule } from '../components/page-module.tsx';
import { useHomeInteractive } from '../components/use-home-interactive.ts';
import styles from './shop-home-page.module.css';

const GUTTER = 12;

function pageBackground(page: PageConfig): CSSProperties {
  const style: CSSProperties = { backgroundColor: page.pageBgColor || DEFAULT_PAGE_BG_COLOR };
  if (page.pageBgUrl) style.backgroundImage = `url("${page.pageBgUrl.replace(/"/g, '%22')}")`;
  return style;
}

/** Pull-to-refresh once its code is in; until then the content as it is. */
function Refreshable({ onRefresh, children }: { onRefresh: () => Promise<void>; children: ReactNode }) {
  const interactive = useHomeInteractive();
  if (!interactive) return <div>{children}</div>;
  return <interactive.PullToRefresh onRefresh={onRefresh}>{children}</interactive.PullToRefresh>;
}

/** The shop home, §2: a page of content modules by page code (landing pages use the same). */
export function ShopHomePage({ pageCode = SHOP_PAGE_CODE }: { pageCode?: string }) {
  const query = usePageConfig(pageCode);
  const page = query.data;
  const published = page?.status === PageStatus.published;
  useDocumentTitle(published ? truncateTitle(page.pageTitle) : null);

  const refresh = async (): Promise<void> => {
    const result = await query.refetch();
    if (result.isError) showToast(result.error.message);
  };

  if (page === undefined) {
    if (query.isError) {
      return (
        <main className={styles.page}>
          <StateBlock title={Text.pageLost} description={query.error.message} actionText="重新加载" onAction={() => void query.refetch()} fullPage />
        </main>
      );
    }
    return (
      <main className={styles.page}>
        <HomeSkeleton />
      </main>
    );
  }

  if (!published) {
    return (
      <main className={styles.page}>
        <StateBlock title={Text.pageLost} fullPage />
      </main>
    );
  }

  const contentWidth = viewportWidth() - GUTTER * 2;
  return (
    <main className={styles.page} style={pageBackground(page)}>
      {page.searchEnable && page.searchUrl ? <HomeSearchBar searchUrl={page.searchUrl} /> : null}
      <Refreshable onRefresh={refresh}>
        {page.moduleList.length === 0 ? (
          <StateBlock illustration="empty" title={Text.noData} fullPage />
        ) : (
          <div className={styles.modules}>
            {page.moduleList.map((module, index) => (
              <PageModule key={module.id} module={module} width={contentWidth} isHero={index === 0} />
            ))}
          </div>
        )}
      </Refreshable>
    </main>
  );
}
