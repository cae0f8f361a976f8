import 'antd-mobile/es/components/grid/grid.css';
import 'antd-mobile/es/components/selector/selector.css';
import type { CSSProperties, KeyboardEvent } from 'react';
import { classList } from './class-list';

interface Choice<V extends string | number> {
  label: string;
  value: V;
  disabled?: boolean;
}

interface ChoiceGridProps<V extends string | number> {
  /** The listbox's accessible name (antd-mobile's is a generic 选择组). */
  label: string;
  options: readonly Choice<V>[];
  value: V | null;
  /** The option picked, or null when the one picked is tapped again. */
  onChange: (value: V | null) => void;
  columns: number;
  className?: string;
}

/**
 * One choice out of a few, in a grid: antd-mobile's Selector (single, with columns; its markup,
 * classes, check mark and styles) without the Selector, its Grid and the config provider's locale
 * it reads for the list's name (~2.5 KB gz on the warranty claim form before it paints;
 * docs/performance.md, "Initial JS"). Unlike the Selector, the list is named by its caller, an
 * option is reached by Tab and picked by Space or Enter, and a disabled one says so.
 */
export function ChoiceGrid<V extends string | number>({ label, options, value, onChange, columns, className }: ChoiceGridProps<V>) {
  const pick = (option: Choice<V>) => {
    if (!option.disabled) onChange(option.value === value ? null : option.value);
  };
  const onKeyDown = (event: KeyboardEvent, option: Choice<V>) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    pick(option);
  };
  return (
    <div className={classList('adm-selector', className)} role="listbox" aria-label={label}>
      <div className="adm-grid" style={{ '--columns': String(columns) } as CSSProperties}>
        {options.map((option) => {
          const active = option.value === value;
          return (
            <div
              key={option.value}
              className={classList('adm-selector-item', active && 'adm-selector-item-active', option.disabled && 'adm-selector-item-disabled')}
              role="option"
              aria-selected={active}
              aria-disabled={option.disabled ? true : undefined}
              tabIndex={option.disabled ? -1 : 0}
              onClick={() => pick(option)}
              onKeyDown={(event) => onKeyDown(event, option)}
            >
              {option.label}
              {active ? (
                <div className="adm-selector-check-mark-wrapper">
                  <svg width="17px" height="13px" viewBox="0 0 17 13" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
                    <polyline points="15.4541468 1.687816 5.974451 11.1675118 2.177408 7.3704687" stroke="#FFFFFF" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
