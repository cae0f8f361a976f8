import { OrderText, fillText } from '@emall/contract';
import { countdownText } from '../../../lib/format-time.ts';
import styles from './status-banner.module.css';

const PAY_TIMEOUT_HINT = '超时未支付订单将自动关闭';
const PAY_EXPIRED_TEXT = '支付已超时,订单即将关闭';

interface StatusBannerProps {
  statusText: string;
  hint: string;
  /** Seconds left to pay, or null for an order that does not wait for payment. */
  payRemain: number | null;
  tone: 'urgent' | 'ended' | 'active';
}

/** The top of the detail: the status in big letters and what it means (for an unpaid order, a ticking countdown). */
export function StatusBanner({ statusText, hint, payRemain, tone }: StatusBannerProps) {
  return (
    <section className={[styles.banner, styles[tone]].join(' ')} aria-label="订单状态">
      <h2 className={styles.status}>{statusText}</h2>
      {payRemain !== null ? (
        payRemain > 0 ? (
          <p className={styles.hint} role="timer" aria-live="off">
            {fillText(OrderText.payRemain, { time: countdownText(payRemain) })}
            <span className={styles.sub}>,{PAY_TIMEOUT_HINT}</span>
          </p>
        ) : (
          <p className={styles.hint}>{PAY_EXPIRED_TEXT}</p>
        )
      ) : hint ? (
        <p className={styles.hint}>{hint}</p>
      ) : null}
    </section>
  );
}
