import { AfterSalesUiText, OrderKindText, OrderText, afterSalesEntryUrl, fillText, orderDetailUrl, reviewEntryUrl, type OrderAction, type OrderListItem, UiText } from '@emall/contract';
import { Link, useNavigate } from 'react-router';
import { OrderActionBar } from './order-action-bar.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderTotal } from './order-total.tsx';
import { invoiceDoor } from '../utils/invoice-door.ts';
import { awaitsReview, statusTone } from '../utils/status-tone.ts';
import styles from './order-card.module.css';

/** Lines shown on a card; the detail has them all. */
const CARD_LINES_MAX = 3;

interface OrderCardProps {
  order: OrderListItem;
  busy: OrderAction | null;
  onAction: (action: OrderAction, order: OrderListItem) => void;
}

/** An order in the list: what it is for and its status, its goods, what was paid, and its buttons. Tapping it opens the detail. */
export function OrderCard({ order, busy, onAction }: OrderCardProps) {
  const navigate = useNavigate();
  const detail = orderDetailUrl(order.orderId);
  const review = awaitsReview(order) ? () => void navigate(reviewEntryUrl(order.orderNo)) : undefined;
  const afterSales = afterSalesDoor(order, () => void navigate(afterSalesEntryUrl(order.orderId)));
  const invoice = invoiceDoor(order, (url) => void navigate(url));
  const shown = order.lines.slice(0, CARD_LINES_MAX);
  const hidden = order.lines.length - shown.length;
  return (
    <article className={styles.card} aria-label={`${UiText.order} ${order.orderNo}`}>
      <Link to={detail} className={styles.head}>
        <span className={styles.kind}>
          <KindIcon />
          {OrderKindText[order.kind]}
          <Chevron />
        </span>
        <span className={[styles.status, styles[statusTone(order)]].join(' ')}>{order.statusText}</span>
      </Link>
      <Link to={detail} className={styles.lines}>
        <span className="visually-hidden">查看订单详情 {order.orderNo}</span>
        <OrderLines lines={shown} />
        {hidden > 0 ? <p className={styles.more}>{UiText.viewAll}{order.lines.length}种商品</p> : null}
      </Link>
      <div className={styles.total}>
        <span className={styles.pieces}>{fillText(OrderText.totalNum, { n: order.totalNum })}</span>
        <OrderTotal amounts={order.amounts} paid={order.payDeadline === null} />
      </div>
      {order.actions.length > 0 || review || afterSales || invoice ? (
        <div className={styles.actions}>
          <OrderActionBar
            actions={order.actions}
            onReview={review}
            afterSales={afterSales}
            invoice={invoice}
            busy={busy}
            label={`${UiText.orderActions} ${order.orderNo}`}
            onAction={(action) => onAction(action, order)}
          />
        </div>
      ) : null}
    </article>
  );
}

/** 申请售后 when a line may be asked for now (the server says which), else 退款/售后 once a case was asked (open or finished); both open the order's after-sales entry. */
function afterSalesDoor(order: OrderListItem, onOpen: () => void): { text: string; onOpen: () => void } | undefined {
  if (order.lines.some((line) => line.afterSales.types.length > 0)) return { text: AfterSalesUiText.apply, onOpen };
  if (order.lines.some((line) => line.afterSales.hasCases)) return { text: AfterSalesUiText.listTitle, onOpen };
  return undefined;
}

function KindIcon() {
  return (
    <svg className={styles.kindIcon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path d="M3 7.5L4.4 3h11.2L17 7.5V8a2.3 2.3 0 01-4.6 0 2.3 2.3 0 01-4.8 0A2.3 2.3 0 013 8z" fill="currentColor" />
      <path d="M4.5 10.5V17h11v-6.5" stroke="currentColor" strokeWidth="1.6" fill="none" />
    </svg>
  );
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
