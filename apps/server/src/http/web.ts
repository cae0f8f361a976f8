import fs from 'node:fs';
import path from 'node:path';
import { API_BASE, ErrorCode, errorInfo, MEDIA_BASE } from '@emall/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz when the
 * build made them), index.html never cached, and every other GET outside the API falls back
 * to index.html so client routes load on refresh.
 */
export async function registerWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasWeb = webDist !== null && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith(`${API_BASE}/`) || url === API_BASE || url.startsWith(`${MEDIA_BASE}/`);
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    const info = errorInfo[ErrorCode.NOT_FOUND];
    return reply.status(info.status).send({ code: ErrorCode.NOT_FOUND, message: info.message, result: null });
  });
}
