import { useRef, type ReactNode } from 'react';
import styles from './swipe-row.module.css';
import { classList } from './class-list';

interface SwipeRowProps {
  /** The button's text. */
  actionText: string;
  /**
   * The button's accessible name. Without it the button is for fingers only, hidden from screen
   * readers and the keyboard: the row then carries a visible button of its own for the same action.
   */
  actionLabel?: string;
  /** Extra class on the row (its background and corners). */
  className?: string;
  onAction: () => void;
  children: ReactNode;
}

/**
 * A row (a cart line, §3; a loved goods; an address) that a swipe to the left opens on its action
 * button. The browser scrolls and snaps it (CSS scroll snapping), so the row costs no script until
 * the button is tapped: antd-mobile's SwipeAction drew a spring and a gesture handler per row, the
 * heaviest part of the cart's first render (~70 ms a line at 4× CPU, issue 16), and its 25 KB of
 * physics. A named button is reachable by keyboard too (focusing it scrolls it into view); the row
 * closes again after the tap.
 */
export function SwipeRow({ actionText, actionLabel, className, onAction, children }: SwipeRowProps) {
  const row = useRef<HTMLDivElement>(null);
  return (
    <div ref={row} className={classList('snap-row', styles.row, className)}>
      <div className={styles.main}>{children}</div>
      <button
        type="button"
        className={styles.action}
        {...(actionLabel ? { 'aria-label': actionLabel } : { 'aria-hidden': true, tabIndex: -1 })}
        onClick={() => {
          row.current?.scrollTo?.({ left: 0, behavior: 'smooth' });
          onAction();
        }}
      >
        {actionText}
      </button>
    </div>
  );
}
