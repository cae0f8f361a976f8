import { BackButton } from '../../../ui/back-button.tsx';
import styles from './review-page-header.module.css';

/** The sticky title bar of the review pages. */
export function ReviewPageHeader({ title }: { title: string }) {
  return (
    <header className={styles.header}>
      <BackButton />
      <h1 className={styles.title}>{title}</h1>
      <span className={styles.end} />
    </header>
  );
}
