/**
 * The embedded database's thread: PGlite runs here, off the HTTP event loop, and speaks the
 * PostgreSQL wire protocol with the main thread (pglite-thread.ts), where node-postgres drives it
 * as it drives a PostgreSQL server. One connection at a time: the main thread's pool holds one,
 * and PGlite is one session. Bytes come in as the socket would deliver them, so messages are
 * reassembled here before PGlite sees them (as @electric-sql/pglite-socket does).
 *
 * Messages from the main thread: { open: true } a new connection, { data, connection } its bytes,
 * { close: true } the process stops. To it: { ready } after start, { data, connection } answers
 * (to the connection that asked: an answer still on its way when the pool replaced a connection
 * must not reach the next one), { error } when PGlite fails to start or breaks, { closed } after
 * PGlite closed its files.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLITE_START_PARAMS } from './pglite-settings.ts';

const port = parentPort!;
/** template: a tarball `dumpDataDir()` made, for an empty directory to start from (the tests' migrated one). */
const { dataDir, template } = workerData as { dataDir: string; template: string | null };
/** The protocol's version number in a startup message (3.0). */
const PROTOCOL_3 = 196_608;
/** Terminate ('X'): the connection ends; PGlite's one session must not. */
const TERMINATE = 0x58;

/**
 * PGlite speaking only the wire protocol. Its `create` ends by reading every array type of the
 * catalogue (a scan of pg_type) for the parsers of its own query API, which this thread never uses:
 * node-postgres on the main thread parses the answers. ~90 ms of the thread's CPU in a start, on its
 * critical path (issue 16 item 4, docs/performance.md). `exec` (the rollback below) returns no rows.
 */
class WirePGlite extends PGlite {
  override async _initArrayTypes(): Promise<void> {}
}

let pending = Buffer.alloc(0);
/** Messages run one after another, in the order their bytes came. */
let chain: Promise<void> = Promise.resolve();
function enqueue(step: () => Promise<void>): void {
  // PGlite answers a bad statement with an ErrorResponse; a throw here means it broke.
  chain = chain.then(step).catch((error: unknown) => {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  });
}

/** Complete messages at the front of `pending` (a startup message has no type byte). */
function takeMessages(): Buffer[] {
  const out: Buffer[] = [];
  for (;;) {
    if (pending.length < 5) break;
    const startup = pending.length >= 8 && pending.readInt32BE(4) === PROTOCOL_3;
    const length = startup ? pending.readInt32BE(0) : 1 + pending.readInt32BE(1);
    if (pending.length < length) break;
    out.push(pending.subarray(0, length));
    pending = pending.subarray(length);
  }
  return out;
}

/**
 * PGlite's answer to one message, in a buffer of its own (it is handed over to the main thread).
 * `execProtocolRaw` also parses every answer in JS into message objects, to find errors and
 * notices for its own query API, which node-postgres does again on the other side: 20–25 % of the
 * thread's time in a query of the first page answer (issue 16 item 4, docs/performance.md).
 * `execProtocolRawStream` hands over the bytes as postgres writes them. A startup message is
 * answered outside that stream (PGlite returns it), so it keeps the first way.
 */
async function answerTo(db: PGlite, message: Buffer): Promise<Uint8Array<ArrayBuffer>> {
  if (message[0] === 0) return (await db.execProtocolRaw(message)).slice();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let length = 0;
  await db.execProtocolRawStream(message, {
    onRawData: (part) => {
      // A view of PGlite's memory, valid until it writes again.
      parts.push(part.slice());
      length += part.length;
    },
  });
  if (parts.length === 1) return parts[0]!;
  const answer = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    answer.set(part, at);
    at += part.length;
  }
  return answer;
}

async function main() {
  fs.mkdirSync(dataDir, { recursive: true });
  let db: PGlite;
  try {
    const loadDataDir = template ? new Blob([fs.readFileSync(template)]) : undefined;
    db = new WirePGlite(dataDir, { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS, ...(loadDataDir && { loadDataDir }) });
    await db.waitReady;
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
    return;
  }
  port.on('message', (message: { open?: true; data?: Uint8Array; connection?: number; close?: true }) => {
    if (message.open) {
      // A connection the pool dropped may have left a transaction open: end it first.
      enqueue(async () => {
        pending = Buffer.alloc(0);
        if (db.isInTransaction()) await db.exec('rollback');
      });
    } else if (message.data) {
      pending = pending.length ? Buffer.concat([pending, message.data]) : Buffer.from(message.data);
      for (const m of takeMessages()) {
        if (m[0] === TERMINATE) continue;
        const { connection } = message;
        enqueue(async () => {
          const answer = await answerTo(db, m);
          if (answer.length) port.postMessage({ data: answer, connection }, [answer.buffer]);
        });
      }
    } else if (message.close) {
      enqueue(async () => {
        await db.close();
        port.postMessage({ closed: true });
        port.close();
      });
    }
  });
  port.postMessage({ ready: true });
}

void main();
