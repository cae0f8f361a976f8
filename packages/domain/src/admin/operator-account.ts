import {
  ErrorCode,
  OPERATOR_DISPLAY_NAME_MAX,
  OPERATOR_LOCK_FAILURES,
  OPERATOR_LOCK_MINUTES,
  OPERATOR_PASSWORD_MAX_LENGTH,
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPERATOR_USERNAME_PATTERN,
} from '@emall/contract';
import type { Outcome } from '../order-kind.ts';

const USERNAME = new RegExp(OPERATOR_USERNAME_PATTERN);

/** Usernames compare without case and surrounding spaces: `Admin ` signs in as `admin`. */
export function normalizeUsername(raw: string): string {
  return raw.trim().toLowerCase();
}

export function checkUsername(raw: string): Outcome<string> {
  const username = normalizeUsername(raw);
  return USERNAME.test(username) ? { ok: true, value: username } : { ok: false, code: ErrorCode.ADMIN_USERNAME_INVALID };
}

export function checkDisplayName(raw: string): Outcome<string> {
  const name = raw.trim();
  const length = [...name].length;
  return length >= 1 && length <= OPERATOR_DISPLAY_NAME_MAX ? { ok: true, value: name } : { ok: false, code: ErrorCode.ADMIN_DISPLAY_NAME_INVALID };
}

/** The console's password rule: long enough, letters and digits, not the username. */
export function isStrongPassword(password: string, username: string): boolean {
  return (
    password.length >= OPERATOR_PASSWORD_MIN_LENGTH &&
    password.length <= OPERATOR_PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    password.trim().toLowerCase() !== normalizeUsername(username)
  );
}

/** Minutes (rounded up) an account stays locked at `now`, or 0 when it is not locked. */
export function lockMinutesLeft(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil) return 0;
  const ms = lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}

/** When a wrong password that made `failures` consecutive failures locks the account, or null. */
export function lockAfterFailures(failures: number, now: Date): Date | null {
  return failures >= OPERATOR_LOCK_FAILURES ? new Date(now.getTime() + OPERATOR_LOCK_MINUTES * 60_000) : null;
}
