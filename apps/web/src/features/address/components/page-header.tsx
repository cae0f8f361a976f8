import type { ReactNode } from 'react';
import { BackButton } from '../../../ui/back-button.tsx';
import styles from './page-header.module.css';

/** The sticky title bar of the address and store pages. */
export function PageHeader({ title, onBack, extra }: { title: string; onBack?: () => void; extra?: ReactNode }) {
  return (
    <header className={styles.header}>
      <BackButton onBack={onBack} />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.extra}>{extra}</div>
    </header>
  );
}
