import { CHINA_OFFSET_MS } from '@emall/contract';

/** Milliseconds in a China day (China keeps no daylight saving, so every day is this long). */
const DAY_MS = 86_400_000;

/** The China day holding `at`, numbered from 1970-01-01 (China date): how the dashboard buckets instants. */
export function chinaDayNumber(at: Date): number {
  return Math.floor((at.getTime() + CHINA_OFFSET_MS) / DAY_MS);
}

/** The instant a numbered China day begins (midnight in Asia/Shanghai). */
export function chinaDayStart(day: number): Date {
  return new Date(day * DAY_MS - CHINA_OFFSET_MS);
}

/** A numbered China day as its date, 2026-11-25. */
export function chinaDayDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The last `count` China days up to the one holding `now`, oldest first. */
export function lastChinaDays(now: Date, count: number): number[] {
  const today = chinaDayNumber(now);
  return Array.from({ length: count }, (_, i) => today - count + 1 + i);
}
