/**
 * Cold start: from spawning the production server on a database that is already migrated and
 * seeded to its first answer of a real call (not only /healthz), the median of a few starts.
 */
import type { ChildProcess } from 'node:child_process';
import { getRaw } from './bare-server.ts';

const POLL_MS = 5;

async function firstAnswer(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await getRaw(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts the server `runs` times one after the other; the milliseconds of each start, sorted. */
export async function measureColdStarts(startServer: () => ChildProcess, url: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const startedAt = performance.now();
    const child = startServer();
    try {
      await firstAnswer(url, 30_000);
      times.push(performance.now() - startedAt);
    } finally {
      await stopped(child);
    }
  }
  return times.sort((a, b) => a - b);
}
