import fs from 'node:fs';
import { ErrorCode, IMAGE_WIDTHS, MEDIA_BASE } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { MEDIA_FILE_PATTERN, mediaVariant } from './media.service.ts';

const ONE_WEEK_SECONDS = 7 * 24 * 3600;

export function mediaRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      `${MEDIA_BASE}/:file`,
      {
        schema: {
          tags: ['media'],
          summary: 'A picture as WebP, at one of the served widths',
          params: Type.Object({ file: Type.String({ maxLength: 100 }) }),
          querystring: Type.Object({ w: Type.Optional(Type.Union(IMAGE_WIDTHS.map((w) => Type.Literal(String(w))))) }),
        },
      },
      async (request, reply) => {
        const { file } = request.params;
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
