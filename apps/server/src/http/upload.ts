import { ErrorCode, UPLOAD_MAX_BYTES } from '@emall/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** @fastify/multipart's errors for a request over its limits. */
const LIMIT_ERRORS = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** Multipart bodies for a plugin's routes (registered only where an upload is taken): one file of at most 8 MB (readUpload may allow a video more). */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 64 },
  });
}

/**
 * The bytes of the one `file` part. The whole body is read, so a second file is refused (the
 * parser's file limit) rather than silently ignored; malformed multipart is the client's fault, never a 500.
 */
export async function readUpload(
  request: FastifyRequest,
  limit: { maxBytes: number; tooLarge: ErrorCode } = { maxBytes: UPLOAD_MAX_BYTES, tooLarge: ErrorCode.PAYLOAD_TOO_LARGE },
): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  const missing = () => new AppError(ErrorCode.BAD_REQUEST, '请求参数错误: file');
  try {
    let data: Buffer | null = null;
    for await (const part of request.parts({ limits: { fileSize: limit.maxBytes } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw missing();
      data = await part.toBuffer();
    }
    if (!data || data.length === 0) throw missing();
    return data;
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(limit.tooLarge);
    throw new AppError(typeof code === 'string' && LIMIT_ERRORS.has(code) ? ErrorCode.PAYLOAD_TOO_LARGE : ErrorCode.BAD_REQUEST);
  }
}
