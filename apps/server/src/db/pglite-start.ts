/**
 * Starting the embedded database's thread (pglite-worker.ts), and its head start: the launcher
 * (launch.ts) starts it before the server's bundle is read and evaluated, and
 * startPgliteThread (pglite-thread.ts) adopts it, since PGlite opening its directory is the longest
 * part of a cold start (issue 16 item 4, docs/performance.md). This module imports nothing of the
 * server, so the launcher loads only it.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { dataDirFrom, pgliteDirIn } from '../data-dir.ts';

type FromWorker = { ready?: true; data?: Uint8Array; connection?: number; error?: string; closed?: true };

export interface StartedWorker {
  worker: Worker;
  /** Settles when PGlite has opened its directory, or failed to. */
  ready: Promise<void>;
  /** Where the worker's answers go: set by the connection once it is open. */
  /** `connection`: the one whose message `data` answers (pglite-thread.ts numbers them). */
  on: { data(data: Uint8Array, connection: number): void; error(error: Error): void; closed(): void };
}

/** The worker's source in src/db, or its build beside dist/server.cjs. */
export function workerFileIn(serverDir: string, fromSources: boolean): string {
  return fromSources ? path.join(serverDir, 'src/db/pglite-worker.ts') : path.join(serverDir, 'dist/pglite-worker.js');
}

export function startWorker(file: string, dataDir: string, template: string | null): StartedWorker {
  const worker = new Worker(file, { workerData: { dataDir, template } });
  const on: StartedWorker['on'] = { data: () => {}, error: () => {}, closed: () => {} };
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: FromWorker) => {
      if (message.ready) {
        worker.off('error', reject);
        resolve();
      } else if (message.data) {
        on.data(message.data, message.connection ?? 0);
      } else if (message.error) {
        const error = new Error(`pglite: ${message.error}`);
        reject(error);
        on.error(error);
      } else if (message.closed) {
        on.closed();
      }
    });
  });
  ready.catch(() => {}); // reported to the first connection
  return { worker, ready, on };
}

type HeadStart = { dataDir: string; started: StartedWorker } | null;
/**
 * Kept on the global object, not in this module: the launcher loads this module on its own, and the
 * server's bundle has a copy of it inlined, which must find the thread the launcher started.
 */
const HEAD_START = Symbol.for('emall.pglite.headStart');
const slot = globalThis as unknown as Record<typeof HEAD_START, HeadStart | undefined>;

/** The launcher's head start: the embedded database's thread, when there is no DATABASE_URL (config.ts's rule). */
export function startPgliteEarly(env: NodeJS.ProcessEnv, serverDir: string, fromSources: boolean): void {
  if (env.DATABASE_URL) return;
  const dataDir = pgliteDirIn(dataDirFrom(env, serverDir));
  slot[HEAD_START] = { dataDir, started: startWorker(workerFileIn(serverDir, fromSources), dataDir, null) };
}

/**
 * The head start's thread when it opened `dataDir` with no template; any other is stopped (a
 * directory is never opened twice) and null returned.
 */
export function takeHeadStart(dataDir: string, template: string | null): StartedWorker | null {
  const early = slot[HEAD_START] ?? null;
  slot[HEAD_START] = null;
  if (!early) return null;
  if (early.dataDir === dataDir && template === null) return early.started;
  void early.started.worker.terminate();
  return null;
}
