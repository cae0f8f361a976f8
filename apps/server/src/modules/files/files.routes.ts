import { Envelope, ErrorCode, Paths, UploadedFile } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { acceptUploads, readUpload } from '../../http/upload.ts';
import * as files from './files.service.ts';

export function filesRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    // Registered here and for the console's picture upload only: nothing else accepts multipart bodies.
    await acceptUploads(fastify);
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
