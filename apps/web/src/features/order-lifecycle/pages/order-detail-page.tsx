import {
  ErrorCode,
  OrderAction,
  OrderKindText,
  OrderRoute,
  shopErrorInfo,
  fillText,
  reviewEntryUrl,
  OrderText,
  type OrderDetailV3,
  UiText,
} from '@emall/contract';
import { isValidId } from '@emall/domain';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { platform } from '../../../platform/platform.ts';
import { hasInAppHistory } from '../../../platform/location.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useOrderDetail } from '../api/get-order-detail.ts';
import { useLineWarrantyCards } from '../../warranty/api/get-order-warranty-cards.ts';
import { AmountsCard } from '../components/amounts-card.tsx';
import card from '../components/detail-card.module.css';
import { InfoCard } from '../components/info-card.tsx';
import { LineAfterSales } from '../components/line-after-sales.tsx';
import { LogisticsCard } from '../components/logistics-card.tsx';
import { OrderActionBar } from '../components/order-action-bar.tsx';
import { OrderLayers } from '../components/order-layers.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { OrderDetailSkeleton } from '../components/order-skeleton.tsx';
import { PlaceCard } from '../components/place-card.tsx';
import { StatusBanner } from '../components/status-banner.tsx';
import { VoucherBlock } from '../components/voucher-block.tsx';
import { useOrderActions } from '../hooks/use-order-actions.ts';
import { usePayCountdown } from '../hooks/use-pay-countdown.ts';
import { clockOffset } from '../utils/pay-deadline.ts';
import { statusHint } from '../utils/status-hints.ts';
import { invoiceDoor } from '../utils/invoice-door.ts';
import { awaitsReview, statusTone } from '../utils/status-tone.ts';
import styles from './order-detail-page.module.css';
import fixed from '../../../ui/fixed-bar.module.css';

export const ORDER_DETAIL_TITLE = '订单详情';

/** /order/detail?orderId=… (§2): needs login; a guest goes to the platform's login and comes back. */
export function OrderDetailPage() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const [params] = useSearchParams();
  useDocumentTitle(ORDER_DETAIL_TITLE);
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${location.pathname}${location.search}`, replace: true });
  }, [loggedIn, location.pathname, location.search]);
  if (!loggedIn) return <PageLoading />;
  const orderId = params.get('orderId') ?? '';
  return (
    <main className={styles.page}>
      <PageHeader title={ORDER_DETAIL_TITLE} />
      {isValidId(orderId) ? <DetailView key={orderId} orderId={orderId} /> : <OrderMissing />}
    </main>
  );
}

function OrderMissing() {
  const navigate = useNavigate();
  return (
    <StateBlock
      illustration="empty"
      title={shopErrorInfo[ErrorCode.ORDER_NOT_FOUND].message}
      description="订单可能已删除,或不属于当前账号"
      actionText="查看全部订单"
      onAction={() => void navigate(OrderRoute.list, { replace: true })}
      fullPage
    />
  );
}

const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === ErrorCode.ORDER_NOT_FOUND || error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.BAD_REQUEST);

function DetailView({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const detailQuery = useOrderDetail(orderId);
  const loaded = detailQuery.data;
  const offset = useMemo(() => (loaded ? clockOffset(loaded.detail.serverTime, loaded.receivedAt) : 0), [loaded]);
  const payRemain = usePayCountdown(loaded?.detail.payDeadline ?? null, offset);
  const lapsed = payRemain === 0;
  const { refetch } = detailQuery;
  // At the deadline the order is read again (and then every few seconds until the server has closed it).
  useEffect(() => {
    if (lapsed) void refetch();
  }, [lapsed, refetch]);

  const actions = useOrderActions({
    onDeleted: () => (hasInAppHistory() ? void navigate(-1) : void navigate(OrderRoute.list, { replace: true })),
  });

  if (detailQuery.isPending) return <OrderDetailSkeleton />;
  if (detailQuery.isError) {
    if (isMissing(detailQuery.error)) return <OrderMissing />;
    return <StateBlock title={detailQuery.error.message} actionText={UiText.reload} onAction={() => void detailQuery.refetch()} fullPage />;
  }
  const order = detailQuery.data.detail;
  // A lapsed order can no longer be paid, whatever the last answer said.
  const shownActions = lapsed ? order.actions.filter((action) => action !== OrderAction.pay) : order.actions;
  const review = awaitsReview(order) ? () => void navigate(reviewEntryUrl(order.orderNo)) : undefined;
  const invoice = invoiceDoor(order, (url) => void navigate(url));
  return (
    <>
      <DetailBody order={order} payRemain={payRemain} onAction={(action) => actions.run(action, order)} />
      {shownActions.length > 0 || review || invoice ? (
        <>
          <div className={styles.spacer} aria-hidden="true" />
          <footer className={`${fixed.fixedBar} ${styles.footer}`}>
            <OrderActionBar
              actions={shownActions}
              onReview={review}
              invoice={invoice}
              busy={actions.busyFor(order.orderId)}
              label={UiText.orderActions}
              onAction={(action) => actions.run(action, order)}
            />
          </footer>
        </>
      ) : null}
      <OrderLayers layer={actions.layer} onClose={actions.closeLayer} />
    </>
  );
}

interface DetailBodyProps {
  order: OrderDetailV3;
  payRemain: number | null;
  onAction: (action: OrderAction) => void;
}

function DetailBody({ order, payRemain, onAction }: DetailBodyProps) {
  const ships = order.deliveryMethod !== null;
  const cardsByLine = useLineWarrantyCards(order.orderId, order.paidAt !== null);
  return (
    <>
      <StatusBanner statusText={order.statusText} hint={statusHint(order)} payRemain={payRemain} tone={statusTone(order)} />
      <div className={styles.cards}>
        {order.logistics ? <LogisticsCard logistics={order.logistics} onOpen={() => onAction(OrderAction.logistics)} /> : null}
        {order.actions.includes(OrderAction.voucher) ? <VoucherBlock orderId={order.orderId} onOpen={() => onAction(OrderAction.voucher)} /> : null}
        <PlaceCard order={order} />
        <section className={card.card} aria-label={UiText.goodsInfo}>
          <h2 className={card.cardTitle}>
            {OrderKindText[order.kind]}
            <span className={styles.count}>{fillText(OrderText.totalNum, { n: order.totalNum })}</span>
          </h2>
          <div className={card.padded}>
            <OrderLines lines={order.lines} linkToProduct footer={(line) => <LineAfterSales orderId={order.orderId} line={line} cardIds={cardsByLine.get(line.lineId)} />} />
          </div>
        </section>
        <AmountsCard amounts={order.amounts} ships={ships} settled={order.payDeadline === null} paid={order.paidAt !== null} />
        <InfoCard order={order} />
      </div>
    </>
  );
}
