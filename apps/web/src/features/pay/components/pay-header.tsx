import { BackButton } from '../../../ui/back-button.tsx';
import styles from './pay-header.module.css';

interface PayHeaderProps {
  title: string;
  /** What back does instead of going back one page (the cashier asks first). */
  onBack?: () => void;
  /** No back button (a result page leads on by its own buttons). */
  noBack?: boolean;
}

/** The title bar of the pay pages. */
export function PayHeader({ title, onBack, noBack = false }: PayHeaderProps) {
  return (
    <header className={styles.header}>
      {noBack ? <span className={styles.side} aria-hidden="true" /> : <BackButton onBack={onBack} />}
      <h1 className={styles.title}>{title}</h1>
      <span className={styles.side} aria-hidden="true" />
    </header>
  );
}
