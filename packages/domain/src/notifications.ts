import { NotificationTemplateText, type NotificationParams, type NotificationTemplate } from '@emall/contract';
import { startOfChinaDay } from './china-time.ts';

const HOUR_MS = 3_600_000;
/** SMS go out from 08:00 to 22:00 China time; the in-shop message is there at once. */
export const SMS_DAY_START_HOUR = 8;
export const SMS_DAY_END_HOUR = 22;
/**
 * At most this many notification SMS per user in any rolling hour (docs/decisions/notifications.md):
 * one order's busiest hour (paid, shipped, refunded, an after-sales step) needs four.
 */
export const SMS_PER_USER_PER_HOUR = 5;
export const SMS_RATE_WINDOW_MS = HOUR_MS;

/** When an SMS asked for at `now` may go: now in the day, else the next 08:00 China time. */
export function smsSendableAt(now: Date): Date {
  const dayStart = startOfChinaDay(now).getTime();
  const opens = dayStart + SMS_DAY_START_HOUR * HOUR_MS;
  const closes = dayStart + SMS_DAY_END_HOUR * HOUR_MS;
  const ms = now.getTime();
  if (ms < opens) return new Date(opens);
  if (ms >= closes) return new Date(opens + 24 * HOUR_MS);
  return now;
}

/** Whether one more SMS would break the per-user limit, given how many went in the last window. */
export function smsRateLimited(sentInWindow: number): boolean {
  return sentInWindow >= SMS_PER_USER_PER_HOUR;
}

/** A template's title and text with its params filled in. */
export function renderNotification<T extends NotificationTemplate>(template: T, params: NotificationParams[T]): { title: string; text: string } {
  const { title, text } = NotificationTemplateText[template];
  const values = params as unknown as Record<string, string>;
  return { title, text: text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole) };
}

/** The SMS a notification sends: the brand in 【】, then the message's text. */
export function smsNotificationText(brandName: string, text: string): string {
  return `【${brandName}】${text}`;
}

/** How long a failed SMS waits before its next try: 30 s doubling per attempt, at most an hour. */
export function smsRetryDelayMs(attempts: number): number {
  return Math.min(HOUR_MS, 30_000 * 2 ** Math.max(0, attempts - 1));
}
export const SMS_MAX_ATTEMPTS = 8;
