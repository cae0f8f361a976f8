import { errorInfo, type ErrorCode } from '@emall/contract';

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
