import { ErrorCode } from '@emall/contract';
import { ApiError } from '../../../lib/http.ts';

/** A card or claim that is not there (or another user's: the same answer) rather than a read that failed. */
export function isMissing(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && (error.code === code || error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.BAD_REQUEST);
}
