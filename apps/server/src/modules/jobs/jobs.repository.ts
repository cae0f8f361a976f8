import type { Database } from '../../db/client.ts';
import { JOB_SCHEMA } from './job-queue.service.ts';

type Sql = Pick<Database, 'executeSql'>;

export interface QueueCountsRow {
  name: string;
  queued: number;
  active: number;
  failed: number;
  total: number;
}

/** Jobs per queue and state, counted now (pg-boss's own queue figures are a cache refreshed each minute). */
export async function countJobsByQueue(db: Sql, names: readonly string[]): Promise<QueueCountsRow[]> {
  const { rows } = await db.executeSql(
    `select name,
       count(*) filter (where state in ('created', 'retry'))::int as queued,
       count(*) filter (where state = 'active')::int as active,
       count(*) filter (where state = 'failed')::int as failed,
       count(*)::int as total
     from ${JOB_SCHEMA}.job where name = any($1::text[]) group by name`,
    [names],
  );
  return rows as QueueCountsRow[];
}

export interface FailedJobRow {
  id: string;
  name: string;
  retry_count: number;
  created_on: Date;
  completed_on: Date | null;
  output: unknown;
}

export async function findFailedJobs(db: Sql, names: readonly string[], limit: number): Promise<FailedJobRow[]> {
  const { rows } = await db.executeSql(
    `select id::text, name, retry_count, created_on, completed_on, output from ${JOB_SCHEMA}.job
     where state = 'failed' and name = any($1::text[]) order by completed_on desc nulls last, created_on desc limit $2`,
    [names, limit],
  );
  return rows as FailedJobRow[];
}

export async function lockJob(db: Sql, id: string): Promise<{ id: string; name: string; state: string; retry_count: number } | undefined> {
  const { rows } = await db.executeSql(`select id::text, name, state, retry_count from ${JOB_SCHEMA}.job where id = $1::uuid for update`, [id]);
  return rows[0] as { id: string; name: string; state: string; retry_count: number } | undefined;
}
