import { errorInfo } from './error-info.ts';
import { ErrorCode } from './errors.ts';

/** Messages of a BAD_REQUEST that name the field at fault, thrown from more than one place. */
export const BadRequestMessage = {
  duplicateCartItem: `${errorInfo[ErrorCode.BAD_REQUEST].message}: cartItemId 重复`,
  idempotencyKey: `${errorInfo[ErrorCode.BAD_REQUEST].message}: idempotency-key`,
} as const;

/** The locked answer with the minutes the account stays locked (ADMIN_ACCOUNT_LOCKED). */
export function accountLockedMessage(minutesLeft: number): string {
  return `密码错误次数过多,账号已锁定,请${minutesLeft}分钟后再试`;
}
