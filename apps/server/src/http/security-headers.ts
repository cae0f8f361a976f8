import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_API_BASE, ADMIN_DOCS_PATH, API_BASE } from '@emall/contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { prependRouteHook } from './route-hooks.ts';
import { isConsoleUrl } from './web.ts';

/** Two years, subdomains included: the brand's hosts are all served over HTTPS. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Where the Swagger UI lives; its page needs its own policy (below). */
export const DOCS_PREFIX = `${API_BASE}/docs`;

/** The CSP hash source of an inline script or style element's text, or of a style attribute's value. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The inline `<script>` and `<style>` elements of the built index.html, hashed: the build may
 * inline a bootstrap snippet some day, and the policy follows the file instead of a copied hash.
 */
function inlineHashes(html: string): { script: string[]; style: string[] } {
  const script = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => hashSource(m[1] ?? ''));
  const style = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => hashSource(m[1] ?? ''));
  return { script, style };
}

function builtIndexHashes(webDist: string | null): { script: string[]; style: string[] } {
  const file = webDist === null ? null : path.join(webDist, 'index.html');
  if (file === null || !fs.existsSync(file)) return { script: [], style: [] };
  return inlineHashes(fs.readFileSync(file, 'utf8'));
}

/**
 * The shop's policy. Scripts and stylesheets come from its own origin (hashed where inline);
 * React and antd-mobile set styles through the CSSOM, which style-src does not govern, and the
 * sanitiser strips style attributes from rich text, so no 'unsafe-inline' is needed. Pictures come
 * from the shop, the configured picture hosts and data: URLs (the favicon, the pickup QR code).
 * frame-ancestors 'self': the console's preview frames the shop; no other site may.
 */
function shopDirectives(hashes: { script: string[]; style: string[] }, pictureHosts: string[]) {
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...hashes.script],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ...hashes.style],
    imgSrc: ["'self'", 'data:', 'blob:', ...pictureHosts],
    mediaSrc: ["'self'", ...pictureHosts],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * The operations console's policy: the shop's, with two differences (docs/decisions/console.md).
 * antd 6 writes its component styles into <style> elements at run time (CSS-in-JS), and some of
 * them (the scroll lock of every modal and drawer) carry no nonce, so style-src allows inline
 * styles here and only here; scripts stay as strict as the shop's. No page may frame the console.
 */
function consoleDirectives(hashes: { script: string[]; style: string[] }, pictureHosts: string[]) {
  return { ...shopDirectives(hashes, pictureHosts), styleSrc: ["'self'", "'unsafe-inline'"], frameAncestors: ["'none'"] };
}

/**
 * The Swagger UI's own policy: its scripts and styles are files, but it writes style attributes
 * into the operation views and shows data: pictures; it holds no shopper data.
 */
const docsDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * `isolated`: a browsing context group and agent cluster of its own (Cross-Origin-Opener-Policy
 * same-origin, Origin-Agent-Cluster). The console has them. The shop does not: every way in — the
 * car app, a mini-program's or the messenger's webview, a link — would switch the tab to a new
 * renderer process before the first paint, which cost the home 0.5–1.2 s of first contentful
 * paint at 4× CPU slowdown (issue 16); the shop opens no other window and keeps nothing in one.
 */
function helmetOptions(directives: Record<string, string[] | null>, frame: 'sameorigin' | 'deny' = 'sameorigin', isolated = true): HelmetOptions {
  return {
    crossOriginOpenerPolicy: isolated,
    originAgentCluster: isolated,
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: frame },
    // Sent only over HTTPS (below): on plain HTTP it would be ignored at best.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Brand subdomains may show the shop's pictures; other sites may not embed them.
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/** The headers helmet sets for `options`, worked out once: the policy does not vary by request. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * What helmet sends for browsers of the past, which act on nothing in a JSON answer: IE 8's
 * download prompt and XSS filter, Flash's and Acrobat's cross-domain policy files, DNS prefetching
 * of a page's links. Node validates every header of every answer, and a small API answer pays for
 * them in throughput (issue 16 item 3), so API answers go without them; pages keep them.
 */
const PAGE_ONLY_HEADERS = ['x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

const isApiUrl = (url: string): boolean => url.startsWith(`${API_BASE}/`) || url.startsWith(`${ADMIN_API_BASE}/`);

/**
 * Security headers on every answer, HTML and API alike (API answers without PAGE_ONLY_HEADERS). helmet (the maintained library behind
 * @fastify/helmet) works the values out at startup; the plugin would rebuild its middleware on
 * every request, which halved the cached reads' throughput in `npm run bench`. Pages that set
 * their own policy (the sandbox gateway and consent pages) override it in their handler.
 * Gives back the API answers' set.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { webDist: string | null; consoleDist: string | null; pictureHosts: string[] },
): Readonly<Record<string, string>> {
  const shop = helmetHeaders(helmetOptions(shopDirectives(builtIndexHashes(options.webDist), options.pictureHosts), 'sameorigin', false));
  const consoleHeaders = helmetHeaders(helmetOptions(consoleDirectives(builtIndexHashes(options.consoleDist), options.pictureHosts), 'deny'));
  const docs = helmetHeaders(helmetOptions(docsDirectives));
  const api = Object.fromEntries(Object.entries(shop).filter(([name]) => !PAGE_ONLY_HEADERS.includes(name)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiUrl(request.url) ? api : isConsoleUrl(request.url) ? consoleHeaders : shop);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  // Route hooks run after the global one, so the docs' policy replaces the shop's there.
  const docsHeaders = async (_request: FastifyRequest, reply: FastifyReply) => void reply.headers(docs);
  app.addHook('onRoute', (route) => {
    const isDocs = [DOCS_PREFIX, ADMIN_DOCS_PATH].some((docs) => route.url === docs || route.url.startsWith(`${docs}/`));
    if (isDocs) prependRouteHook(route, 'onRequest', docsHeaders);
  });
  // What the reads answered before routing carry (hot-reads.ts).
  return api;
}
