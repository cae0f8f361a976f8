import { errorInfo, type ErrorCode } from '@emall/contract';
import type { Outcome } from '@emall/domain';

/**
 * An expected outcome the client must hear about (bad input, no session, not enough stock…):
 * the one error type of the server. Its code and message come from the contract.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message?: string) {
    const info = errorInfo[code];
    super(message ?? info.message);
    this.name = 'AppError';
    this.code = code;
    this.status = info.status;
  }
}

/** The value a domain rule answered, or its refusal thrown as the AppError of its code. */
export function orThrow<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new AppError(outcome.code);
  return outcome.value;
}
