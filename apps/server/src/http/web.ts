import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_API_BASE, API_BASE, CONSOLE_BASE, ErrorCode, errorInfo, MEDIA_BASE } from '@emall/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  // a file that is not there, or a folder, goes on to the not-found handler below. The routes are
  // ours, sending through @fastify/static's reply.sendFile: its own wildcard route checks each
  // path's spelling against its folders' listings (two readdirs of dist/ and dist/assets, 635
  // entries, on every asset request: strace), a guard for case-insensitive file systems that this
  // server, on Linux's, does not need (docs/performance.md "PGlite cold start ≤ 1 s").
  const firstRoot = webRoot ?? consoleRoot;
  if (firstRoot) {
    await app.register(fastifyStatic, { root: firstRoot, serve: false, preCompressed: true, index: false, cacheControl: false, setHeaders: setCacheHeaders });
  }
  const serveFrom = (root: string) => ({
    schema: { hide: true },
    // Built files go as the build left them: its .br/.gz beside every text file of 1 KB or more
    // (scripts/precompress.ts), the smaller ones plain. A file is sent as a stream, whose size
    // @fastify/compress cannot see, so it compressed every small chunk on every request, a new
    // brotli stream each time (2.5–3.5 ms of CPU a file; a dozen on the home's first load).
    compress: false as const,
    // Sends later, returning nothing (as @fastify/static's own route): a returned reply is awaited
    // through listeners on the response, and a missing file's turns (br, gzip, plain, the page) add up.
    handler: (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply): void => {
      const file = request.params['*'];
      if (!file || file.endsWith('/')) reply.callNotFound();
      else reply.sendFile(`/${file}`, root);
    },
    // A client that goes away mid-file is no error of ours (as @fastify/static's own route).
    errorHandler: (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) =>
      error.code === 'ERR_STREAM_PREMATURE_CLOSE' ? void request.raw.destroy() : app.errorHandler(error, request, reply),
  });
  if (webRoot) app.get('/*', serveFrom(webRoot));
  if (consoleRoot) {
    app.get(`${CONSOLE_BASE}/*`, serveFrom(consoleRoot));
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
