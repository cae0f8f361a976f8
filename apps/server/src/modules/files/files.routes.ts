import { Envelope, ErrorCode, Paths, UPLOAD_MAX_BYTES, UploadedFile } from '@emall/contract';
import fastifyMultipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import * as files from './files.service.ts';

/** @fastify/multipart's errors for a request over its limits. */
const LIMIT_ERRORS = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The bytes of the one `file` part. The whole body is read, so a second file is refused (the
 * parser's file limit) rather than silently ignored; malformed multipart is the client's fault, never a 500.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  const missing = () => new AppError(ErrorCode.BAD_REQUEST, '请求参数错误: file');
  try {
    let data: Buffer | null = null;
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw missing();
      data = await part.toBuffer();
    }
    if (!data || data.length === 0) throw missing();
    return data;
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown }).code;
    throw new AppError(typeof code === 'string' && LIMIT_ERRORS.has(code) ? ErrorCode.PAYLOAD_TOO_LARGE : ErrorCode.BAD_REQUEST);
  }
}

export function filesRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    // Registered here only: nothing else in the API accepts multipart bodies.
    await fastify.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 64 },
    });
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      Paths.fileUpload,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['files'],
          summary: 'Upload a picture (multipart field `file`: JPEG, PNG, WebP or GIF up to 8 MB); stored as WebP at most 1080 px wide',
          consumes: ['multipart/form-data'],
          params: Type.Object({ type: Type.String({ maxLength: 64 }) }),
          response: { 200: Envelope(UploadedFile) },
        },
      },
      async (request) => {
        const { type } = request.params;
        if (!files.isUploadType(type)) throw new AppError(ErrorCode.UPLOAD_TYPE_INVALID);
        const { userId } = sessionOf(request);
        await files.checkUploadAllowance(ctx, userId);
        const data = await readUpload(request);
        return ok(await files.storeUpload(ctx, { userId, type, data }));
      },
    );
  };
}
