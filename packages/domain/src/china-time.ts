import { CHINA_OFFSET_MS } from '@emall/contract';

const DAY_MS = 86_400_000;

export interface ChinaClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The calendar and clock reading of an instant in China time. */
export function chinaClock(at: Date | number): ChinaClock {
  const d = new Date((typeof at === 'number' ? at : at.getTime()) + CHINA_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
    seconds: d.getUTCSeconds(),
  };
}

/** The instant the China day holding `at` began (daily caps count from it). */
export function startOfChinaDay(at: Date): Date {
  const shifted = at.getTime() + CHINA_OFFSET_MS;
  const intoDay = ((shifted % DAY_MS) + DAY_MS) % DAY_MS;
  return new Date(at.getTime() - intoDay);
}

/** The China date as digits, 20261121: the date part of order and payment numbers. */
export function chinaDateStamp(at: Date): string {
  const c = chinaClock(at);
  return `${c.year}${pad(c.month)}${pad(c.day)}`;
}

/** The China date as the shop's users read it on a coupon: 2026.11.21. */
export function chinaDateText(at: Date): string {
  const c = chinaClock(at);
  return `${c.year}.${pad(c.month)}.${pad(c.day)}`;
}

/** A window as China dates; the end is exclusive, so a window ending at midnight shows the day before. */
export function chinaDateRange(from: Date, to: Date): string {
  return `${chinaDateText(from)}-${chinaDateText(new Date(to.getTime() - 1))}`;
}

/** A start as the shop announces it: 12月20日 10:00. */
export function chinaMonthDayTime(ms: number): string {
  const c = chinaClock(ms);
  return `${c.month}月${c.day}日 ${pad(c.hours)}:${pad(c.minutes)}`;
}

/** A time as the shop prints it on orders and payments: 2026-11-22 10:05:09. */
export function chinaDateTimeText(ms: number): string {
  const c = chinaClock(ms);
  return `${c.year}-${pad(c.month)}-${pad(c.day)} ${pad(c.hours)}:${pad(c.minutes)}:${pad(c.seconds)}`;
}

/** The instants [from, to) of a China calendar day (YYYY-MM-DD); null when it is no real day (2026-02-30). */
export function chinaDayWindow(day: string): { from: Date; to: Date } | null {
  const from = chinaDateStart(day);
  return from && { from, to: new Date(from.getTime() + DAY_MS) };
}

/** The instant a China calendar day (YYYY-MM-DD) began; null when it is no real day (2026-02-30). */
export function chinaDateStart(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return null;
  return new Date(utc - CHINA_OFFSET_MS);
}
