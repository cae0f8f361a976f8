/**
 * The embedded database off the HTTP event loop (issue 16 item 5): PGlite runs in a worker thread
 * (pglite-worker.ts) and the server talks to it with node-postgres over the PostgreSQL wire
 * protocol, as it talks to a PostgreSQL server. A pool of one connection is the queue: PGlite is
 * one session, so a transaction holds it and every other statement waits its turn, on the main
 * thread's side, without blocking it. A worker thread rather than a child process: it dies with
 * the process (even on kill -9), so no orphan can hold the data directory while a new server opens it.
 */
import { Duplex } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import pg from 'pg';
import { serverDir } from '../server-dir.ts';
import { startWorker, takeHeadStart, workerFileIn } from './pglite-start.ts';


/** What node-postgres takes for a socket: bytes to and from the worker. */
class WorkerSocket extends Duplex {
  constructor(
    private readonly worker: Worker,
    private readonly ready: Promise<void>,
    /** This connection's number: the thread's answers name the connection that asked. */
    readonly connection: number,
  ) {
    super();
  }
  connect(): this {
    this.ready.then(
      () => {
        this.worker.postMessage({ open: true });
        this.emit('connect');
      },
      (error: unknown) => this.destroy(error as Error),
    );
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  /** The pool unrefs an idle connection so it alone keeps no process alive, as a socket would. */
  ref(): this {
    this.worker.ref();
    return this;
  }
  unref(): this {
    this.worker.unref();
    return this;
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.send([chunk]);
    done();
  }
  override _writev(chunks: { chunk: Buffer }[], done: (error?: Error | null) => void): void {
    this.send(chunks.map((c) => c.chunk));
    done();
  }
  /**
   * Into an ArrayBuffer of their own, handed over rather than copied: a Buffer is often a view of
   * a shared pool, and postMessage would copy the whole pool with it.
   */
  private send(chunks: Buffer[]): void {
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.length;
    }
    this.worker.postMessage({ data: bytes, connection: this.connection }, [bytes.buffer]);
  }
  override _read(): void {}
  override _final(done: (error?: Error | null) => void): void {
    this.push(null);
    done();
  }
  deliver(data: Uint8Array): void {
    this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  }
}

export interface PgliteThread {
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * Starts PGlite on dataDir in a worker thread (or takes the one the launcher started) and returns at once: the server builds its routes
 * while PGlite opens the directory, and the first connection waits until it has (or fails with
 * PGlite's error).
 */
export function startPgliteThread(dataDir: string, template: string | null): PgliteThread {
  const { worker, ready, on } = takeHeadStart(dataDir, template) ?? startWorker(workerFileIn(serverDir, import.meta.url.endsWith('.ts')), dataDir, template);
  let socket: WorkerSocket | null = null;
  let connections = 0;
  // A connection the pool let go after an error (pg-pool ends it on an ErrorResponse, before the
  // ReadyForQuery its Sync brings) may still have answers on their way: those go nowhere, not to
  // the next connection, which would take them for its own and fall out of step.
  on.data = (data, connection) => {
    if (socket?.connection === connection) socket.deliver(data);
  };
  on.error = (error) => socket?.destroy(error);
  const pool = new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    // PGlite has one user and one database; the names only have to be ones it knows.
    user: 'postgres',
    database: 'template1',
    stream: () => {
      socket = new WorkerSocket(worker, ready, ++connections);
      return socket;
    },
  });
  pool.on('error', (err) => console.warn(`pglite: connection lost: ${err.message}`));
  return {
    pool,
    async close() {
      await pool.end();
      const started = await ready.then(
        () => true,
        () => false,
      );
      if (!started) {
        await worker.terminate();
        return;
      }
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      // PGlite writes out and closes its files before the thread ends.
      await new Promise<void>((resolve) => {
        on.closed = resolve;
        worker.postMessage({ close: true });
      });
      await exited;
    },
  };
}
