import { OrderAction, OrderActionText, UiText } from '@emall/contract';
import styles from './order-action-bar.module.css';

/** The buttons that lead (filled) or stand out (outlined in the price colour). */
const filled = new Set<OrderAction>([OrderAction.pay]);
const accented = new Set<OrderAction>([OrderAction.confirm, OrderAction.voucher]);

/** The review entry's button (ours: reviewing is not an order action of the server, §2 /social/comment-entry). */
const REVIEW_TEXT = UiText.writeReview;

interface OrderActionBarProps {
  actions: readonly OrderAction[];
  /** With it, a 去评价 button comes last (an order waiting for its review). */
  onReview?: () => void;
  /** With it, the order's after-sales door comes first (申请售后 or 退款/售后, the list's cards). */
  afterSales?: { text: string; onOpen: () => void };
  /** With it, 申请开票 comes after the server's actions (a paid order, issue 17). */
  invoice?: { text: string; onOpen: () => void };
  /** The action under way (its button spins, every button waits). */
  busy: OrderAction | null;
  onAction: (action: OrderAction) => void;
  /** The order's number, so a screen reader tells whose buttons these are. */
  label: string;
}

/** What the user may do with an order now, in the server's order (§2 order buttons). Renders nothing without actions. */
export function OrderActionBar({ actions, onReview, afterSales, invoice, busy, onAction, label }: OrderActionBarProps) {
  if (actions.length === 0 && !onReview && !afterSales && !invoice) return null;
  return (
    <div className={styles.bar} role="group" aria-label={label}>
      {afterSales ? (
        <button type="button" className={styles.button} disabled={busy !== null} onClick={afterSales.onOpen}>
          {afterSales.text}
        </button>
      ) : null}
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={[styles.button, filled.has(action) ? styles.filled : accented.has(action) ? styles.accent : ''].join(' ')}
          disabled={busy !== null}
          aria-busy={busy === action}
          onClick={() => onAction(action)}
        >
          {OrderActionText[action]}
        </button>
      ))}
      {invoice ? (
        <button type="button" className={styles.button} disabled={busy !== null} onClick={invoice.onOpen}>
          {invoice.text}
        </button>
      ) : null}
      {onReview ? (
        <button type="button" className={[styles.button, styles.accent].join(' ')} disabled={busy !== null} onClick={onReview}>
          {REVIEW_TEXT}
        </button>
      ) : null}
    </div>
  );
}
