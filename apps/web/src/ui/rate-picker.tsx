import 'antd-mobile/es/components/rate/rate.css';
import { Star } from 'antd-mobile/es/components/rate/star';
import { useRef, type KeyboardEvent, type TouchEvent } from 'react';

interface RatePickerProps {
  value: number;
  onChange: (value: number) => void;
  count?: number;
  /** A tap on the star already chosen clears the rating (antd-mobile's default). */
  allowClear?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A rating picked with whole stars: antd-mobile's Rate (its markup, classes and styles) without
 * @use-gesture (~8 KB gz a form would load before it paints). A tap on a star picks it, a finger
 * slid across the stars picks where it is, and the arrow keys move the rating from a focused star.
 */
export function RatePicker({ value, onChange, count = 5, allowClear = true, className, ...labels }: RatePickerProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const pick = (next: number) => {
    const bounded = Math.min(Math.max(next, 0), count);
    if (bounded !== value) onChange(bounded);
  };
  const onTap = (v: number) => onChange(allowClear && v === value ? 0 : v);
  const onSlide = (event: TouchEvent) => {
    const group = groupRef.current;
    const touch = event.touches[0];
    if (!group || !touch) return;
    const rect = group.getBoundingClientRect();
    if (rect.width > 0) pick(Math.ceil(((touch.clientX - rect.left) / rect.width) * count));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowUp' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowDown' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = Math.min(Math.max(value + step, 1), count);
    pick(next);
    groupRef.current?.querySelectorAll<HTMLElement>('[role="radio"]')[next - 1]?.focus();
  };
  return (
    <div ref={groupRef} className={className ? `adm-rate ${className}` : 'adm-rate'} role="radiogroup" {...labels} onTouchMove={onSlide} onKeyDown={onKeyDown}>
      {Array.from({ length: count }, (_, i) => {
        const v = i + 1;
        return (
          <div key={v} className="adm-rate-box">
            <div
              className={value >= v ? 'adm-rate-star adm-rate-star-active' : 'adm-rate-star'}
              role="radio"
              aria-checked={value >= v}
              aria-label={String(v)}
              tabIndex={v === Math.max(value, 1) ? 0 : -1}
              onClick={() => onTap(v)}
            >
              <Star />
            </div>
          </div>
        );
      })}
    </div>
  );
}
