import { NotificationPaths, NotificationTemplate, WarrantyFaultType, type MessagesPage } from '@emall/contract';
import { chinaDateTimeText } from '@emall/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operator } from '../../test/after-sales.ts';
import { call } from '../../test/goods.ts';
import type { OperatorSession } from '../../test/operators.ts';
import { insertStore } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applyBody, applyClaim, firstCard, serviceMove, warrantyOrder, type ServiceMove } from '../../test/warranty.ts';

let app: TestApp;
let op: OperatorSession;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  op = await operator(app);
});
afterAll(() => app.close());

/** A fresh shopper's claim of their card. */
async function claimOf() {
  const { user } = await warrantyOrder(app);
  const applied = await applyClaim(app, user.token, await applyBody(app, (await firstCard(app, user)).cardId, { faultType: WarrantyFaultType.noCharge }));
  expect(applied.code, applied.body).toBe(0);
  return { user, claimId: applied.result.claimId, claimNo: applied.result.claimNo };
}

/** The warranty step messages a user has, newest first. */
async function steps(token: string): Promise<string[]> {
  const page = await call<MessagesPage>(app, 'GET', `${NotificationPaths.list}?pageSize=50`, { token });
  expect(page.code, page.body).toBe(0);
  const told = page.result.result.filter((m) => m.template === NotificationTemplate.warrantyStep);
  for (const m of told) expect(m.target).toMatchObject({ type: 'warrantyClaim', claimId: expect.stringMatching(/^\d+$/) });
  return told.map((m) => `${m.title}|${m.content}`);
}

async function moveTwice(move: ServiceMove, claimId: string, payload?: object): Promise<void> {
  expect((await serviceMove(app, op, move, claimId, payload)).body.code, move).toBe(0);
  if (move !== 'schedule') expect((await serviceMove(app, op, move, claimId, payload)).body.code, move).toBe(40203);
}

describe('warranty steps notify the claim\'s shopper once', () => {
  it('accepted, scheduled with the store and time (again when moved), completed; to the owner only', async () => {
    const { user, claimId, claimNo } = await claimOf();
    const other = await claimOf();
    await moveTwice('accept', claimId);
    expect(await steps(user.token)).toEqual([`保修进度通知|您的保修申请${claimNo}：已受理。`]);
    const page = await call<MessagesPage>(app, 'GET', NotificationPaths.list, { token: user.token });
    expect(page.result.result[0]!.target).toEqual({ type: 'warrantyClaim', claimId });

    const storeId = String(await insertStore(app));
    const at = new Date(app.clock.now().getTime() + 2 * 86_400_000);
    const visit = { storeId, appointmentAt: at.toISOString() };
    await moveTwice('schedule', claimId, visit);
    await moveTwice('schedule', claimId, visit); // the same visit asked again: told once
    await Promise.all([serviceMove(app, op, 'schedule', claimId, visit), serviceMove(app, op, 'schedule', claimId, visit)]);
    const when = chinaDateTimeText(at.getTime()).slice(0, 16);
    expect((await steps(user.token))[0]).toBe(`保修进度通知|您的保修申请${claimNo}：已预约，服务门店：曜川上海张江服务中心，预约时间：${when}。`);
    expect(await steps(user.token)).toHaveLength(2);
    const later = new Date(at.getTime() + 3_600_000);
    await moveTwice('schedule', claimId, { storeId, appointmentAt: later.toISOString() });
    expect((await steps(user.token))[0]).toContain(`预约时间：${chinaDateTimeText(later.getTime()).slice(0, 16)}。`);
    expect(await steps(user.token)).toHaveLength(3);
    const back = await Promise.all([serviceMove(app, op, 'schedule', claimId, visit), serviceMove(app, op, 'schedule', claimId, visit)]);
    expect(back.map((b) => b.body.code)).toEqual([0, 0]);
    expect((await steps(user.token))[0]).toContain(`预约时间：${when}。`); // moved back: told again, once
    expect(await steps(user.token)).toHaveLength(4);

    await moveTwice('startRepair', claimId);
    expect(await steps(user.token)).toHaveLength(4); // 维修中 happens with the shopper at the store
    await moveTwice('complete', claimId);
    expect((await steps(user.token))[0]).toBe(`保修进度通知|您的保修申请${claimNo}：已完成。`);
    expect(await steps(user.token)).toHaveLength(5);
    expect(await steps(other.user.token)).toEqual([]);
  });

  it('rejected: with the reason', async () => {
    const { user, claimId, claimNo } = await claimOf();
    await moveTwice('reject', claimId, { reason: ' 人为损坏,不在保修范围 ' });
    expect(await steps(user.token)).toEqual([`保修进度通知|您的保修申请${claimNo}：不予保修，人为损坏,不在保修范围。`]);
  });
});
