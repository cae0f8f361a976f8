import { UiText } from '@emall/contract';
import { Mask, SpinLoading } from 'antd-mobile';
import styles from './loading-overlay.module.css';

interface LoadingOverlayProps {
  visible: boolean;
  text?: string;
}

/** Blocks the page while an action (login, submit) is in flight. */
export function LoadingOverlay({ visible, text = UiText.loading }: LoadingOverlayProps) {
  return (
    <Mask visible={visible} color="rgba(0, 0, 0, 0.12)" disableBodyScroll>
      <div className={styles.center}>
        <div className={styles.box} role="status" aria-live="polite">
          <SpinLoading color="white" style={{ '--size': '32px' }} />
          <span className={styles.text}>{text}</span>
        </div>
      </div>
    </Mask>
  );
}
