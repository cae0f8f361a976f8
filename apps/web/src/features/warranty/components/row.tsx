import type { ReactNode } from 'react';
import styles from './warranty.module.css';

/** One label and value of a card's or a claim's facts (inside a <dl>). */
export function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
