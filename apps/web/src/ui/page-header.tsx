import type { ReactNode } from 'react';
import { BackButton } from './back-button.tsx';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  /** What back does instead of going back one page (the cashier asks first). */
  onBack?: () => void;
  /** No back button (a result page leads on by its own buttons). */
  noBack?: boolean;
  /** The right side's action (the address book's 管理); empty by default. */
  extra?: ReactNode;
}

/** The sticky title bar of a page: back, the title in the middle, the sides balanced around it. */
export function PageHeader({ title, onBack, noBack = false, extra }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {noBack ? <span aria-hidden="true" /> : <BackButton onBack={onBack} />}
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.extra}>{extra}</div>
    </header>
  );
}
