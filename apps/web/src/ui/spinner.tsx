import type { CSSProperties } from 'react';
import styles from './spinner.module.css';

const CIRCUMFERENCE = 15 * Math.PI * 2;

interface SpinnerProps {
  /** CSS length; 32px by default. */
  size?: string;
  /** CSS colour; antd-mobile's weak grey by default. */
  color?: string;
  /** Names the spinner for screen readers; without it the spinner is hidden from them. */
  label?: string;
}

/**
 * antd-mobile's SpinLoading ring animated by CSS: SpinLoading animates it with react-spring, ~17 KB
 * gz that a page showing a spinner would otherwise load before it paints.
 */
export function Spinner({ size, color, label }: SpinnerProps) {
  const style = { ...(size ? { '--size': size } : {}), ...(color ? { '--color': color } : {}) } as CSSProperties;
  return (
    <span className={styles.spin} style={style} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <svg viewBox="0 0 32 32">
        <circle fill="transparent" strokeWidth="2" strokeDasharray={CIRCUMFERENCE} strokeLinecap="square" r={15} cx={16} cy={16} />
      </svg>
    </span>
  );
}
