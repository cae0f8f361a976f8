import 'antd-mobile/es/components/switch/switch.css';
import type { KeyboardEvent } from 'react';
import { classList } from './class-list';

interface ToggleSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  'aria-label': string;
}

/**
 * antd-mobile's Switch (its markup, classes and styles) for a page where it is the only component
 * that reads antd-mobile's locale: the Switch brings the config provider and the zh-CN locale
 * (~2.5 KB gz) for its default accessible name, which the caller gives here. Unlike the Switch it
 * is reached by Tab and toggled by Space or Enter.
 */
export function ToggleSwitch({ checked, onChange, disabled = false, 'aria-label': label }: ToggleSwitchProps) {
  const toggle = () => {
    if (!disabled) onChange(!checked);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    toggle();
  };
  const classes = classList('adm-switch', checked && 'adm-switch-checked', disabled && 'adm-switch-disabled');
  return (
    <div className={classes} role="switch" aria-label={label} aria-checked={checked} aria-disabled={disabled} tabIndex={disabled ? -1 : 0} onClick={toggle} onKeyDown={onKeyDown}>
      <div className="adm-switch-checkbox">
        <div className="adm-switch-handle" />
        <div className="adm-switch-inner" />
      </div>
    </div>
  );
}
