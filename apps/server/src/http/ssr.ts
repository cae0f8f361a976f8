import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ACTIVITY_ROUTE, CART_ROUTE, CART_SESSION_COOKIE, Header, HomeRoute, PRODUCT_PAGE_ROUTES, SESSION_STORAGE_KEY } from '@emall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { findSession } from '../modules/auth/auth.service.ts';
import { cookieValue } from './headers.ts';
import { inProcessHeaders } from './in-process.ts';
import { contentTag, prepareAnswer, prepareOwnAnswer, sendPrepared, type PreparedAnswer } from './prepared-answer.ts';
import { hashSource } from './security-headers.ts';
import { routeHeads } from './ssr-session-screen.ts';
import { firstScreenStyles, type FirstScreenStyles } from './ssr-styles.ts';
import { entryChunk, viteManifest } from './vite-manifest.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to dist-server/) exports. */
interface RenderedPage {
  html: string;
  payload: unknown;
  status: number;
}
interface ServerEntry {
  renderPage(url: string, apiFetch: typeof fetch, session?: { token: string; userId: string; phone: null }): Promise<RenderedPage | null>;
}

/** The shopper a cart's HTML is drawn for: the cookie's token, and the user the API's check found behind it. */
interface Shopper {
  token: string;
  userId: string;
}

/**
 * The landing pages rendered on the server (issue 16): the homes and landing pages, the product pages and the
 * cart (a guest's page; the shopper's own when the request's cookie names one, docs/decisions/web-platform.md).
 * Every other route gets the plain page and renders in the browser as before.
 */
const SSR_PATHS: ReadonlySet<string> = new Set([...Object.values(HomeRoute), ACTIVITY_ROUTE, ...PRODUCT_PAGE_ROUTES, CART_ROUTE]);

const ROOT = '<div id="root"></div>';
/** The id the client reads the embedded answers from (apps/web/src/lib/ssr-cache.ts). */
const DATA_ID = 'ssr-data';
/** The root's attribute naming the user a page was drawn for (apps/web/src/main.tsx and boot.ts read it). */
const USER_ATTRIBUTE = 'data-user';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The built file of the web app's src/boot.ts (its Vite manifest), or null in a build without it. */
function bootFile(webRoot: string): string | null {
  const manifest = viteManifest(webRoot);
  const boot = manifest && entryChunk(manifest, 'src/boot.ts');
  return boot ? `/${boot.file}` : null;
}

/**
 * A rendered page's head loads the app after its first paint (issue 16): the entry's `<script>`
 * becomes src/boot.ts's, which imports the entry (and preloads what the entry's modulepreload
 * links named) once the browser has painted the server's markup — at once on a device holding a
 * session (data-session-key), which draws its own page rather than the guest's. Low priority:
 * nothing of the first screen waits for it, and the hero picture goes first.
 */
export function bootAfterPaint(head: string, boot: string | null): string {
  const entry = boot ? ENTRY_SCRIPT.exec(head)?.[1] : undefined;
  if (!boot || !entry) return head;
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]).join(' ');
  return head
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, `<script type="module" crossorigin fetchpriority="low" src="${boot}" data-entry="${entry}" data-preload="${preloads}" data-session-key="${SESSION_STORAGE_KEY}"></script>`);
}

/** A request URL's path, without its query. */
const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

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
 * What the page's policy must add for its style attributes: React writes a first screen's sizes
 * and configured colours as style attributes, which the shop's style-src 'self' refuses. Each value
 * is hashed ('unsafe-hashes' is the CSP's name for hashes of attributes); no other inline style,
 * and no inline script, is allowed (docs/decisions/web-platform.md).
 */
function styleAllowance(html: string): string {
  const values = new Set([...html.matchAll(/ style="([^"]*)"/g)].map((m) => (m[1] ?? '').replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e] ?? e)));
  if (values.size === 0) return '';
  return `;style-src-attr 'unsafe-hashes' ${[...values].map(hashSource).join(' ')}`;
}

/** One API call a render made, and a hash of the answer it got. */
interface Call {
  url: string;
  headers: Record<string, string> | undefined;
  hash: string;
}

/**
 * A rendered page kept while the answers it was drawn from stay the same: a guest's page is a
 * function of its URL and those answers, so a request asks them again (in-process, mostly cached
 * prepared answers: well under a millisecond each) and gets the kept bytes when none changed,
 * instead of a render (tens of milliseconds, three renders for a home). An edit in the console
 * changes an answer, so it shows at once, as it does without the cache.
 */
interface KeptPage {
  calls: Call[];
  /** Compressed quickly for the request that waited for the render, then at its best for the next ones. */
  answer: PreparedAnswer;
  /** The page's policy: the base one with its inline stylesheet and style attributes allowed. */
  policy: (base: string) => string;
  status: number;
}

/** Pages kept, by URL; the oldest goes first (product pages are many). */
const MAX_KEPT = 300;
/** How long after listening the server entry is loaded when no page asked for it first. */
const ENTRY_LOAD_DELAY_MS = 1_000;

export interface PageRenderer {
  handles(url: string): boolean;
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * The server side of SSR, or null when the build has no server entry (a test's hand-made dist,
 * `vite` in development). The entry is imported a second after the server starts listening (or by
 * the first page asked before then), so it costs the cold start nothing; a render that fails falls
 * back to the plain page.
 */
export function createPageRenderer(app: FastifyInstance, webRoot: string, ctx?: AppContext): PageRenderer | null {
  const entryFile = path.resolve(webRoot, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return null;
  const template = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const at = template.indexOf(ROOT);
  if (at === -1) return null;
  // Read on the first render, not at start: it reads and indexes every stylesheet of the build.
  let styles: FirstScreenStyles | null = null;
  const stylesFor = () => (styles ??= firstScreenStyles(webRoot, bootAfterPaint(template.slice(0, at), bootFile(webRoot))));
  const tail = template.slice(at + ROOT.length);
  const routeHead = routeHeads(webRoot);
  let entry: Promise<ServerEntry> | null = null;
  const load = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>);
  app.addHook('onListen', (done) => {
    // A moment after listening, so that evaluating it (React's server renderer) does not hold up the
    // first answers of a cold start; a page asked before then loads it itself.
    setTimeout(() => void load().catch((error: unknown) => app.log.error({ err: error }, 'server entry failed to load')), ENTRY_LOAD_DELAY_MS).unref();
    done();
  });

  /** The API's answer in-process: the same routes, caches and prepared answers a browser gets. */
  const ask = async (url: string, headers: Record<string, string> | undefined, method = 'GET', body?: string) =>
    app.inject({ method: method as 'GET', url, headers: { ...headers, ...inProcessHeaders }, ...(body === undefined ? {} : { payload: body }) });

  /**
   * Renders `url` (for a shopper: with the login token on its API calls, as the browser sends it),
   * recording the API calls the render made (null calls: one was not a GET, not to be asked again).
   */
  const render = async (url: string, shopper?: Shopper): Promise<{ page: RenderedPage | null; calls: Call[] | null }> => {
    let calls: Call[] | null = [];
    const apiFetch: typeof fetch = async (input, init) => {
      const target = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
      const method = init?.method ?? 'GET';
      const given = init?.headers as Record<string, string> | undefined;
      const headers = shopper ? { ...given, [Header.loginToken]: shopper.token } : given;
      const res = await ask(target, headers, method, typeof init?.body === 'string' ? init.body : undefined);
      if (method !== 'GET') calls = null;
      else calls?.push({ url: target, headers, hash: contentTag(res.rawPayload) });
      return new Response(res.rawPayload, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
    };
    const session = shopper ? { token: shopper.token, userId: shopper.userId, phone: null } : undefined;
    return { page: await (await load()).renderPage(url, apiFetch, session), calls };
  };

  /** A rendered page's HTML and policy; a shopper's page names its user on the root and asks for no answers early. */
  const compose = (url: string, page: RenderedPage, userId: string | null): Pick<KeptPage, 'policy'> & { html: string } => {
    const first = stylesFor();
    const { css, markers } = first.forPage(page.html);
    const hash = hashSource(css);
    const attributes = styleAllowance(page.html);
    const root = userId === null ? '<div id="root">' : `<div id="root" ${USER_ATTRIBUTE}="${encodeURIComponent(userId)}">`;
    const head = withPreloads(routeHead(first.head, url, userId !== null), page.html).replace('</head>', `${markers}<style>${css}</style></head>`);
    return {
      html: `${head}${root}${withoutPreloads(page.html)}</div><script type="application/json" id="${DATA_ID}">${scriptJson(page.payload)}</script>${tail}`,
      policy: (base) => `${base.replace(/(^|;)style-src ([^;]*)/, `$1style-src $2 ${hash}`)}${attributes}`,
    };
  };

  /**
   * The cart drawn for the shopper its cookie names (docs/decisions/web-platform.md, "The signed-in
   * cart's HTML"): the token checked as the API checks its header; a token it refuses, no cookie or
   * no server context: null, the guest's page. Never kept: it is the shopper's alone.
   */
  const shopperPage = async (request: FastifyRequest): Promise<Omit<KeptPage, 'calls'> | null> => {
    let token = '';
    try {
      token = decodeURIComponent(cookieValue(request, CART_SESSION_COOKIE));
    } catch {
      return null; // not the web app's encoding: not a cookie it wrote
    }
    const session = token && ctx ? await findSession(ctx, token) : null;
    if (!session) return null;
    const userId = String(session.userId);
    const { page } = await render(request.url, { token, userId });
    if (!page) return null;
    const { html, policy } = compose(request.url, page, userId);
    return { answer: prepareOwnAnswer(html), policy, status: page.status };
  };

  const kept = new Map<string, KeptPage>();
  const inFlight = new Map<string, Promise<KeptPage | null>>();

  /** Whether every answer the kept page was drawn from is still the same. */
  const stillValid = async (page: KeptPage): Promise<boolean> => {
    const answers = await Promise.all(page.calls.map((call) => ask(call.url, call.headers)));
    return answers.every((res, i) => contentTag(res.rawPayload) === page.calls[i]?.hash);
  };

  /** The page for `url`: kept, or rendered (one render for simultaneous requests of a URL). Null: send the plain page. */
  const pageFor = async (url: string): Promise<KeptPage | null> => {
    const known = kept.get(url);
    if (known && (await stillValid(known))) return known;
    const running = inFlight.get(url);
    if (running) return running;
    const made = (async (): Promise<KeptPage | null> => {
      const { page, calls } = await render(url);
      if (!page) return null;
      const { html, policy } = compose(url, page, null);
      const result: KeptPage = { calls: calls ?? [], answer: prepareAnswer(html, 'quick'), policy, status: page.status };
      kept.delete(url);
      if (calls) {
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
        kept.set(url, result);
        // The home in br: 13.6 KB quick, 12.3 KB at its best — with the headers, under the 14.6 KB
        // a new connection's first round trip carries (issue 16). Made off the request, for the next.
        const best = prepareAnswer(html, 'best');
        best.encoded.then(
          () => void (result.answer = best),
          () => undefined,
        );
      }
      return result;
    })().finally(() => inFlight.delete(url));
    inFlight.set(url, made);
    return made;
  };

  return {
    handles: (url) => SSR_PATHS.has(pathOf(url)),
    async send(request, reply) {
      // The cart's answer depends on its cookie, whoever it is drawn for.
      const vary = pathOf(request.url) === CART_ROUTE ? 'cookie' : undefined;
      let mine: Omit<KeptPage, 'calls'> | null = null;
      let page: Omit<KeptPage, 'calls'> | null = null;
      // A shopper's render that fails sends the guest's page: the device draws its own cart over it.
      const failed = (error: unknown) => (request.log.warn({ err: error, url: request.url }, "shopper's render failed; guest page sent"), null);
      try {
        mine = vary ? await shopperPage(request).catch(failed) : null;
        page = mine ?? (await pageFor(request.url));
      } catch (error) {
        request.log.warn({ err: error, url: request.url }, 'server render failed; plain page sent');
      }
      reply.header('cache-control', mine ? 'private, no-store' : 'no-cache');
      if (!page) return (vary ? reply.header('vary', vary) : reply).type('text/html; charset=utf-8').send(template);
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', page.policy(policy));
      return sendPrepared(request, reply.status(page.status), page.answer, { type: 'text/html; charset=utf-8', vary });
    },
  };
}
