import { AfterSalesLedgerText } from '@emall/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantPoints, recordPointsDebt } from './points.service.ts';
import { pointsDebts, pointsLedger } from './points.table.ts';
import { findBalance } from './points.repository.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

const now = () => app.clock.now();

function debtsOf(userId: number) {
  return app.ctx.db.select().from(pointsDebts).where(eq(pointsDebts.userId, userId)).orderBy(asc(pointsDebts.id));
}

function ledgerOf(userId: number) {
  return app.ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id));
}

function grant(userId: number, amount: number, key: string) {
  return app.ctx.db.transaction((tx) => grantPoints(tx, userId, amount, '测试获得E值', key, now()));
}

function owe(userId: number, points: number, key: string) {
  return app.ctx.db.transaction((tx) => recordPointsDebt(tx, userId, points, AfterSalesLedgerText.debt, key, now()));
}

describe('E-value debts', () => {
  it('collects a debt from the E-value earned next, oldest first, exactly once per grant', async () => {
    const user = await newUser(app, 7);
    await owe(user.userId, 50, 'debt-a');
    await owe(user.userId, 50, 'debt-a');
    await owe(user.userId, 20, 'debt-b');
    expect((await debtsOf(user.userId)).map((d) => d.points)).toEqual([50, 20]);
    // Recording a debt never touches the balance.
    expect(await findBalance(app.ctx.db, user.userId)).toBe(7);

    expect((await grant(user.userId, 30, 'earn-1')).debtCollected).toBe(30);
    // The same grant again: nothing credited, nothing collected.
    expect(await grant(user.userId, 30, 'earn-1')).toMatchObject({ spent: false, debtCollected: 0 });
    expect(await findBalance(app.ctx.db, user.userId)).toBe(7);
    expect((await debtsOf(user.userId)).map((d) => d.collected)).toEqual([30, 0]);

    // 40 pays the rest of the first (20) and all of the second (20); nothing is left of it.
    expect((await grant(user.userId, 40, 'earn-2')).debtCollected).toBe(40);
    expect((await debtsOf(user.userId)).map((d) => d.collected)).toEqual([50, 20]);
    expect(await grant(user.userId, 25, 'earn-3')).toMatchObject({ spent: true, debtCollected: 0, balanceAfter: 32 });

    // The first row is the 7 the user started with.
    const ledger = (await ledgerOf(user.userId)).slice(1);
    expect(ledger.map((l) => [l.delta, l.idempotencyKey])).toEqual([
      [30, 'earn-1'],
      [-30, 'earn-1:debt'],
      [40, 'earn-2'],
      [-40, 'earn-2:debt'],
      [25, 'earn-3'],
    ]);
    expect(ledger.filter((l) => l.delta < 0).every((l) => l.reason === AfterSalesLedgerText.debtCollected)).toBe(true);
    expect(ledger.at(-1)!.balanceAfter).toBe(32);
  });

  it('collects in the transaction of the grant: a grant rolled back collects nothing', async () => {
    const user = await newUser(app, 0);
    await owe(user.userId, 10, `debt-roll-${user.userId}`);
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await grantPoints(tx, user.userId, 10, '测试获得E值', `earn-roll-${user.userId}`, now());
        throw new Error('the earning failed');
      }),
    ).rejects.toThrow('the earning failed');
    expect((await debtsOf(user.userId))[0]!.collected).toBe(0);
    expect(await ledgerOf(user.userId)).toHaveLength(0);
  });

  it('collects a debt once when many grants arrive at once', async () => {
    const user = await newUser(app, 0);
    await owe(user.userId, 35, `debt-many-${user.userId}`);
    const grants = await Promise.all(Array.from({ length: 10 }, (_, i) => grant(user.userId, 10, `earn-many-${user.userId}-${i}`)));
    expect(grants.reduce((a, g) => a + g.debtCollected, 0)).toBe(35);
    expect((await debtsOf(user.userId))[0]!.collected).toBe(35);
    expect(await findBalance(app.ctx.db, user.userId)).toBe(100 - 35);
    const ledger = await ledgerOf(user.userId);
    expect(ledger.reduce((a, l) => a + l.delta, 0)).toBe(65);
    expect(ledger.every((l) => l.balanceAfter >= 0)).toBe(true);
  });
});
