import { UiText } from '@emall/contract';
import { realPayAmountText } from '@emall/domain';
import type { OrderAmounts } from '@emall/contract';
import styles from './order-total.module.css';

/** 实付 ¥x.xx (+N E值), or 需付款 while the order waits for payment. */
export function OrderTotal({ amounts, paid }: { amounts: OrderAmounts; paid: boolean }) {
  const [yuan, cents] = realPayAmountText(amounts.payAmount).split('.');
  const label = paid ? UiText.paid : '需付款';
  const eValue = amounts.integral > 0 ? ` +${amounts.integral} ${UiText.eValue}` : '';
  return (
    <span className={styles.total} role="img" aria-label={`${label} ¥${yuan}.${cents}${eValue}`}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <span className={styles.money} aria-hidden="true">
        <span className={styles.symbol}>¥</span>
        <span className={styles.yuan}>{yuan}</span>
        <span className={styles.cents}>.{cents}</span>
      </span>
      {amounts.integral > 0 ? (
        <span className={styles.evalue} aria-hidden="true">
          +{amounts.integral} {UiText.eValue}
        </span>
      ) : null}
    </span>
  );
}
