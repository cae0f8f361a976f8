import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_API_BASE, API_BASE, CONSOLE_BASE, ErrorCode, errorInfo, MEDIA_BASE } from '@emall/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { createPageRenderer } from './ssr.ts';

/** Hashed assets are cached for a year; everything else (index.html) is asked for again each time. */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function hasIndex(dist: string | null): dist is string {
  return dist !== null && fs.existsSync(path.join(dist, 'index.html'));
}

/** Whether a URL is the console's (its SPA, its assets), not the shop's. */
export function isConsoleUrl(url: string): boolean {
  return url === CONSOLE_BASE || url.startsWith(`${CONSOLE_BASE}/`) || url.startsWith(`${CONSOLE_BASE}?`);
}

/**
 * Serves the built shop at / and the built console at /console/: hashed assets cached for a year
 * (pre-compressed .br/.gz when the build made them), index.html never cached, and every other GET
 * outside the API falls back to its app's index.html so client routes load on refresh.
 */
export async function registerWeb(app: FastifyInstance, dists: { webDist: string | null; consoleDist: string | null }, ctx?: AppContext): Promise<void> {
  const webRoot = hasIndex(dists.webDist) ? dists.webDist : null;
  const consoleRoot = hasIndex(dists.consoleDist) ? dists.consoleDist : null;
  // One wildcard route per app (a route per built file cost a quarter of a second at start, issue 16);
  // a file that is not there, or a folder, goes on to the not-found handler below.
  const common = {
    wildcard: true,
    allowedPath: (pathname: string) => !pathname.endsWith('/'),
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  } as const;
  if (webRoot) await app.register(fastifyStatic, { ...common, root: webRoot });
  if (consoleRoot) {
    // The first registration decorates reply.sendFile; the second must not decorate it again.
    await app.register(fastifyStatic, { ...common, root: consoleRoot, prefix: `${CONSOLE_BASE}/`, decorateReply: webRoot === null });
    app.get(CONSOLE_BASE, (_request, reply) => reply.redirect(`${CONSOLE_BASE}/`));
  }

  // The landing pages arrive rendered (issue 16); the rest as the plain page.
  const renderer = webRoot ? createPageRenderer(app, webRoot, ctx) : null;
  const sendIndex = (reply: FastifyReply, root: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', root);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = [API_BASE, ADMIN_API_BASE, MEDIA_BASE].some((base) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`));
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      if (isConsoleUrl(url)) {
        // A missing hashed asset (a build newer than the page) is a 404, not the page: the console shows its reload.
        if (consoleRoot && !url.startsWith(`${CONSOLE_BASE}/assets/`)) return sendIndex(reply, consoleRoot);
      } else if (webRoot) {
        if (renderer && request.method === 'GET' && renderer.handles(url)) return renderer.send(request, reply);
        return sendIndex(reply, webRoot);
      }
    }
    const info = errorInfo[ErrorCode.NOT_FOUND];
    return reply.status(info.status).send({ code: ErrorCode.NOT_FOUND, message: info.message, result: null });
  });
}
