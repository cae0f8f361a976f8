import { secondsLeft } from '@emall/domain';

/**
 * Whole seconds until an unpaid order closes, by the server's clock: `clockOffsetMs` is the
 * server's time minus the phone's when the order was read. Rounded up, so 00:00 shows only once
 * time is up.
 */
export function secondsToDeadline(deadlineIso: string, nowMs: number, clockOffsetMs: number): number {
  const deadline = Date.parse(deadlineIso);
  if (Number.isNaN(deadline)) return 0;
  return secondsLeft(deadline, nowMs + clockOffsetMs);
}

/** The server's clock minus the phone's, from an answer's serverTime and when it came. */
export function clockOffset(serverTimeIso: string, receivedAtMs: number): number {
  const server = Date.parse(serverTimeIso);
  return Number.isNaN(server) ? 0 : server - receivedAtMs;
}
