import { ErrorCode } from '@emall/contract';
import { isValidId } from '@emall/domain';
import { AppError } from '../../http/app-error.ts';

/** An id sent as text (cardId, accountId…): a positive integer of at most 15 digits, else 40000 naming the field. */
export function parseId(value: string, field: string): number {
  if (!isValidId(value)) throw new AppError(ErrorCode.BAD_REQUEST, `请求参数错误: ${field}`);
  return Number(value);
}
