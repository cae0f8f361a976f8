import { BadRequestMessage, ErrorCode } from '@emall/contract';
import { AppError } from './app-error.ts';

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A header as one string: '' when absent or repeated (a repeated auth header is never trusted). */
export function headerText(raw: string | string[] | undefined): string {
  return typeof raw === 'string' ? raw.trim() : '';
}

/** The optional Idempotency-Key header: 8 to 64 of [A-Za-z0-9_-], or absent. */
export function parseIdempotencyKey(raw: string | string[] | undefined): string | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw new AppError(ErrorCode.BAD_REQUEST, BadRequestMessage.idempotencyKey);
  }
  return raw;
}
