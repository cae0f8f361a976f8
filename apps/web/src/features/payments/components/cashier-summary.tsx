import { Text, UiText } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import { countdownText } from '../../../lib/format-time.ts';
import styles from './cashier-summary.module.css';

interface CashierSummaryProps {
  /** Cash due, fen. */
  payAmountFen: number;
  /** E-value the order took when it was placed. */
  payIntegral: number;
  /** Seconds left to pay; null while unknown. */
  remainSeconds: number | null;
  orderNo: string;
}

/** The top of the cashier: 支付金额 ¥x.xx in large type, the E-value already taken, the ticking time left. */
export function CashierSummary({ payAmountFen, payIntegral, remainSeconds, orderNo }: CashierSummaryProps) {
  const [yuan, cents] = formatMoney(payAmountFen).split('.');
  return (
    <section className={styles.summary} aria-label={Text.cashierPayAmount}>
      <p className={styles.label}>{Text.cashierPayAmount}</p>
      <p className={styles.amount} data-testid="cashier-amount">
        <span className={styles.symbol}>¥</span>
        <span className={styles.yuan}>{yuan}</span>
        <span className={styles.cents}>.{cents}</span>
      </p>
      {payIntegral > 0 ? <p className={styles.evalue}>{UiText.used} {payIntegral} {UiText.eValueDeduction}</p> : null}
      <p className={styles.remain} role="timer" aria-label={`${Text.cashierRemain} ${remainSeconds === null ? '' : countdownText(remainSeconds)}`}>
        <ClockIcon />
        <span>{Text.cashierRemain}</span>
        <span className={styles.time}>{remainSeconds === null ? '--:--' : countdownText(remainSeconds)}</span>
      </p>
      <p className={styles.orderNo}>订单编号 {orderNo}</p>
    </section>
  );
}

function ClockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
