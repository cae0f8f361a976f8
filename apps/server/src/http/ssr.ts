import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ACTIVITY_ROUTE, CART_ROUTE, HomeRoute, ProductRoute } from '@emall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to dist-server/) exports. */
interface RenderedPage {
  html: string;
  payload: unknown;
  status: number;
}
interface ServerEntry {
  renderPage(url: string, apiFetch: typeof fetch): Promise<RenderedPage | null>;
}

/**
 * The landing pages rendered on the server (issue 16): the homes and landing pages, the product pages and the
 * cart (whose shopper the server does not know: it draws the guest's page, docs/decisions/web-platform.md).
 * Every other route gets the plain page and renders in the browser as before.
 */
const SSR_PATHS: ReadonlySet<string> = new Set([...Object.values(HomeRoute), ACTIVITY_ROUTE, ...Object.values(ProductRoute), '/virtual/intellect/ads-product', CART_ROUTE]);

const ROOT = '<div id="root"></div>';
/** The id the client reads the embedded answers from (apps/web/src/lib/ssr-cache.ts). */
const DATA_ID = 'ssr-data';

/** The payload as text inside a `<script>` element: no `<` that could close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** React puts the hero's `<link rel="preload">` first in its markup; it belongs in the head. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;
const withPreloads = (head: string, html: string): string => head.replace('</head>', `${LEADING_PRELOADS.exec(html)?.[0] ?? ''}</head>`);
const withoutPreloads = (html: string): string => html.replace(LEADING_PRELOADS, '');

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The page's policy with its style attributes allowed one by one: React writes a first screen's
 * sizes and configured colours as style attributes, which the shop's style-src 'self' refuses.
 * Each value is hashed ('unsafe-hashes' is the CSP's name for hashes of attributes); no other
 * inline style, and no inline script, is allowed (docs/decisions/web-platform.md).
 */
function withStyleHashes(policy: string, html: string): string {
  const values = new Set([...html.matchAll(/ style="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e] ?? e)));
  if (values.size === 0) return policy;
  const hashes = [...values].map((v) => `'sha256-${createHash('sha256').update(v, 'utf8').digest('base64')}'`);
  return `${policy};style-src-attr 'unsafe-hashes' ${hashes.join(' ')}`;
}

export interface PageRenderer {
  handles(url: string): boolean;
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The server side of SSR, or null when the build has no server entry (a test's hand-made dist,
 * `vite` in development). The entry is imported after the server starts listening, so it costs
 * the cold start nothing; a render that fails falls back to the plain page.
 */
export function createPageRenderer(app: FastifyInstance, webRoot: string): PageRenderer | null {
  const entryFile = path.resolve(webRoot, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return null;
  const template = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const at = template.indexOf(ROOT);
  if (at === -1) return null;
  const head = template.slice(0, at);
  const tail = template.slice(at + ROOT.length);
  let entry: Promise<ServerEntry> | null = null;
  const load = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>);
  app.addHook('onListen', (done) => {
    void load().catch((error: unknown) => app.log.error({ err: error }, 'server entry failed to load'));
    done();
  });

  /** The API's answers in-process: the same routes, caches and prepared answers a browser gets. */
  const apiFetch: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: init?.headers as Record<string, string> | undefined,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.rawPayload, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
  };

  return {
    handles: (url) => SSR_PATHS.has(url.split('?', 1)[0] ?? url),
    async send(request, reply) {
      let page: RenderedPage | null = null;
      try {
        page = await (await load()).renderPage(request.url, apiFetch);
      } catch (error) {
        request.log.warn({ err: error, url: request.url }, 'server render failed; plain page sent');
      }
      const html = page ? `${withPreloads(head, page.html)}<div id="root">${withoutPreloads(page.html)}</div><script type="application/json" id="${DATA_ID}">${scriptJson(page.payload)}</script>${tail}` : template;
      const policy = reply.getHeader('content-security-policy');
      if (page && typeof policy === 'string') reply.header('content-security-policy', withStyleHashes(policy, page.html));
      return reply.status(page?.status ?? 200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    },
  };
}
