import { fillPath, Header, Paths, type ApiEnvelope, type CardExchangeBody, type PageConfig } from '@emall/contract';
import { eq, sql } from 'drizzle-orm';
import { users } from '../modules/auth/auth.table.ts';
import { issueSession } from '../modules/auth/auth.service.ts';
import { pointsLedger } from '../modules/points/points.table.ts';
import { rightsPools } from '../modules/rights/rights.table.ts';
import { api, type TestApp } from './test-app.ts';

export type PoolRow = typeof rightsPools.$inferSelect;
type NewPool = typeof rightsPools.$inferInsert;

let phoneSeq = 0;

/** A fresh user with a session (no SMS round trip) and, optionally, E-value granted through the ledger. */
export async function newUser(app: TestApp, points = 0): Promise<{ userId: number; token: string }> {
  const phone = `139${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;
  const [row] = await app.ctx.db
    .insert(users)
    .values({ phone, nickname: `测试${phoneSeq}`, registerSource: 'test', pointsBalance: points })
    .returning({ id: users.id });
  const userId = row!.id;
  if (points > 0) {
    await app.ctx.db.insert(pointsLedger).values({ userId, delta: points, balanceAfter: points, reason: '测试发放', idempotencyKey: `test:${phone}` });
  }
  return { userId, token: await issueSession(app.ctx.db, userId, app.clock.now()) };
}

export async function userIdOf(app: TestApp, phone: string): Promise<number> {
  const [row] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!row) throw new Error(`no user ${phone}`);
  return row.id;
}

export async function poolNamed(app: TestApp, cardName: string): Promise<PoolRow> {
  const [row] = await app.ctx.db.select().from(rightsPools).where(eq(rightsPools.cardName, cardName));
  if (!row) throw new Error(`no seeded pool ${cardName}`);
  return row;
}

export async function reloadPool(app: TestApp, id: number): Promise<PoolRow> {
  const [row] = await app.ctx.db.select().from(rightsPools).where(eq(rightsPools.id, id));
  return row!;
}

const DAY_MS = 86_400_000;

/** A pool of our own for a test, open now for 30 days. */
export async function insertPool(app: TestApp, fields: Partial<NewPool> & Pick<NewPool, 'kind' | 'cardName'>): Promise<PoolRow> {
  const now = app.clock.now().getTime();
  const [row] = await app.ctx.db
    .insert(rightsPools)
    .values({
      marketingNo: 'MKT-TEST',
      poolName: '测试',
      cardType: 'enoughLess',
      rightsType: 1,
      eachReductionFen: 1_000,
      useConditionFen: 10_000,
      validFrom: new Date(now - DAY_MS),
      validTo: new Date(now + 30 * DAY_MS),
      stockTotal: 100,
      stockLeft: 100,
      perUserLimit: 1,
      ...fields,
    })
    .returning();
  return row!;
}

export function claim(app: TestApp, token: string | null, pool: Pick<PoolRow, 'id' | 'marketingNo'>, headers: Record<string, string> = {}) {
  return app.server.inject({
    method: 'POST',
    url: api(fillPath(Paths.couponClaim, { id: pool.id })),
    headers: { ...(token ? { [Header.loginToken]: token } : {}), ...headers },
    payload: { marketingNo: pool.marketingNo, rightPoolId: String(pool.id), cardId: String(pool.id) },
  });
}

export function exchange(app: TestApp, token: string | null, body: CardExchangeBody | object | string, headers: Record<string, string> = {}) {
  return app.server.inject({
    method: 'POST',
    url: api(Paths.cardExchange),
    headers: { 'content-type': 'application/json', ...(token ? { [Header.loginToken]: token } : {}), ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function userPage(app: TestApp, token: string | null, pageCode = 'shop'): Promise<PageConfig> {
  const res = await app.server.inject({
    method: 'GET',
    url: api(`${Paths.pageManagementUser}?pageCode=${pageCode}`),
    headers: token ? { [Header.loginToken]: token } : {},
  });
  const body = res.json<ApiEnvelope<PageConfig>>();
  if (body.code !== 0) throw new Error(`v4 page: ${res.body}`);
  return body.result;
}

export async function balanceAndLedger(app: TestApp, userId: number) {
  const [user] = await app.ctx.db.select({ balance: users.pointsBalance }).from(users).where(eq(users.id, userId));
  const [ledger] = await app.ctx.db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)`, lowest: sql<number | null>`min(${pointsLedger.balanceAfter})` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return { balance: user!.balance, ledgerSum: Number(ledger!.total), lowestBalanceAfter: ledger!.lowest === null ? null : Number(ledger!.lowest) };
}

/** A new session for a user, e.g. after the test clock has moved past the old one's 30 days. */
export function freshToken(app: TestApp, userId: number): Promise<string> {
  return issueSession(app.ctx.db, userId, app.clock.now());
}
