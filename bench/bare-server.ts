/**
 * The bench's reference: a bare node:http server that answers each benchmarked request with the
 * API's exact bytes (and content headers) from a Buffer prepared at start, so the API is compared
 * with the cheapest a server can do for the same answer, not with one that re-encodes a string.
 */
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET with the body as sent on the wire (not decoded, unlike fetch). */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** A prepared answer: what the bare server sends for a path asked with one Accept-Encoding. */
export interface PreparedAnswer {
  path: string;
  acceptEncoding: string;
  contentType: string;
  contentEncoding: string | null;
  bodyBase64: string;
}

/** The bare server's source, run with `node -e`; ANSWERS_FILE names a JSON file of PreparedAnswer. */
export const BARE_SERVER = `
const fs = require('node:fs');
const http = require('node:http');
const answers = new Map();
for (const a of JSON.parse(fs.readFileSync(process.env.ANSWERS_FILE, 'utf8'))) {
  const body = Buffer.from(a.bodyBase64, 'base64');
  const headers = { 'content-type': a.contentType, 'content-length': body.length };
  if (a.contentEncoding) headers['content-encoding'] = a.contentEncoding;
  answers.set(a.path + '\\n' + a.acceptEncoding, { body, headers });
}
http.createServer((req, res) => {
  const answer = answers.get(req.url + '\\n' + (req.headers['accept-encoding'] || ''));
  if (answer === undefined) { res.statusCode = 404; return res.end(); }
  res.writeHead(200, answer.headers);
  res.end(answer.body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;
