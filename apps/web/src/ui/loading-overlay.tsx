import { UiText } from '@emall/contract';
import { useEffect } from 'react';
import styles from './loading-overlay.module.css';
import { Spinner } from './spinner.tsx';

interface LoadingOverlayProps {
  visible: boolean;
  text?: string;
}

/**
 * Blocks the page while an action (login, submit) is in flight: antd-mobile's Mask and SpinLoading
 * as they looked here, faded in and spun by CSS (both animate with react-spring, ~17 KB gz that the
 * login page would load before it paints). The page under it does not scroll meanwhile.
 */
export function LoadingOverlay({ visible, text = UiText.loading }: LoadingOverlayProps) {
  useEffect(() => {
    if (!visible) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [visible]);
  if (!visible) return null;
  return (
    <div className={styles.mask}>
      <div className={styles.center}>
        <div className={styles.box} role="status" aria-live="polite">
          <Spinner size="32px" color="#fff" />
          <span className={styles.text}>{text}</span>
        </div>
      </div>
    </div>
  );
}
