import fs from 'node:fs';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverDir } from '../server-dir.ts';
import { startPgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';
import { StatementNames } from './statement-names.ts';
import { sendInTurn } from './send-in-turn.ts';

type Schema = typeof schema;
/** The typed database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** Anything a repository can run a query on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Statements sent through Drizzle since the database was opened (a transaction's begin and
   * commit included on PostgreSQL; PGlite runs those itself): what tests hold a request's cost to.
   */
  statementCount(): number;
  /** Runs raw SQL (several statements when there are no values): the job queue's way in (pg-boss's `db`). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Counts the statements Drizzle sends: its logger sees each one, with no text kept. */
function statementCounter() {
  let count = 0;
  return { logger: { logQuery: () => void count++ }, count: () => count };
}

const migrationsFolder = path.join(serverDir, 'migrations');
/** Any constant works: it only has to be the same for every instance migrating one database. */
const MIGRATION_LOCK_KEY = 7_230_401;

/**
 * Whether the database has every migration of the folder already: Drizzle's migrator runs a
 * migration when the last one recorded was made before it (`created_at < when`), so none is due
 * when the newest recorded is at least the journal's newest. One query instead of the migrator's
 * seven statements (a lock and its release, two DDL `IF NOT EXISTS`, a select, an empty
 * transaction) and reading and hashing every migration file: a restart on a migrated database,
 * the usual start, pays only this (issue 16 item 4, docs/performance.md). A database that is not
 * (all) migrated takes the migrator's way.
 */
export async function migrationsApplied(query: Database['executeSql']): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    // The journal's number written in (a whole number, checked): a statement without values goes
    // by the simple protocol, whose error on a new database PGlite's thread answers as PostgreSQL
    // does; a failed Parse of the extended one left that thread's answers out of step.
    if (!Number.isSafeInteger(newest)) return false;
    const { rows } = await query(`select coalesce(max(created_at), 0) >= ${newest} as applied from drizzle.__drizzle_migrations`);
    return (rows[0] as { applied?: boolean } | undefined)?.applied === true;
  } catch (err) {
    // No migrations table (undefined_table) or schema (invalid_schema_name) yet: a new database.
    if ((err as { code?: string }).code === '42P01' || (err as { code?: string }).code === '3F000') return false;
    throw err;
  }
}

/** What an embedded database may start from: a tarball `dump()` made (tests copy a migrated one). */
export type PgliteStart = Pick<PGliteOptions, 'loadDataDir'>;

/** The embedded database: in memory without a directory, else persisted there. */
export async function openPglite(dataDir: string | null, start: PgliteStart = {}): Promise<Database & { dump(): Promise<Blob> }> {
  // Imported here: the server runs PGlite in its thread (openPgliteThread), so a start does not load
  // PGlite's JS on the HTTP thread too (issue 16 item 4); the tests and the bench open it in-process.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }, { PGLITE_START_PARAMS }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./pglite-settings.ts'),
  ]);
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the goods search's trigram index (migration 0003 creates the extension).
  const options = { ...start, extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS };
  const client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const counter = statementCounter();
  // Both drivers produce a PgDatabase over the same schema; they differ only in the
  // query-result type parameter, which no code here depends on.
  const db = drizzlePglite(client, { schema, logger: counter.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    statementCount: counter.count,
    // Statements without values may be several (pg-boss's install): exec runs them all.
    executeSql: async (text, values) => (values?.length ? client.query(text, values) : { rows: (await client.exec(text)).flatMap((r) => r.rows) }),
    dump: () => client.dumpDataDir('none'),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (restart, failover) must not crash the process:
  // the pool discards it and opens another on the next query.
  pool.on('error', (err) => console.warn(`postgres: idle connection lost: ${err.message}`));
  return overNodePostgres(pool, 'postgres', () => pool.end());
}

/**
 * The embedded database as the server runs it: PGlite in a worker thread (pglite-thread.ts), so
 * its queries never run on the HTTP event loop; driven through node-postgres like PostgreSQL.
 * A template tarball (a `dump()`) fills an empty directory instead of creating a database.
 */
export function openPgliteThread(dataDir: string, template: string | null = null): Database {
  const thread = startPgliteThread(dataDir, template);
  return overNodePostgres(thread.pool, 'pglite', () => thread.close());
}

function overNodePostgres(pool: pg.Pool, kind: Database['kind'], close: () => Promise<void>): Database {
  const counter = statementCounter();
  // PostgreSQL only: see statement-names.ts.
  const names = kind === 'postgres' ? new StatementNames() : undefined;
  pool.on('connect', (client) => sendInTurn(client, names));
  const db = drizzleNodePg(pool, { schema, logger: counter.logger }) as unknown as Db;
  return {
    db,
    kind,
    async migrate() {
      if (await migrationsApplied((text) => pool.query(text))) return;
      // Several instances may start together: one migrates while the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close,
    statementCount: counter.count,
    executeSql: (text, values) => pool.query(text, values),
  };
}
