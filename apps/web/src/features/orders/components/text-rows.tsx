import { ORDER_REMARK_MAX, UiText } from '@emall/contract';
import { phoneInput } from '@emall/domain';
import shared from './checkout.module.css';
import styles from './text-rows.module.css';

/** The phone a flow top-up is for (§3 userAction.mobile). */
export function MobileRow({ value, invalid, onChange }: { value: string; invalid: boolean; onChange: (value: string) => void }) {
  return (
    <label className={shared.row}>
      <span className={shared.label}>{UiText.contactPhone}</span>
      <input
        className={[styles.input, invalid ? styles.invalid : ''].join(' ')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="请输入11位手机号"
        aria-label={UiText.contactPhone}
        aria-invalid={invalid}
        value={value}
        onChange={(e) => onChange(phoneInput(e.target.value))}
      />
    </label>
  );
}

/** 订单备注: optional, at most ORDER_REMARK_MAX characters. */
export function RemarkRow({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className={shared.row}>
      <span className={shared.label}>{UiText.orderRemark}</span>
      <input
        className={styles.input}
        type="text"
        maxLength={ORDER_REMARK_MAX}
        placeholder="选填,请先和商家协商一致"
        aria-label={UiText.orderRemark}
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, ORDER_REMARK_MAX))}
      />
    </label>
  );
}
