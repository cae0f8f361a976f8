import { SESSION_TTL_DAYS } from '@emall/contract';

const DAY_MS = 86_400_000;

/**
 * When a login token given at `issuedAtMs` runs out (ms since the epoch): the server's session row
 * and the device's copy of it (the cart's cookie expires with it) count the same lifetime.
 */
export function sessionExpiresAtMs(issuedAtMs: number): number {
  return issuedAtMs + SESSION_TTL_DAYS * DAY_MS;
}
