import fs from 'node:fs';
import path from 'node:path';
import { ErrorCode, IMAGE_WIDTHS, MEDIA_BASE } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { headerText } from '../../http/headers.ts';
import { MEDIA_FILE_PATTERN, MEDIA_VIDEO_PATTERN, mediaDir, mediaVariant, VIDEO_TYPE_OF } from './media.service.ts';

const ONE_WEEK_SECONDS = 7 * 24 * 3600;

/**
 * A video as stored, whole or by one byte range (`Range: bytes=a-b`, as players seek and Safari
 * insists on): 206 with its Content-Range, 416 for a range outside the file.
 */
async function sendVideo(request: FastifyRequest, reply: FastifyReply, file: string, type: string) {
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new AppError(ErrorCode.NOT_FOUND);
  reply.type(type).header('accept-ranges', 'bytes').header('cache-control', `public, max-age=${ONE_WEEK_SECONDS}`);
  const range = /^bytes=(\d*)-(\d*)$/.exec(headerText(request.headers.range));
  if (!range || (range[1] === '' && range[2] === '')) return reply.header('content-length', stat.size).send(fs.createReadStream(file));
  const last = stat.size - 1;
  const start = range[1] === '' ? Math.max(0, stat.size - Number(range[2])) : Number(range[1]);
  const end = range[1] === '' || range[2] === '' ? last : Math.min(Number(range[2]), last);
  if (start > end || start > last) return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
  return reply
    .code(206)
    .header('content-range', `bytes ${start}-${end}/${stat.size}`)
    .header('content-length', end - start + 1)
    .send(fs.createReadStream(file, { start, end }));
}

export function mediaRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      `${MEDIA_BASE}/:file`,
      {
        schema: {
          tags: ['media'],
          summary: 'A picture as WebP, at one of the served widths; a video (MP4, MOV, WebM) as stored, by byte ranges',
          params: Type.Object({ file: Type.String({ maxLength: 100 }) }),
          querystring: Type.Object({ w: Type.Optional(Type.Union(IMAGE_WIDTHS.map((w) => Type.Literal(String(w))))) }),
        },
      },
      async (request, reply) => {
        const { file } = request.params;
        const video = MEDIA_VIDEO_PATTERN.exec(file);
        if (video) return sendVideo(request, reply, path.join(mediaDir(ctx.config.dataDir), file), VIDEO_TYPE_OF[video[1]!]!);
        if (!MEDIA_FILE_PATTERN.test(file)) throw new AppError(ErrorCode.NOT_FOUND);
        const width = request.query.w ? Number(request.query.w) : null;
        const found = await mediaVariant(ctx.config.dataDir, file, width);
        if (!found) throw new AppError(ErrorCode.NOT_FOUND);
        return reply
          .type('image/webp')
          .header('cache-control', `public, max-age=${ONE_WEEK_SECONDS}`)
          .send(fs.createReadStream(found));
      },
    );
  };
}
