import { BadRequestMessage, ErrorCode } from '@emall/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A header as one string: '' when absent or repeated (a repeated auth header is never trusted). */
export function headerText(raw: string | string[] | undefined): string {
  return typeof raw === 'string' ? raw.trim() : '';
}

/** The value of one cookie of the request, or '' (a repeated cookie is not trusted). */
export function cookieValue(request: FastifyRequest, name: string): string {
  const found = headerText(request.headers.cookie)
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`));
  return found.length === 1 ? found[0]!.slice(name.length + 1) : '';
}

/** The optional Idempotency-Key header: 8 to 64 of [A-Za-z0-9_-], or absent. */
export function parseIdempotencyKey(raw: string | string[] | undefined): string | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw new AppError(ErrorCode.BAD_REQUEST, BadRequestMessage.idempotencyKey);
  }
  return raw;
}
