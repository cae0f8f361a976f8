import { useNow } from '../../../lib/use-now.ts';
import { secondsToDeadline } from '../utils/pay-deadline.ts';

/** Seconds until an unpaid order closes, ticking every second (§9); null when it has no deadline. */
export function usePayCountdown(payDeadline: string | null, clockOffsetMs: number): number | null {
  const now = useNow(payDeadline !== null);
  return payDeadline === null ? null : secondsToDeadline(payDeadline, now, clockOffsetMs);
}
