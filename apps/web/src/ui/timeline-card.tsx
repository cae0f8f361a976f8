import { formatTime } from '../lib/format-time.ts';
import cardStyles from './card.module.css';
import styles from './timeline-card.module.css';

/** One step of a case's or a claim's history. */
export interface TimelineStep {
  /** What the step is (a status, and who moved it). */
  title: string;
  note?: string | null;
  /** When, ISO. */
  at: string;
}

/** A card of what happened (售后 and 保修 records): the newest step first and marked, each with its note and time. */
export function TimelineCard({ title, steps }: { title: string; steps: readonly TimelineStep[] }) {
  if (steps.length === 0) return null;
  return (
    <section className={cardStyles.card} aria-label={title}>
      <h2 className={cardStyles.title}>{title}</h2>
      <ol className={styles.steps}>
        {[...steps].reverse().map((step) => (
          <li key={`${step.at}-${step.title}`} className={styles.step}>
            <span className={styles.stepTitle}>{step.title}</span>
            {step.note ? <span className={styles.note}>{step.note}</span> : null}
            <time className={styles.time}>{formatTime(step.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
