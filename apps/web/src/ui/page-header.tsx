import { BackButton } from './back-button.tsx';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  /** What back does instead of going back one page (the cashier asks first). */
  onBack?: () => void;
  /** No back button (a result page leads on by its own buttons). */
  noBack?: boolean;
}

/** The sticky title bar of a page: back, the title in the middle, an empty side to balance it. */
export function PageHeader({ title, onBack, noBack = false }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {noBack ? <span className={styles.side} aria-hidden="true" /> : <BackButton onBack={onBack} />}
      <h1 className={styles.title}>{title}</h1>
      <span className={styles.side} aria-hidden="true" />
    </header>
  );
}
