import { ErrorCode, FilesApi, UploadType, WARRANTY_VIDEO_MAX_BYTES } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { acceptUploads, readUpload } from '../../http/upload.ts';
import * as files from './files.service.ts';

export function filesRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    // Registered here and for the console's picture upload only: nothing else accepts multipart bodies.
    await acceptUploads(app);
    register(app, FilesApi.upload, async (request) => {
      const { type } = request.params;
      if (!files.isUploadType(type)) throw new AppError(ErrorCode.UPLOAD_TYPE_INVALID);
      const { userId } = sessionOf(request);
      await files.checkUploadAllowance(ctx, userId);
      if (type === UploadType.warrantyVideo) {
        const video = await readUpload(request, { maxBytes: WARRANTY_VIDEO_MAX_BYTES, tooLarge: ErrorCode.UPLOAD_VIDEO_TOO_LARGE });
        return ok(await files.storeVideoUpload(ctx, { userId, type, data: video }));
      }
      const data = await readUpload(request);
      return ok(await files.storeUpload(ctx, { userId, type, data }));
    });
  };
}
