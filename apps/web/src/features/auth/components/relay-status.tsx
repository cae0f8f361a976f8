import { DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark.tsx';
import styles from './relay-status.module.css';

/** A relay page at work: the brand and a short line while it logs in or moves on. */
export function RelayWorking({ text }: { text: string }) {
  return (
    <main className={styles.page}>
      <div className={styles.working} role="status" aria-live="polite">
        <BrandMark />
        <DotLoading className={styles.dots} color="primary" />
        <p className={styles.text}>{text}</p>
      </div>
    </main>
  );
}

/** A relay page that cannot go on: a state block, centred on the page. */
export function RelayStopped({ children }: { children: ReactNode }) {
  return (
    <main className={`${styles.page} ${styles.stopped}`}>
      <div className={styles.block}>{children}</div>
    </main>
  );
}
