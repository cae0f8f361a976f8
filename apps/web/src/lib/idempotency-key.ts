import { ErrorCode } from '@emall/contract';
import { ApiError } from './http.ts';

/**
 * A fresh Idempotency-Key (a v4 UUID). crypto.randomUUID exists only in secure contexts; a page
 * served over plain http (a preview on the LAN) builds the same from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Failures after which the write may or may not have happened: no answer (timeout, network) or a server fault. */
const outcomeUnknown = new Set<number>([ErrorCode.REQUEST_FAILED, ErrorCode.INTERNAL, ErrorCode.UNAVAILABLE]);

/** Whether a retry of the same request must keep its key (the server may already have done it); a refusal ends the attempt. */
export function isOutcomeUnknown(error: unknown): boolean {
  return outcomeUnknown.has(error instanceof ApiError ? error.code : ErrorCode.REQUEST_FAILED);
}
