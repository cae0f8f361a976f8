import { Text } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import styles from './pay-bar.module.css';
import fixed from '../../../ui/fixed-bar.module.css';

const CREATING_TEXT = '正在发起支付…';

interface PayBarProps {
  payAmountFen: number;
  disabled: boolean;
  /** A payment is being made: the button is busy (and stays so while the gateway opens). */
  creating: boolean;
  onPay: () => void;
}

/** The bottom button: 确认支付 ¥x.xx (§5: the real pay amount with 2 decimals). */
export function PayBar({ payAmountFen, disabled, creating, onPay }: PayBarProps) {
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <footer className={`${fixed.fixedBar} ${styles.footer}`}>
        <button type="button" className={styles.pay} disabled={disabled || creating} aria-busy={creating} onClick={onPay}>
          {creating ? CREATING_TEXT : `${Text.cashierConfirmPay} ¥${formatMoney(payAmountFen)}`}
        </button>
      </footer>
    </>
  );
}
