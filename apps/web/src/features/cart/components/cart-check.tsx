import styles from './cart-check.module.css';
import { classList } from '../../../ui/class-list';

interface CartCheckProps {
  checked: boolean;
  disabled?: boolean;
  /** The box's accessible name (选择 {name}, 全选…). */
  label: string;
  onChange: (checked: boolean) => void;
  /** Visible text beside the circle (全选); the tap area takes it in. */
  text?: string;
  className?: string;
}

/** The cart's round tick box: a real check box (named, focusable) under the drawn circle. */
export function CartCheck({ checked, disabled = false, label, onChange, text, className }: CartCheckProps) {
  return (
    <label className={classList(styles.check, text ? styles.withText : '', disabled ? styles.disabled : '', className)}>
      <input
        type="checkbox"
        className={styles.input}
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className={styles.mark} aria-hidden="true">
        <svg viewBox="0 0 20 20" width="12" height="12">
          <path d="M4.5 10.5l3.5 3.5 7.5-8" stroke="currentColor" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      {text ? (
        <span className={styles.text} aria-hidden="true">
          {text}
        </span>
      ) : null}
    </label>
  );
}
