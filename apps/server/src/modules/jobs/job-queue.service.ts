import type { JobName } from '@emall/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.ts';

/** pg-boss's tables live in a schema of their own, beside the shop's. */
export const JOB_SCHEMA = 'pgboss';
/** A run that throws is tried again this many times, after a backoff (the job's period, doubling). */
const RETRY_LIMIT = 5;
const RETRY_DELAY_MAX_SECONDS = 600;
/** A run still active after this long is taken as dead (its instance crashed) and retried. */
const EXPIRE_SECONDS = 900;
/** Finished runs are kept this long for the console, then pg-boss's maintenance deletes them. */
const KEEP_SECONDS = 3 * 86_400;
const STOP_TIMEOUT_MS = 8_000;

/** Background work that runs once per period across every instance (issue 19). */
export interface ScheduledJob {
  name: JobName;
  /** Its period (its slot); with `atStartOnly`, the slot within which instances starting offer it once between them. */
  everyMs: number;
  /** Offered once when the instance's queue starts, in the current slot, and not on a clock (a catch-up). */
  atStartOnly?: boolean;
  /** One pass; idempotent, as a failed pass is run again (docs/decisions/jobs.md says why each is). */
  run(): Promise<unknown>;
}

export interface JobQueue {
  /** Starts pg-boss on the shop's database and the jobs' clocks; answers when the queue is ready. */
  start(jobs: readonly ScheduledJob[]): Promise<void>;
  /** Stops the clocks and lets runs in flight finish (bounded); safe when never started. */
  stop(): Promise<void>;
  /** The running queue, or null before start() finished (the console's 后台任务 page reads it). */
  boss(): PgBoss | null;
  /**
   * A pass of a started job now, besides its clock (结束众筹 settles at once): answers false when the
   * queue is not running yet, and the job's next tick does it. A pass already waiting does it instead.
   */
  runNow(name: JobName): Promise<boolean>;
}

/** The job's slot length: pg-boss keeps one job per queue per slot (singletonSeconds), whoever sends it. */
function slotSeconds(job: ScheduledJob): number {
  return Math.max(1, Math.round(job.everyMs / 1000));
}

/**
 * The durable job queue on the shop's own database (pg-boss): on PostgreSQL through the pool, on
 * the embedded PGlite through its one connection, in this process. Each instance runs a clock per
 * job that offers a job for the current slot; the unique slot index lets one offer in, so a tick
 * runs once however many instances offer it, on whichever instance fetches it first.
 */
export function createJobQueue(database: Database, log: FastifyBaseLogger): JobQueue {
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;
  const timers: NodeJS.Timeout[] = [];
  const workers = new Map<JobName, string>();
  let stopped = false;

  async function startJob(running: PgBoss, job: ScheduledJob): Promise<void> {
    const seconds = slotSeconds(job);
    await running.createQueue(job.name, {
      policy: 'stately',
      retryLimit: RETRY_LIMIT,
      retryDelay: seconds,
      retryBackoff: true,
      retryDelayMax: RETRY_DELAY_MAX_SECONDS,
      expireInSeconds: EXPIRE_SECONDS,
      deleteAfterSeconds: KEEP_SECONDS,
    });
    const pollingIntervalSeconds = Math.min(2, Math.max(0.5, seconds / 2));
    const workerId = await running.work(job.name, { pollingIntervalSeconds }, async () => {
      const output = await job.run();
      return typeof output === 'object' && output !== null ? output : { output: output ?? null };
    });
    workers.set(job.name, workerId);
    const offer = () => {
      running
        .send(job.name, null, { singletonKey: job.name, singletonSeconds: seconds })
        .then((id) => {
          if (id) running.notifyWorker(workerId);
        })
        .catch((err: unknown) => log.error({ err, job: job.name }, 'scheduling a job failed'));
    };
    if (job.atStartOnly) {
      offer();
      return;
    }
    // Offered twice a slot: every slot gets an offer even when this clock drifts against the database's.
    const timer = setInterval(offer, Math.max(500, job.everyMs / 2));
    timer.unref();
    timers.push(timer);
  }

  return {
    start(jobs) {
      starting ??= (async () => {
        // Loaded here, not at start-up: the server's first answer does not wait for pg-boss's code (issue 16).
        const { PgBoss } = await import('pg-boss');
        const running = new PgBoss({
          db: { executeSql: (text, values) => database.executeSql(text, values) },
          backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
          schema: JOB_SCHEMA,
          // Every job here has its own clock (periods of seconds; pg-boss's cron counts minutes).
          schedule: false,
        });
        running.on('error', (err) => log.error({ err }, 'job queue error'));
        await running.start();
        boss = running;
        for (const job of jobs) {
          if (stopped) return;
          await startJob(running, job);
        }
      })();
      return starting;
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await starting?.catch(() => {});
      if (boss) await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
      boss = null;
    },
    boss: () => boss,
    async runNow(name) {
      const running = boss;
      const workerId = workers.get(name);
      if (!running || workerId === undefined) return false;
      // No slot: the queue is stately, so this waits behind a pass running now and is refused only when one already waits.
      await running.send(name, null);
      running.notifyWorker(workerId);
      return true;
    },
  };
}
