import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { users } from '../modules/auth/auth.table.ts';
import type {} from '../test/global-setup.ts';
import { serverDir } from '../server-dir.ts';
import { migrationsApplied, openPgliteThread, type Database } from './client.ts';
import { startPgliteEarly, takeHeadStart } from './pglite-start.ts';

/**
 * The embedded database as the server runs it (main.ts): PGlite in a worker thread behind
 * node-postgres. The suite's test apps open PGlite in the test's own thread (test-app.ts, faster to
 * start); this proves the server's way: answers off the event loop, transactions one at a time,
 * data kept on disk.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'emall-pglite-thread-'));
let database: Database;

beforeAll(async () => {
  // The run's blank template is a PGlite dump only when the suite runs on PGlite; on PostgreSQL
  // (DATABASE_URL, as in CI) it names a database, so this one starts empty and migrates.
  const template = process.env.DATABASE_URL ? null : inject('testTemplates').blank;
  database = openPgliteThread(path.join(dataDir, 'pglite'), template);
  await database.migrate();
  // Migrating an empty PGlite from scratch took 38 s alone and outlasted the suite's 60 s on a
  // machine loaded by other runs.
}, 180_000);

afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite in a worker thread', () => {
  it('leaves the event loop free while a statement runs', async () => {
    let turns = 0;
    let running = true;
    const spin = () => {
      turns++;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    await database.db.execute(sql`select count(*) from generate_series(1, 500000)`);
    running = false;
    // In the HTTP thread PGlite would run the whole statement in one turn of the loop.
    expect(turns).toBeGreaterThan(3);
  });

  it('runs concurrent transactions one after another, a failed one rolled back', async () => {
    const [user] = await database.db.insert(users).values({ phone: '13900000001', nickname: 'n0', registerSource: 'test' }).returning();
    const bump = () =>
      database.db.transaction(async (tx) => {
        const [row] = await tx.select({ points: users.pointsBalance }).from(users).where(eq(users.id, user!.id));
        await tx.update(users).set({ pointsBalance: row!.points + 1 }).where(eq(users.id, user!.id));
      });
    const failing = database.db.transaction(async (tx) => {
      await tx.update(users).set({ pointsBalance: 1_000 }).where(eq(users.id, user!.id));
      throw new Error('changed its mind');
    });
    const results = await Promise.allSettled([bump(), bump(), failing, ...Array.from({ length: 8 }, bump)]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    const [after] = await database.db.select({ points: users.pointsBalance }).from(users).where(eq(users.id, user!.id));
    expect(after!.points).toBe(10);
  });

  it('answers a bad statement with its error and goes on', async () => {
    await expect(database.db.execute(sql`select * from no_such_table`)).rejects.toThrow(/no_such_table/);
    expect(await database.db.select({ id: users.id }).from(users).limit(1)).toHaveLength(1);
  });

  it('hands over an answer postgres writes in several pieces whole and in order', async () => {
    // ~1 MB of rows: more than postgres's send buffer, so PGlite writes the answer in many parts.
    const rows = await database.db
      .select({ n: sql<number>`n`, text: sql<string>`repeat(chr(19968 + n % 100), 500)` })
      .from(sql`generate_series(1, 700) as n`)
      .orderBy(sql`n`);
    expect(rows).toHaveLength(700);
    expect(rows.every((row, i) => Number(row.n) === i + 1 && row.text === String.fromCharCode(19968 + ((i + 1) % 100)).repeat(500))).toBe(true);
  });

  it('keeps the next connection in step after a statement with values fails', async () => {
    // pg-pool ends a connection whose query failed before the ReadyForQuery of its Sync arrives;
    // that answer went to the next connection, which then read every answer one late.
    await expect(database.executeSql('select * from no_such_table where id = $1', [1])).rejects.toThrow('no_such_table');
    expect((await database.executeSql('select 2 as n, $1::int as m', [3])).rows).toEqual([{ n: 2, m: 3 }]);
    await expect(database.executeSql('select 1 / $1::int', [0])).rejects.toThrow('division by zero');
    expect((await database.executeSql('select $1::text as t', ['在'])).rows).toEqual([{ t: '在' }]);
  });

  it('finds a migrated database current with one query, and one a migration behind not', async () => {
    expect(await migrationsApplied(database.executeSql)).toBe(true);
    const newest = 'select max(created_at) from drizzle.__drizzle_migrations';
    await database.executeSql(`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = (${newest})`);
    expect(await migrationsApplied(database.executeSql)).toBe(false);
    await database.executeSql(`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = (${newest})`);
    expect(await migrationsApplied(database.executeSql)).toBe(true);
    // A new database has no migrations table: the migrator's way; any other failure is not hidden.
    const missing = Object.assign(new Error('relation "drizzle.__drizzle_migrations" does not exist'), { code: '42P01' });
    expect(await migrationsApplied(() => Promise.reject(missing))).toBe(false);
    await expect(migrationsApplied(() => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
  });

  it('keeps what was written when the server stops and starts again, the thread started by the launcher', async () => {
    await database.db.insert(users).values({ phone: '13900000002', nickname: 'kept', registerSource: 'test' });
    await database.close();
    // As launch.ts starts it, before the server's code is loaded; the server adopts that thread.
    startPgliteEarly({ DATA_DIR: dataDir }, serverDir, true);
    database = openPgliteThread(path.join(dataDir, 'pglite'));
    expect(takeHeadStart(path.join(dataDir, 'pglite'), null)).toBeNull();
    await database.migrate();
    const kept = await database.db.select({ nickname: users.nickname }).from(users).where(eq(users.phone, '13900000002'));
    expect(kept).toEqual([{ nickname: 'kept' }]);
  });
});
