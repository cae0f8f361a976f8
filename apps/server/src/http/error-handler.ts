import { ErrorCode, errorInfo } from '@emall/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { sendJson } from './envelope.ts';

/**
 * Error envelopes go out pre-serialised: some answer with HTTP 200 (business outcomes, §8),
 * and must not be shaped by the route's success schema.
 */
function sendError(reply: FastifyReply, status: number, code: number, message: string) {
  return sendJson(reply.status(status), JSON.stringify({ code, message, result: null }));
}

/** Fastify's own error codes that are the client's doing, mapped to ours. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.BAD_REQUEST,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.BAD_REQUEST,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.BAD_REQUEST,
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.PAYLOAD_TOO_LARGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  FST_ERR_CTP_INVALID_TYPE: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
};

/**
 * The one place an error becomes a response: `{code, message, result: null}`.
 * Expected outcomes keep their code; anything else is logged and answered without detail.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((caught: FastifyError | AppError, request, reply) => {
    if (caught instanceof AppError) {
      return sendError(reply, caught.status, caught.code, caught.message);
    }
    const error: FastifyError = caught;
    if (error.validation) {
      const first = error.validation[0];
      // A missing property is named by its parent's path plus its own name.
      const missing = first?.params && typeof first.params.missingProperty === 'string' ? `/${first.params.missingProperty}` : '';
      const where = (first ? `${first.instancePath}${missing}` : '') || error.validationContext || '';
      const field = where.replace(/^\//, '').replaceAll('/', '.');
      const message = `${errorInfo[ErrorCode.BAD_REQUEST].message}${field ? `: ${field}` : ''}`;
      return sendError(reply, 400, ErrorCode.BAD_REQUEST, message);
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped !== undefined || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      const code = mapped ?? ErrorCode.BAD_REQUEST;
      const info = errorInfo[code];
      return sendError(reply, info.status, code, info.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    const info = errorInfo[ErrorCode.INTERNAL];
    return sendError(reply, info.status, ErrorCode.INTERNAL, info.message);
  });
}

/**
 * Errors the router raises before any route runs (a broken percent-encoding, an over-long path
 * parameter): Fastify hands them here instead of to the error handler. Same envelope.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const info = errorInfo[ErrorCode.BAD_REQUEST];
  sendError(reply, info.status, ErrorCode.BAD_REQUEST, info.message);
}
