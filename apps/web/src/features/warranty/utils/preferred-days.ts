import { CHINA_OFFSET_MS, WARRANTY_PREFERRED_DAYS_MAX } from '@emall/contract';
import { chinaClock, startOfChinaDay } from '@emall/domain';

const DAY_MS = 86_400_000;
const pad = (n: number): string => String(n).padStart(2, '0');
const weekday = new Intl.DateTimeFormat('zh-CN', { weekday: 'short', timeZone: 'UTC' });

export interface PreferredDay {
  /** YYYY-MM-DD, China date: what the claim sends. */
  value: string;
  /** 11月28日 周六. */
  label: string;
}

/** The days a visit may be asked for: from tomorrow to WARRANTY_PREFERRED_DAYS_MAX days ahead, China dates (the server checks the same window). */
export function preferredDays(now: Date): PreferredDay[] {
  const today = startOfChinaDay(now).getTime();
  return Array.from({ length: WARRANTY_PREFERRED_DAYS_MAX }, (_, i) => {
    const at = today + (i + 1) * DAY_MS;
    const c = chinaClock(at);
    // The weekday of the China date: the instant shifted to China time, read as UTC.
    return { value: `${c.year}-${pad(c.month)}-${pad(c.day)}`, label: `${c.month}月${c.day}日 ${weekday.format(at + CHINA_OFFSET_MS)}` };
  });
}
