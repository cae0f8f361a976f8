import 'antd-mobile/es/components/input/input.css';
import type { InputHTMLAttributes } from 'react';
import { classList } from './class-list';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'inputMode' | 'maxLength' | 'placeholder' | 'autoComplete' | 'disabled' | 'role' | 'aria-label' | 'aria-valuenow' | 'aria-valuemin' | 'aria-valuemax' | 'onFocus' | 'onBlur'
>;

interface TextInputProps extends NativeProps {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * A one-line field: antd-mobile's Input (its markup, classes and styles) for a form that uses none
 * of its extras (clear button, Enter callback, min/max checked on blur). The Input brings its config
 * provider and the zh-CN locale with it (~2 KB gz on the warranty claim form before it paints;
 * docs/performance.md, "Initial JS").
 */
export function TextInput({ value, onChange, className, disabled, ...native }: TextInputProps) {
  return (
    <div className={classList('adm-input', disabled && 'adm-input-disabled', className)}>
      <input className="adm-input-element" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} {...native} />
    </div>
  );
}
