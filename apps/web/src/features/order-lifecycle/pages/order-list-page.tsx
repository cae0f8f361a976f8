import { AfterSalesRoute, OrderListTab, OrderListTabText, OrderText, orderListUrl, type OrderListItem, UiText } from '@emall/contract';
import { cartBadgeText } from '@emall/domain';
import { PullRefresh } from '../../../ui/pull-refresh.tsx';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { platform } from '../../../platform/platform.ts';
import { BackButton } from '../../../ui/back-button.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { TabBar } from '../../../ui/tab-bar.tsx';
import { useOrderCounts } from '../api/get-order-counts.ts';
import { useOrderList } from '../api/get-order-list.ts';
import { OrderCard } from '../components/order-card.tsx';
import { OrderLayers } from '../components/order-layers.tsx';
import { OrderListSkeleton } from '../components/order-skeleton.tsx';
import { useOrderActions } from '../hooks/use-order-actions.ts';
import { listTabOf, listTabs } from '../utils/list-tab.ts';
import styles from './order-list-page.module.css';
import { ListFoot } from '../../../ui/list-foot.tsx';

export const ORDER_LIST_TITLE = UiText.myOrders;

/** /order/list (§2): needs login; a guest goes to the platform's login and comes back. */
export function OrderListPage() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  useDocumentTitle(ORDER_LIST_TITLE);
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${location.pathname}${location.search}`, replace: true });
  }, [loggedIn, location.pathname, location.search]);
  if (!loggedIn) return <PageLoading />;
  return <OrderListView />;
}

/** The status tabs (the tab is the URL's ?status=, so back returns to it) over the tab's orders. */
function OrderListView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = listTabOf(params.get('status'));
  const counts = useOrderCounts();
  const actions = useOrderActions();

  const choose = (key: string): void => {
    window.scrollTo(0, 0);
    // 退款/售后 lists the shopper's after-sales cases, on their own page.
    if (key === OrderListTab.afterSales) return void navigate(AfterSalesRoute.list);
    void navigate(orderListUrl(listTabOf(key)), { replace: true });
  };

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <BackButton />
          <h1 className={styles.title}>{ORDER_LIST_TITLE}</h1>
          <span className={styles.barEnd} aria-hidden="true" />
        </div>
        <TabBar
          className={styles.tabs}
          activeKey={tab}
          onChange={choose}
          items={listTabs.map((key) => ({ key, title: <TabTitle text={OrderListTabText[key]} count={counts[key] ?? 0} /> }))}
        />
      </header>
      <TabOrders key={tab} tab={tab} busyFor={actions.busyFor} onAction={actions.run} />
      <OrderLayers layer={actions.layer} onClose={actions.closeLayer} />
    </main>
  );
}

/** A tab's name with the count of orders waiting under it, capped like the cart badge (99+, §9). */
function TabTitle({ text, count }: { text: string; count: number }) {
  return (
    <span className={styles.tabTitle}>
      {text}
      {count > 0 ? (
        <span className={styles.count} aria-label={`${count}个`}>
          {cartBadgeText(count)}
        </span>
      ) : null}
    </span>
  );
}

interface TabOrdersProps {
  tab: OrderListTab;
  busyFor: ReturnType<typeof useOrderActions>['busyFor'];
  onAction: ReturnType<typeof useOrderActions>['run'];
}

/** One tab's orders, 10 a page as the list scrolls (§9), down to 到底啦. */
function TabOrders({ tab, busyFor, onAction }: TabOrdersProps) {
  const list = useOrderList(tab);
  const navigate = useNavigate();
  const orders: OrderListItem[] = list.data?.pages.flatMap((page) => page.result) ?? [];

  if (list.isPending) return <OrderListSkeleton />;
  if (list.isError && !list.data) {
    return <StateBlock title={list.error.message} actionText={UiText.reload} onAction={() => void list.refetch()} fullPage />;
  }
  if (orders.length === 0) {
    return (
      <StateBlock
        illustration="empty"
        title={OrderText.listEmpty}
        description={tab === OrderListTab.all ? '挑几件心仪的好物吧' : `「${OrderListTabText[tab]}」下暂无相关订单`}
        actionText={UiText.browse}
        onAction={() => void navigate(HOME_PATH)}
        fullPage
      />
    );
  }


  return (
    <PullRefresh onRefresh={async () => void (await list.refetch())}>
      <section className={styles.list} aria-label={`${OrderListTabText[tab]}${UiText.order}`}>
        {orders.map((order) => (
          <OrderCard key={order.orderId} order={order} busy={busyFor(order.orderId)} onAction={onAction} />
        ))}
        <ListFoot list={list} />
      </section>
    </PullRefresh>
  );
}
