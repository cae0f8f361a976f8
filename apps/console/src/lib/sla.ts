import { AfterSalesAdminText as T, fillText } from '@emall/contract';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Less than this left: the timer turns red (an operator should act now). */
const SLA_URGENT_MS = 12 * HOUR_MS;

// The countdown's words are after-sales' (issue 15), where it started; 保修 (issue 18) counts the same way.

export type SlaLevel = 'none' | 'normal' | 'urgent' | 'overdue';

/** The time left before a deadline (the clock acts on a case, a claim's SLA runs out), in words, and how pressing it is. */
export function slaLeft(deadline: string | null, nowMs: number): { level: SlaLevel; text: string } {
  if (deadline === null) return { level: 'none', text: T.slaNone };
  const left = Date.parse(deadline) - nowMs;
  if (left <= 0) return { level: 'overdue', text: T.slaOverdue };
  const minutes = Math.floor(left / MINUTE_MS);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const text =
    days > 0
      ? fillText(T.leftDaysHours, { days, hours: hours % 24 })
      : hours > 0
        ? fillText(T.leftHoursMinutes, { hours, minutes: minutes % 60 })
        : fillText(T.leftMinutes, { minutes: Math.max(1, minutes) });
  return { level: left < SLA_URGENT_MS ? 'urgent' : 'normal', text };
}
