import { UiText } from '@emall/contract';
import styles from './sheet-header.module.css';

/** The title row of an order sheet, with its close button. */
export function SheetHeader({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  return (
    <header className={styles.head}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <button type="button" className={styles.close} aria-label={UiText.close} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </header>
  );
}
