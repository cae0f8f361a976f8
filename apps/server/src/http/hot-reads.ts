import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Header } from '@emall/contract';
import type { FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import type { TrustProxy } from '../config.ts';
import { chooseEncoding, etagOf, notModified, type CurrentAnswer, type ReadsBeforeRouting } from './prepared-answer.ts';
import { HSTS } from './security-headers.ts';

interface Remembered {
  current: CurrentAnswer;
  type: string;
}

/** Remembered URLs at most; forgotten whole when full (a crawler walking every goods id). */
const MAX_URLS = 2_000;

/**
 * Cached public reads answered before Fastify routes the request (issue 16 item 3). A guest's GET
 * of a URL a route has already answered from a prepared answer is answered again from the same
 * cache entry — looked up synchronously, so a change (TTL, invalidation) shows exactly as it
 * would through the route — with the same headers, ETag/304 and Accept-Encoding choice. Fastify's
 * routing, Request/Reply objects, hook runners and the query's validation cost a small answer
 * half of a bare server's rate (goods/1 0.54, hot words 0.62 on a quiet machine); the URL was
 * validated when the route answered it, and the answer depends on nothing else of the request.
 *
 * Anything else goes to Fastify: another method, a login token (a personalised answer), a
 * request body, an entry expired or forgotten, a forwarded protocol only a proxy address list can
 * vouch for. Such answers are never slow or 5xx, so the request log (slow and 5xx answers) has
 * nothing to miss.
 */
export class HotReads implements ReadsBeforeRouting {
  readonly #byUrl = new Map<string, Remembered>();
  #closing = false;

  /**
   * `securityHeaders`: the headers every API answer carries (security-headers.ts); `trustProxy`:
   * the TRUST_PROXY setting, by which a forwarded protocol asks for HSTS as Fastify reads it.
   */
  constructor(
    private readonly securityHeaders: () => Readonly<Record<string, string>>,
    private readonly trustProxy: TrustProxy,
  ) {}

  /** Called by a route that has just sent a guest the prepared answer `current` keeps giving. */
  remember(request: FastifyRequest, reply: FastifyReply, current: CurrentAnswer, type: string): void {
    if (this.#closing || request.method !== 'GET' || reply.statusCode !== 200 || !this.isPlain(request.raw) || this.#byUrl.has(request.url)) return;
    if (this.#byUrl.size >= MAX_URLS) this.#byUrl.clear();
    this.#byUrl.set(request.url, { current, type });
  }

  /** A request with nothing that could change its answer but Accept-Encoding and If-None-Match. */
  private isPlain(req: IncomingMessage): boolean {
    const headers = req.headers;
    return headers[Header.loginToken] === undefined && headers['content-length'] === undefined && headers['transfer-encoding'] === undefined;
  }

  /** Whether the answer carries HSTS, as Fastify's `request.protocol` would say; null when only Fastify can tell. */
  private https(req: IncomingMessage): boolean | null {
    if ((req.socket as { encrypted?: boolean }).encrypted) return true;
    const forwarded = req.headers['x-forwarded-proto'];
    if (forwarded === undefined || this.trustProxy === false) return false;
    // A hop count trusts the nearest peer (trust-proxy.ts); an address list needs proxy-addr's check.
    if (typeof this.trustProxy !== 'number') return null;
    const text = String(forwarded);
    return text.slice(text.lastIndexOf(',') + 1).trim() === 'https';
  }

  /**
   * From the server's close on, every request goes to Fastify, which answers 503 with
   * `Connection: close` while it drains (a keep-alive client must not be kept).
   */
  close(): void {
    this.#closing = true;
    this.#byUrl.clear();
  }

  /** Answers `req` when it is a remembered read still cached; false hands it to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || this.#closing) return false;
    const read = this.#byUrl.get(req.url ?? '');
    if (read === undefined || !this.isPlain(req)) return false;
    const https = this.https(req);
    if (https === null) return false;
    const answer = read.current();
    if (answer === undefined) {
      this.#byUrl.delete(req.url ?? '');
      return false;
    }
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    // Read once: the quick forms may be replaced by the best ones, and the ETag names these bytes.
    const forms = answer.encodings;
    // Its br and gzip forms still being made: the route waits for them (sendPrepared).
    if (encoding !== 'identity' && !forms) return false;
    const headers: Record<string, string | number> = { ...this.securityHeaders() };
    if (https) headers['strict-transport-security'] = HSTS;
    headers.vary = 'accept-encoding';
    headers.etag = etagOf(answer.tag, encoding, forms?.effort);
    if (notModified(req.headers['if-none-match'], answer.tag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    headers['content-type'] = read.type;
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    const body = encoding === 'identity' ? answer.identity : encoding === 'br' ? forms!.br : forms!.gzip;
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(body);
    return true;
  }

  /**
   * Fastify's serverFactory: the HTTP server Fastify would make (its timeouts included), with
   * these reads in front of its handler.
   */
  serverFactory(): FastifyServerFactory {
    return (handler, options) => {
      const server = http.createServer(options.http ?? {}, (req, res) => {
        if (!this.serve(req, res)) handler(req, res);
      });
      const timeouts = options as { keepAliveTimeout: number; requestTimeout: number; connectionTimeout: number; maxRequestsPerSocket: number };
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      if (timeouts.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = timeouts.maxRequestsPerSocket;
      return server;
    };
  }
}
