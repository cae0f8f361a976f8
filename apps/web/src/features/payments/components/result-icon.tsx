import type { ResultState } from '../utils/result-state.ts';
import styles from './result-icon.module.css';

/** The big mark of a result page: a tick, a clock, a cross. */
export function ResultIcon({ state }: { state: ResultState }) {
  return (
    <svg className={[styles.icon, styles[state]].join(' ')} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
      <circle cx="32" cy="32" r="30" className={styles.disc} />
      {state === 'success' ? <path d="M19 33l9 9 17-19" className={styles.mark} /> : null}
      {state === 'processing' ? <path d="M32 18v15l10 6" className={styles.mark} /> : null}
      {state === 'failed' ? <path d="M23 23l18 18M41 23L23 41" className={styles.mark} /> : null}
    </svg>
  );
}
