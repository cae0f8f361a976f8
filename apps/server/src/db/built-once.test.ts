import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../modules/auth/auth.repository.ts';
import { sessions } from '../modules/auth/auth.table.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { builtOnce, sqlBuiltOnce, value } from './built-once.ts';

/**
 * Statements built once (issue 16 item 6) run on Drizzle's internals (a session's prepareQuery):
 * this holds them to answering what Drizzle's own builders answer, on the suite's database (PGlite,
 * or PostgreSQL with DATABASE_URL), through the pool and inside a transaction.
 */
let app: TestApp;
let userId: number;
const at = new Date('2026-11-29T02:00:00.000Z');

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  ({ id: userId } = await insertUser(app.ctx.db, { phone: '13900001111', nickname: '测试', registerSource: 'test', registerClue: null, createdAt: at }));
}, 120_000);

afterAll(() => app.close());

let builds = 0;
const insertSession = builtOnce((db) => {
  builds++;
  return db
    .insert(sessions)
    .values({ userId: value('userId'), tokenHash: value('tokenHash'), expiresAt: value('expiresAt'), revokedAt: value('revokedAt') })
    .returning();
});
const liveSessions = builtOnce((db) =>
  db
    .select({ id: sessions.id, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, value('userId')), sql`${sessions.tokenHash} = any(${value('hashes')}::text[])`)),
);
const sum = sqlBuiltOnce<{ a: number; b: number }, { total: number }>(() => sql`select ${value('a')}::integer + ${value('b')}::integer as total`);

describe('builtOnce', () => {
  it('answers as the builder does, through the pool, building its text once', async () => {
    const expiresAt = new Date('2026-12-29T02:00:00.000Z');
    const [first] = await insertSession(app.ctx.db, { userId, tokenHash: 'built-once-a', expiresAt, revokedAt: null });
    const [second] = await insertSession(app.ctx.db, { userId, tokenHash: 'built-once-b', expiresAt, revokedAt: at });
    expect(first).toMatchObject({ userId, tokenHash: 'built-once-a', expiresAt, revokedAt: null });
    expect(first!.createdAt).toBeInstanceOf(Date);
    expect(second).toMatchObject({ tokenHash: 'built-once-b', revokedAt: at });
    expect(builds).toBe(1);
    const found = await liveSessions(app.ctx.db, { userId, hashes: ['built-once-a', 'built-once-b', 'none'] });
    expect(found.map((row) => row.id).sort()).toEqual([first!.id, second!.id].sort());
    expect(found.find((row) => row.id === first!.id)).toEqual({ id: first!.id, expiresAt, revokedAt: null });
  });

  it('runs inside the transaction it is given: rolled back with it', async () => {
    const refused = app.ctx.db.transaction(async (tx) => {
      await insertSession(tx, { userId, tokenHash: 'built-once-tx', expiresAt: at, revokedAt: null });
      expect(await liveSessions(tx, { userId, hashes: ['built-once-tx'] })).toHaveLength(1);
      throw new Error('roll back');
    });
    await expect(refused).rejects.toThrow('roll back');
    expect(await liveSessions(app.ctx.db, { userId, hashes: ['built-once-tx'] })).toEqual([]);
  });

  it('refuses a call without a value for one of its placeholders', async () => {
    await expect(liveSessions(app.ctx.db, { userId } as never)).rejects.toThrow('No value for placeholder "hashes"');
  });
});

describe('sqlBuiltOnce', () => {
  it('answers the rows of raw SQL with the values of each call', async () => {
    expect(await sum(app.ctx.db, { a: 2, b: 3 })).toEqual([{ total: 5 }]);
    expect(await sum(app.ctx.db, { a: 40, b: 2 })).toEqual([{ total: 42 }]);
  });
});
