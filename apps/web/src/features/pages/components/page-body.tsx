import { DEFAULT_PAGE_BG_COLOR, ClientErrorCode, PageStatus, LandingText, type PageConfig, UiText } from '@emall/contract';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { ApiError } from '../../../lib/http.ts';
import { showToast } from '../../../lib/toast.ts';
import { HomeSkeleton } from '../../../ui/skeletons.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { PageModules } from './page-modules.tsx';
import type { PageScope } from './page-scope.ts';
import { useHomeInteractive } from './use-home-interactive.ts';

export function pageBackground(page: PageConfig | undefined): CSSProperties {
  const style: CSSProperties = { backgroundColor: page?.pageBgColor || DEFAULT_PAGE_BG_COLOR };
  if (page?.pageBgUrl) style.backgroundImage = `url("${page.pageBgUrl.replace(/"/g, '%22')}")`;
  return style;
}

/** Pull-to-refresh once its code is in; until then the content as it is. */
function Refreshable({ onRefresh, children }: { onRefresh: () => Promise<void>; children: ReactNode }) {
  const interactive = useHomeInteractive();
  if (!interactive) return <div>{children}</div>;
  return <interactive.PullRefresh onRefresh={onRefresh}>{children}</interactive.PullRefresh>;
}

interface PageBodyProps {
  query: UseQueryResult<PageConfig>;
  width: number;
  scope: Omit<PageScope, 'cards' | 'pageCode' | 'refresh'>;
  /** §2: no skeleton while a page whose first module is a top tab loads. */
  skeleton?: boolean;
}

/**
 * A page's content in every state of §2: skeleton while loading, 页面走丢了 for an unpublished or
 * undercarriage page or a failed fetch (with a retry), 暂无数据 for a page without modules, the
 * modules otherwise, with pull-to-refresh.
 */
/** 页面走丢了 for a page that is not there (unknown, unpublished, taken down): a way to the shop home, unless this is it. */
function PageLost() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname === HOME_PATH) return <StateBlock title={LandingText.pageLost} fullPage />;
  return <StateBlock title={LandingText.pageLost} actionText={UiText.backToShopHome} onAction={() => void navigate(HOME_PATH)} fullPage />;
}

const LOST_FOR_GOOD: ReadonlySet<number> = new Set([ClientErrorCode.PAGE_NOT_FOUND, ClientErrorCode.BAD_REQUEST]);

export function PageBody({ query, width, scope, skeleton = true }: PageBodyProps) {
  const queryClient = useQueryClient();
  const page = query.data;
  const refresh = async (): Promise<void> => {
    // The feed starts again from its first page with the page.
    const feed = page ? queryClient.resetQueries({ queryKey: ['page-feed', page.pageCode] }) : Promise.resolve();
    const [result] = await Promise.all([query.refetch(), feed]);
    if (result.isError) showToast(result.error.message);
  };
  if (page === undefined) {
    if (query.isError) {
      // An unknown page code, or a link without one, will not come back on a retry; anything else may.
      if (query.error instanceof ApiError && LOST_FOR_GOOD.has(query.error.code)) return <PageLost />;
      return <StateBlock title={LandingText.pageLost} description={query.error.message} actionText={UiText.reload} onAction={() => void query.refetch()} fullPage />;
    }
    return skeleton ? <HomeSkeleton /> : <div role="status" aria-busy="true" aria-label={UiText.loading} style={{ minHeight: '70vh' }} />;
  }
  if (page.status !== PageStatus.published) return <PageLost />;
  return (
    <Refreshable onRefresh={refresh}>
      {page.moduleList.length === 0 ? (
        <StateBlock illustration="empty" title={LandingText.noData} fullPage />
      ) : (
        <PageModules page={page} width={width} scope={{ ...scope, refresh: () => void query.refetch() }} />
      )}
    </Refreshable>
  );
}
