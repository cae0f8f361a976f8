import { UiText } from '@emall/contract';
import { realPayAmountText } from '@emall/domain';
import styles from './submit-bar.module.css';
import fixed from '../../../ui/fixed-bar.module.css';

const SUBMIT_TEXT = '提交订单';

interface SubmitBarProps {
  /** §5 real pay amount, fen. */
  realPayFen: number;
  /** E-value the order takes. */
  eValue: number;
  /** §3 canSubmit false: why, shown above the bar. */
  blockReason: string;
  disabled: boolean;
  submitting: boolean;
  onSubmit: () => void;
}

/** The bottom bar: 实付 ¥x.xx (+N E值) and 提交订单. */
export function SubmitBar({ realPayFen, eValue, blockReason, disabled, submitting, onSubmit }: SubmitBarProps) {
  const [yuan, cents] = realPayAmountText(realPayFen).split('.');
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <footer className={`${fixed.fixedBar} ${styles.footer}`}>
        {blockReason ? (
          <p className={styles.notice} role="status">
            {blockReason}
          </p>
        ) : null}
        <div className={styles.bar}>
          <div className={styles.total} aria-label={`实付 ¥${yuan}.${cents}${eValue > 0 ? ` +${eValue} ${UiText.eValue}` : ''}`}>
            <span className={styles.totalLabel}>{UiText.paid}</span>
            <span className={styles.money} aria-hidden="true">
              <span className={styles.symbol}>¥</span>
              <span className={styles.yuan}>{yuan}</span>
              <span className={styles.cents}>.{cents}</span>
            </span>
            {eValue > 0 ? (
              <span className={styles.evalue} aria-hidden="true">
                +{eValue} {UiText.eValue}
              </span>
            ) : null}
          </div>
          <button type="button" className={styles.submit} disabled={disabled || submitting} onClick={onSubmit} aria-busy={submitting}>
            {submitting ? '提交中…' : SUBMIT_TEXT}
          </button>
        </div>
      </footer>
    </>
  );
}
