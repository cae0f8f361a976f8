import { PageStatus, UiText } from '@emall/contract';
import { truncateTitle } from '@emall/domain';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { viewportWidth } from '../../../ui/sized-image.tsx';
import { SHOP_PAGE_CODE, usePageConfig } from '../api/get-page-config.ts';
import { HomeHeader } from '../components/header/home-header.tsx';
import { PageBody, pageBackground } from '../components/page-body.tsx';
import { useSkin } from '../components/tabs/use-skin.ts';
import { rememberPageShape, rememberedTopTab, startsWithTopTab } from '../utils/page-shape.ts';
import styles from './shop-home-page.module.css';

// The tab bar (antd-mobile Tabs and Swiper) loads only for pages that start with one.
const TopTabPage = lazy(() => import('../components/tabs/top-tab-page.tsx').then((m) => ({ default: m.TopTabPage })));

const GUTTER = 12;

interface ShopHomePageProps {
  pageCode?: string;
  /** The homes of §2 (/store/home/…) always have the header (customer service, cart); landing pages only with search on. */
  isHome?: boolean;
}

/** A tab page's header while its code loads: the same sticky band, without a skeleton (§2). */
function TabHeaderPlaceholder() {
  return <div className={styles.tabPlaceholder} role="status" aria-busy="true" aria-label={UiText.loading} />;
}

/**
 * The shop home and every page of content modules (§2): by page code, the logged-in user's
 * version when there is one (coupon states). A page whose first module is a top tab becomes a
 * tab bar with a page per tab.
 */
export function ShopHomePage({ pageCode = SHOP_PAGE_CODE, isHome = true }: ShopHomePageProps) {
  const [params] = useSearchParams();
  const activityCode = params.get('activityCode');
  const query = usePageConfig(pageCode, true);
  const page = query.data;
  const published = page?.status === PageStatus.published;
  useDocumentTitle(published ? truncateTitle(page.pageTitle) : null);

  // A preview's shape is a draft's: not remembered for the published page's next skeleton.
  const previewing = params.has('preview');
  useEffect(() => {
    if (page && published && !previewing) rememberPageShape(page);
  }, [page, published, previewing]);

  const skin = useSkin(published ? page.h5SkinData : null);
  const width = viewportWidth() - GUTTER * 2;
  const searchUrl = published && page.searchEnable && page.searchUrl ? page.searchUrl : null;
  const showHeader = isHome || searchUrl !== null;

  if (page && published && startsWithTopTab(page)) {
    return (
      <Suspense fallback={<TabHeaderPlaceholder />}>
        <TopTabPage page={page} searchUrl={showHeader ? searchUrl : undefined} width={width} activityCode={activityCode} />
      </Suspense>
    );
  }

  const loadingTabPage = page === undefined && !query.isError && rememberedTopTab(pageCode);
  return (
    <main className={styles.page} style={pageBackground(page)}>
      {showHeader ? <HomeHeader searchUrl={searchUrl} skinPicture={skin?.header ?? null} /> : null}
      {loadingTabPage ? (
        <TabHeaderPlaceholder />
      ) : (
        <PageBody query={query} width={width} scope={{ activityCode, inTabPane: false, active: true }} />
      )}
    </main>
  );
}
