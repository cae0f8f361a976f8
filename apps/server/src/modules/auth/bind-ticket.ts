import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a bind ticket from thirdLogin may be used to link its openId (README, Decisions). */
const BIND_TICKET_TTL_SECONDS = 600;

export interface BindClaim {
  provider: string;
  openId: string;
}

function key(appSecret: string): Buffer {
  // A key of its own, so a ticket signature can never be replayed as another HMAC of ours.
  return createHmac('sha256', appSecret).update('bind-ticket:v1').digest();
}

function mac(appSecret: string, payload: string): Buffer {
  return createHmac('sha256', key(appSecret)).update(payload).digest();
}

/**
 * A ticket naming an openId the messenger vouched for, signed and expiring: phoneLogin links only
 * what a ticket names, never an openId a client sends (that would let anyone pre-link a victim's).
 */
export function signBindTicket(appSecret: string, claim: BindClaim, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ p: claim.provider, o: claim.openId, e: now.getTime() + BIND_TICKET_TTL_SECONDS * 1000 }),
  ).toString('base64url');
  return `${payload}.${mac(appSecret, payload).toString('base64url')}`;
}

/** The claim of a genuine, unexpired ticket, or null. */
export function verifyBindTicket(appSecret: string, ticket: string, now: Date): BindClaim | null {
  const parts = ticket.split('.');
  if (parts.length !== 2) return null;
  const [payload, signature] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]+$/.test(signature)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(appSecret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claim !== 'object' || claim === null) return null;
  const { p, o, e } = claim as Record<string, unknown>;
  if (typeof p !== 'string' || typeof o !== 'string' || typeof e !== 'number') return null;
  if (e <= now.getTime()) return null;
  return { provider: p, openId: o };
}
