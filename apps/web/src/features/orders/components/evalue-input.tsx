import { UiText } from '@emall/contract';
import { customEValueInput, eValueInputHint, eValueOnBlur, remainingCashFen } from '@emall/domain';
import { useState } from 'react';
import { showToast } from '../../../lib/toast.ts';
import styles from './pay-section.module.css';

interface EValueInputProps {
  /** §3 minIntegral … payIntegral. */
  min: number;
  max: number;
  /** The E-value of the priced order. */
  value: number;
  payAmountFen: number;
  exchangeProportion: number;
  onCommit: (value: number) => void;
}

/**
 * §5 custom E-value input: digits only, 9 at most, no leading zero, capped at payIntegral while
 * typing; on blur raised to minIntegral with '最低为{min}E值', then priced by the server. The hint
 * previews the deduction of what is typed (the server's answer is what is charged).
 */
export function EValueInput({ min, max, value, payAmountFen, exchangeProportion, onCommit }: EValueInputProps) {
  const [text, setText] = useState(String(value));
  const [priced, setPriced] = useState(value);
  // A new answer from the server replaces what is shown.
  if (priced !== value) {
    setPriced(value);
    setText(String(value));
  }
  const typed = Number(text || 0);
  const offsetPoints = Math.max(0, Math.min(typed, max) - min);
  const deductFen = payAmountFen - remainingCashFen(payAmountFen, offsetPoints, exchangeProportion);

  const commit = (): void => {
    const { value: next, message } = eValueOnBlur(typed, min);
    if (message) showToast(message);
    setText(String(next));
    if (next !== value) onCommit(next);
  };

  return (
    <div className={styles.inputBlock}>
      <label className={styles.inputRow}>
        <span className={styles.inputLabel}>本单使用</span>
        <input
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label="使用E值数量"
          value={text}
          onChange={(e) => setText(customEValueInput(e.target.value, max))}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
        />
        <span className={styles.inputUnit}>{UiText.eValue}</span>
      </label>
      <p className={styles.inputHint}>{eValueInputHint(min, max, deductFen)}</p>
    </div>
  );
}
