import { brand, type VisitorToken } from '@emall/contract';

/**
 * The guest's temporary visitor token (§3 vToken, §6 "a temporary visitor token can substitute
 * when allowed"), kept on the device with its expiry.
 */
export const VISITOR_TOKEN_KEY = `${brand.storagePrefix}visitor_token`;

/** A token this close to its expiry is replaced rather than sent. */
const EXPIRY_MARGIN_MS = 60_000;

interface StoredVisitorToken {
  vToken: string;
  expiresAtMs: number;
}

function read(): StoredVisitorToken | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(VISITOR_TOKEN_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { vToken, expiresAtMs } = value as Record<string, unknown>;
    return typeof vToken === 'string' && vToken && typeof expiresAtMs === 'number' ? { vToken, expiresAtMs } : null;
  } catch {
    return null;
  }
}

/** The stored visitor token while it is still valid. */
export function validVisitorToken(now: number = Date.now()): string | null {
  const stored = read();
  return stored && stored.expiresAtMs - EXPIRY_MARGIN_MS > now ? stored.vToken : null;
}

/** Keeps a token the server issued; one without a readable expiry is not kept. */
export function storeVisitorToken(token: VisitorToken): boolean {
  const expiresAtMs = Date.parse(token.expiresAt);
  if (!token.vToken || Number.isNaN(expiresAtMs)) return false;
  try {
    localStorage.setItem(VISITOR_TOKEN_KEY, JSON.stringify({ vToken: token.vToken, expiresAtMs }));
    return true;
  } catch {
    return false;
  }
}
