import { ErrorCode } from '@emall/contract';
import { isValidId } from '@emall/domain';
import { AppError } from '../../http/app-error.ts';

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** An id sent as text (cardId, accountId…): a positive integer of at most 15 digits, else 40000 naming the field. */
export function parseId(value: string, field: string): number {
  if (!isValidId(value)) throw new AppError(ErrorCode.BAD_REQUEST, `请求参数错误: ${field}`);
  return Number(value);
}

/** The optional Idempotency-Key header: 8 to 64 of [A-Za-z0-9_-], or absent. */
export function parseIdempotencyKey(raw: string | string[] | undefined): string | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw new AppError(ErrorCode.BAD_REQUEST, '请求参数错误: idempotency-key');
  }
  return raw;
}
