import 'antd-mobile/es/components/button/button.css';
import 'antd-mobile/es/components/input/input.css';
import 'antd-mobile/es/components/stepper/stepper.css';
import { UiText } from '@emall/contract';
import { useState, type FocusEvent, type ReactNode } from 'react';
import { classList } from './class-list';
import { TextInput } from './text-input';

interface QuantityStepperProps {
  /** The spinbutton's accessible name (e.g. the goods' name and 数量). */
  label: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  className?: string;
  onChange: (value: number) => void;
}

/** antd-mobile-icons' MinusOutline and AddOutline, as the Stepper draws them. */
const MINUS = 'M41.1,22.5 C41.3209139,22.5 41.5,22.6790861 41.5,22.9 L41.5,25.1 C41.5,25.3209139 41.3209139,25.5 41.1,25.5 L6.9,25.5 C6.6790861,25.5 6.5,25.3209139 6.5,25.1 L6.5,22.9 C6.5,22.6790861 6.6790861,22.5 6.9,22.5 L41.1,22.5 Z';
const PLUS =
  'M25.1,6.5 C25.3209139,6.5 25.5,6.6790861 25.5,6.9 L25.5,22.5 L41.1,22.5 C41.3209139,22.5 41.5,22.6790861 41.5,22.9 L41.5,25.1 C41.5,25.3209139 41.3209139,25.5 41.1,25.5 L25.5,25.5 L25.5,41.1 C25.5,41.3209139 25.3209139,41.5 25.1,41.5 L22.9,41.5 C22.6790861,41.5 22.5,41.3209139 22.5,41.1 L22.5,25.5 L6.9,25.5 C6.6790861,25.5 6.5,25.3209139 6.5,25.1 L6.5,22.9 C6.5,22.6790861 6.6790861,22.5 6.9,22.5 L22.5,22.5 L22.5,6.9 C22.5,6.6790861 22.6790861,6.5 22.9,6.5 L25.1,6.5 Z';

function StepButton({ side, disabled, onClick, children }: { side: 'minus' | 'plus'; disabled: boolean; onClick: () => void; children: string }): ReactNode {
  return (
    <button type="button" className={classList('adm-button adm-button-primary', disabled && 'adm-button-disabled', `adm-button-fill-none adm-button-shape-rectangular adm-stepper-${side}`)} disabled={disabled} aria-label={side === 'minus' ? UiText.stepDown : UiText.stepUp} onClick={onClick}>
      <span>
        <svg width="1em" height="1em" viewBox="0 0 48 48" xmlns="http://www.w3.org/2000/svg" style={{ verticalAlign: '-0.125em' }} className="antd-mobile-icon" aria-hidden="true">
          <path d={children} fill="currentColor" fillRule="nonzero" />
        </svg>
      </span>
    </button>
  );
}

/**
 * A whole-number stepper: antd-mobile's Stepper (its markup, classes and styles) without the
 * Stepper, its Button and Input and their decimal and config code (~3.5 KB gz on the after-sales
 * form, ~8 KB on the cart's first screen; docs/performance.md, "Initial JS"). As the Stepper does, a
 * typed value is put into [min, max] as it is typed and the field shows the value kept once it is
 * left; the buttons are disabled at the limits. Unlike the Stepper, the spinbutton carries its name
 * and its aria-value* (axe's `label` and `aria-allowed-attr`, issue 16), and a field emptied or
 * typed over with what is not a number keeps the value rather than giving 0.
 */
export function QuantityStepper({ label, value, min, max, disabled = false, className, onChange }: QuantityStepperProps) {
  /** What the shopper is typing; null while the field is not focused (it shows the value). */
  const [draft, setDraft] = useState<string | null>(null);
  const put = (next: number) => {
    const bounded = Math.min(Math.max(Math.round(next), min), max);
    if (bounded !== value) onChange(bounded);
  };
  const type = (text: string) => {
    if (disabled) return;
    setDraft(text);
    const typed = text.trim() === '' ? Number.NaN : Number(text);
    if (Number.isFinite(typed)) put(typed);
  };
  const onFocus = (event: FocusEvent<HTMLInputElement>) => {
    setDraft(String(value));
    event.currentTarget.select();
  };
  return (
    <div className={classList('adm-stepper', draft !== null && 'adm-stepper-active', className)}>
      <StepButton side="minus" disabled={disabled || value <= min} onClick={() => put(value - 1)}>
        {MINUS}
      </StepButton>
      <div className="adm-stepper-middle">
        <TextInput
          className="adm-stepper-input"
          disabled={disabled}
          inputMode="decimal"
          role="spinbutton"
          aria-label={label}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          value={draft ?? String(value)}
          onChange={type}
          onFocus={onFocus}
          onBlur={() => setDraft(null)}
        />
      </div>
      <StepButton side="plus" disabled={disabled || value >= max} onClick={() => put(value + 1)}>
        {PLUS}
      </StepButton>
    </div>
  );
}
