import type { ReactNode } from 'react';
import { classList } from './class-list.ts';
import styles from './facts.module.css';

/** A record's facts (a case's, a card's, a claim's): one label and its value a row, in a <dl>. */
export function Facts({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={classList(styles.facts, className)}>{children}</dl>;
}

/** One label and its value inside Facts. */
export function Fact({ label, value, valueClassName }: { label: string; value: ReactNode; valueClassName?: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{value}</dd>
    </div>
  );
}
