import { useRef, type ReactNode } from 'react';
import styles from './cart-swipe-row.module.css';

interface CartSwipeRowProps {
  /** The button's text, and its accessible name. */
  actionText: string;
  actionLabel: string;
  onAction: () => void;
  children: ReactNode;
}

/**
 * A cart line that a swipe to the left opens on its delete button (§3). The browser scrolls and snaps
 * it (CSS scroll snapping), so the line costs no script until the button is tapped: antd-mobile's
 * SwipeAction drew a spring and a gesture handler per line, the heaviest part of the cart's first
 * render (~70 ms a line at 4× CPU, issue 16), and its 25 KB of physics. The button is reachable by
 * keyboard too (focusing it scrolls it into view); the line closes again after the tap.
 */
export function CartSwipeRow({ actionText, actionLabel, onAction, children }: CartSwipeRowProps) {
  const row = useRef<HTMLDivElement>(null);
  return (
    <div ref={row} className={styles.row}>
      <div className={styles.main}>{children}</div>
      <button
        type="button"
        className={styles.action}
        aria-label={actionLabel}
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
