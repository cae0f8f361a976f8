import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * A cached answer as the wire carries it: the JSON's bytes and their br and gzip forms, made once
 * when the cache entry is (re)built, so a hit costs no serialisation, encoding or compression.
 * Serialising a 23 KB answer per request held the page read at a quarter of a bare server's rate.
 * The identity bytes are there at once; br and gzip follow from libuv's pool, and only a client
 * that asks for them waits. An answer made at its best (br quality 11 of a 23 KB page: 40–90 ms)
 * gets quick forms first (~2 ms), which a start's first br answer waits for instead (issue 16
 * item 4); each form has its own ETag (etagOf), so no ETag ever names two different bytes.
 */
export interface PreparedAnswer {
  /** The content's hash: the ETag of the identity bytes, and the base of the compressed ones'. */
  tag: string;
  identity: Buffer;
  /** br and gzip, set when made (quick ones replaced by the best): until then undefined. */
  encodings?: Encodings;
  /** Settles with the first forms made (the quick ones of an answer made at its best). */
  encoded: Promise<Encodings>;
  /** Settles with the forms of the answer's own effort. */
  final: Promise<Encodings>;
}

/** The compressed forms, and how hard they were compressed (it is in their ETag). */
interface Encodings {
  br: Buffer;
  gzip: Buffer;
  effort: Effort;
}

/**
 * Compressed forms by content: a cache entry that expires and reloads unchanged (CATALOGUE_CACHE_SECONDS)
 * gets its old bytes back instead of compressing again. Bounded; the oldest content goes first.
 */
const byContent = new Map<string, { effort: Effort; answer: PreparedAnswer }>();
const MAX_CONTENTS = 2_000;

/**
 * How hard to compress: `best` for an answer built once per change (br quality 11: ~180 ms for
 * 100 KB), `quick` for one a request waits for (quality 5: ~8 ms for 100 KB, 12 % larger).
 */
type Effort = 'best' | 'quick';

/** The brotli window of answers compressed as they are sent: 256 KB, above any such answer. */
export const STREAM_BROTLI_WINDOW_BITS = 18;

/**
 * The brotli window for an answer of `length` bytes: no larger than the answer (down from 4 MB,
 * which each compression allocated whatever it compressed; issue 16 item 4, memory after load).
 */
function brotliWindowFor(length: number): number {
  return Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 1))));
}

async function compress(identity: Buffer, effort: Effort): Promise<Encodings> {
  // Off the event loop (libuv's pool).
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? zlib.constants.BROTLI_MAX_QUALITY : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowFor(identity.length),
      },
    }),
    gzipAsync(identity, { level: effort === 'best' ? zlib.constants.Z_BEST_COMPRESSION : 6 }),
  ]);
  return { br, gzip, effort };
}

/** A short hash naming bytes by their content: a prepared answer's ETag base, a rendered page's inputs. */
export const contentTag = (bytes: Buffer): string => createHash('sha1').update(bytes).digest('base64url');

/**
 * The answer of a text (a JSON envelope, a rendered page), ready to send as it is at once and in
 * br and gzip once `encoded` settles.
 */
export function prepareAnswer(text: string, effort: Effort = 'best'): PreparedAnswer {
  const identity = Buffer.from(text, 'utf8');
  const tag = contentTag(identity);
  const known = byContent.get(tag);
  // A quick form is made again at its best when asked for it (a rendered page kept: ssr.ts).
  if (known && (known.effort === 'best' || effort === 'quick')) return known.answer;
  const answer = encodedAnswer(identity, tag, effort, () => byContent.get(tag)?.answer === answer && byContent.delete(tag));
  byContent.delete(tag);
  if (byContent.size >= MAX_CONTENTS) byContent.delete(byContent.keys().next().value as string);
  byContent.set(tag, { effort, answer });
  return answer;
}

/** A personal answer (a shopper's own page): prepared for one request, kept by nothing here. */
export function prepareOwnAnswer(text: string): PreparedAnswer {
  const identity = Buffer.from(text, 'utf8');
  return encodedAnswer(identity, contentTag(identity), 'quick', () => undefined);
}

function encodedAnswer(identity: Buffer, tag: string, effort: Effort, onFailure: () => unknown): PreparedAnswer {
  const encoded = compress(identity, 'quick');
  const final = effort === 'quick' ? encoded : encoded.then(() => compress(identity, effort));
  const answer: PreparedAnswer = { tag, identity, encoded, final };
  encoded.then((encodings) => void (answer.encodings ??= encodings), onFailure);
  final.then((encodings) => void (answer.encodings = encodings), onFailure);
  return answer;
}

type Encoding = 'br' | 'gzip' | 'identity';

/** What a cached read answers now: its cache entry while fresh, else undefined (http/hot-reads.ts). */
export type CurrentAnswer = () => PreparedAnswer | undefined;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Where a route leaves the reads to answer before routing (http/hot-reads.ts). */
export interface ReadsBeforeRouting {
  remember(request: FastifyRequest, reply: FastifyReply, current: CurrentAnswer, type: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp; absent on a Fastify made without it. */
    hotReads?: ReadsBeforeRouting;
  }
}

/**
 * Choices by Accept-Encoding value: clients send a handful of distinct values, and parsing one per
 * request showed in the hot reads' profile (issue 16 item 3). Forgotten whole when full.
 */
const encodingByHeader = new Map<string, Encoding>();
const MAX_KNOWN_HEADERS = 100;

/** The best encoding the client accepts (RFC 9110 §12.5.3: q=0 refuses, `*` stands for any other). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let known = encodingByHeader.get(acceptEncoding);
  if (known === undefined) {
    if (encodingByHeader.size >= MAX_KNOWN_HEADERS) encodingByHeader.clear();
    known = parseChoice(acceptEncoding);
    encodingByHeader.set(acceptEncoding, known);
  }
  return known;
}

function parseChoice(acceptEncoding: string): Encoding {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepts = (coding: string, alias?: string) => {
    const own = q.get(coding) ?? (alias ? q.get(alias) : undefined);
    return (own ?? q.get('*') ?? 0) > 0;
  };
  if (accepts('br')) return 'br';
  if (accepts('gzip', 'x-gzip')) return 'gzip';
  return 'identity';
}

/**
 * Each encoding is its own representation, so its own strong ETag (RFC 9110 §8.8.3); a quick form
 * and the best one of the same content are different bytes, so different ETags too.
 */
export function etagOf(tag: string, encoding: Encoding, effort: Effort = 'best'): string {
  if (encoding === 'identity') return `"${tag}"`;
  return `"${tag}-${encoding === 'br' ? 'br' : 'gz'}${effort === 'quick' ? 'q' : ''}"`;
}

/** Whether If-None-Match names this content in any of its encodings (a weak comparison, as §13.1.2 asks). */
export function notModified(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const etag = raw.trim().replace(/^W\//, '');
    return etag === '*' || (etag.startsWith(`"${tag}`) && /^(-(br|gz)q?)?"$/.test(etag.slice(tag.length + 1)));
  });
}

/**
 * Sends a prepared answer: 304 when the client holds it already, else the bytes in the best
 * encoding it accepts (waiting for that form if it is still being made). Set Content-Encoding
 * keeps the compress hook (app.ts) off these bytes.
 * `current`: a public read's cache entry, looked up without waiting; given, the URL is answered
 * before routing from then on while the entry lasts (http/hot-reads.ts). It is kept per URL, so it
 * holds the values it needs, never the request.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  { type = JSON_TYPE, current, vary }: { type?: string; current?: CurrentAnswer; vary?: string } = {},
): FastifyReply | Promise<FastifyReply> {
  if (current) request.server.hotReads?.remember(request, reply, current, type);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply.header('vary', vary ? `accept-encoding, ${vary}` : 'accept-encoding');
  if (notModified(request.headers['if-none-match'], answer.tag)) return reply.header('etag', etagOf(answer.tag, encoding, answer.encodings?.effort)).code(304).send();
  reply.type(type);
  if (encoding === 'identity') return reply.header('etag', etagOf(answer.tag, encoding)).send(answer.identity);
  reply.header('content-encoding', encoding);
  // The ETag of the very bytes sent: quick or best, whichever are there.
  const send = (encodings: Encodings) => reply.header('etag', etagOf(answer.tag, encoding, encodings.effort)).send(encoding === 'br' ? encodings.br : encodings.gzip);
  return answer.encodings ? send(answer.encodings) : answer.encoded.then(send);
}
