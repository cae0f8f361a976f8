import {
  ADMIN_API_BASE,
  AuditTarget,
  CashierChannel,
  CHINA_OFFSET_MS,
  ErrorCode,
  fillPath,
  MismatchKind,
  PaymentState,
  PayNotifyStatus,
  SandboxPayAction,
  ReconciliationAuditAction,
  ReconciliationPaths,
  Role,
  StatementState,
  type ApiEnvelope,
  type MismatchView,
  type StatementDayView,
} from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { payOrder, paymentsOf, placeOrder, sandboxPay, startPayment } from '../../test/payments.ts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { closeExpiredOrders } from '../orders/order-expiry.service.ts';
import { upsertSandboxTrade } from '../payments/pay-sandbox.repository.ts';
import { sweepPayments } from '../payments/payments-sweep.service.ts';
import { catchUpStatements, runDailyStatements } from './reconciliation.service.ts';

/** 对账 on the sandbox channel, whose bill is built from its own books. */
let app: TestApp;
let finance: OperatorSession;
let day: string;
const DAY_MS = 86_400_000;
const chinaDay = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
const rerunPath = (d: string) => fillPath(ReconciliationPaths.rerun, { day: d });
const mismatchesPath = (d: string, query = '') => `${fillPath(ReconciliationPaths.mismatches, { day: d })}${query}`;

async function mismatches(query = '') {
  const res = await adminCall(app, finance, 'GET', mismatchesPath(day, query));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApiEnvelope<{ totalNum: number; result: MismatchView[] }>>().result;
}

beforeAll(async () => {
  app = await createTestApp({ seed: false });
  day = chinaDay(app.clock.now().getTime());
  // One order paid through the sandbox; two trades the sandbox collected that our books never issued.
  await payOrder(app, await placeOrder(app));
  for (const outTradeNo of ['PT00000000000000000001', 'PT00000000000000000002']) {
    await upsertSandboxTrade(app.ctx.db, { outTradeNo, channelTradeNo: `SB${outTradeNo}`, amountFen: 990, status: PayNotifyStatus.success, updatedAt: app.clock.now() }, PayNotifyStatus);
  }
  app.clock.advance(DAY_MS);
});
afterAll(() => app.close());
// The clock moves by days here: each test signs in anew (a console session lasts hours).
beforeEach(async () => {
  finance = await signInOperator(app, [Role.finance]);
});

describe('对账 (sandbox channel)', () => {
  it('the daily job waits for 10:00 China time, then reconciles yesterday once', async () => {
    const morning = new Date(`${chinaDay(app.clock.now().getTime() + DAY_MS)}T09:30:00+08:00`).getTime();
    app.clock.advance(morning - app.clock.now().getTime());
    expect(await runDailyStatements(app.ctx)).toEqual({ reconciled: [] });
    app.clock.advance(3_600_000);
    expect((await runDailyStatements(app.ctx)).reconciled).toContain(day);
    expect(await runDailyStatements(app.ctx)).toEqual({ reconciled: [] });
    finance = await signInOperator(app, [Role.finance]);
    const days = await adminCall(app, finance, 'GET', `${ReconciliationPaths.days}?pageSize=5`);
    const row = days.json<ApiEnvelope<{ result: StatementDayView[] }>>().result.result.find((d) => d.day === day);
    expect(row).toMatchObject({ channel: 'sandbox', state: StatementState.done, trades: 3, refunds: 0, mismatches: 2, open: 2 });
  });

  it('says the sandbox is the only channel, and the start’s catch-up has nothing of it to compare', async () => {
    const statements = async () => (await adminCall(app, finance, 'GET', `${ReconciliationPaths.days}?pageSize=100`)).json<ApiEnvelope<{ totalNum: number; sandboxOnly: boolean }>>().result;
    const before = await statements();
    expect(before.sandboxOnly).toBe(true);
    expect(await catchUpStatements(app.ctx)).toEqual({ reconciled: [] });
    expect(await statements()).toEqual(before);
  });

  it("lists a day's mismatches with filters and paging", async () => {
    expect((await mismatches()).result.map((m) => [m.kind, m.outTradeNo, m.theirAmount])).toEqual([
      [MismatchKind.missingOurs, 'PT00000000000000000001', 990],
      [MismatchKind.missingOurs, 'PT00000000000000000002', 990],
    ]);
    const page2 = await mismatches('?pageSize=1&pageNo=2');
    expect(page2).toMatchObject({ totalNum: 2, result: [expect.objectContaining({ outTradeNo: 'PT00000000000000000002' })] });
    expect((await mismatches(`?kind=${MismatchKind.amountDiffers}`)).totalNum).toBe(0);
    expect((await mismatches('?handled=true')).totalNum).toBe(0);
  });

  it('marks a mismatch 已处理 once with a remark, audited; the mark survives a re-run', async () => {
    const [first] = (await mismatches()).result;
    const path = fillPath(ReconciliationPaths.handle, { id: first!.id });
    const handled = await adminCall(app, finance, 'POST', path, { remark: ' 已联系渠道核实 ' });
    expect(handled.json().result).toMatchObject({ handled: true, remark: '已联系渠道核实', handledBy: finance.username });
    const again = await adminCall(app, finance, 'POST', path, { remark: '再次处理' });
    expect([again.statusCode, again.json().code]).toEqual([409, ErrorCode.RECONCILIATION_MISMATCH_HANDLED]);
    expect((await mismatches('?handled=false')).totalNum).toBe(1);

    const rerun = await adminCall(app, finance, 'POST', rerunPath(day));
    expect(rerun.json().result, rerun.body).toMatchObject({ day, state: StatementState.done, mismatches: 2, open: 1 });
    expect((await mismatches('?handled=true')).result).toEqual([expect.objectContaining({ outTradeNo: first!.outTradeNo, remark: '已联系渠道核实' })]);
    const audits = await app.ctx.db.select().from(auditLog).where(eq(auditLog.username, finance.username));
    expect(audits.map((a) => [a.action, a.targetType])).toEqual(
      expect.arrayContaining([
        [ReconciliationAuditAction.handle, AuditTarget.payMismatch],
        [ReconciliationAuditAction.rerun, AuditTarget.payStatement],
      ]),
    );
  });

  it('closes the sandbox trade of an order that no longer waits for money, so its gateway cannot pay it', async () => {
    const placed = await placeOrder(app);
    const started = await startPayment(app, placed.user.token, placed.orderNo);
    expect(started.code, started.body).toBe(0);
    app.clock.advance(2 * 3_600_000);
    await closeExpiredOrders(app.ctx);
    await sweepPayments(app.ctx);
    expect((await paymentsOf(app, placed.orderId))[0]).toMatchObject({ state: PaymentState.closed });
    expect((await sandboxPay(app).queryPayment(started.result.outTradeNo, CashierChannel.WechatPay))?.status).toBe(PayNotifyStatus.closed);
    const late = await sandboxPay(app).settle(started.result.outTradeNo, placed.payAmount, SandboxPayAction.pay);
    expect(late.body.status).toBe(PayNotifyStatus.closed);
  });
});

describe('对账 refuses', () => {
  it('anonymous callers, shoppers and roles without the permission', async () => {
    expect((await adminCall(app, null, 'GET', ReconciliationPaths.days)).statusCode).toBe(401);
    const shopper = await loginAs(app, '13800006671');
    const asShopper = await app.server.inject({ method: 'POST', url: `${ADMIN_API_BASE}${rerunPath(day)}`, headers: { authorization: `Bearer ${shopper}` } });
    expect(asShopper.statusCode).toBe(401);
    const goods = await signInOperator(app, [Role.goods]);
    expect((await adminCall(app, goods, 'GET', ReconciliationPaths.days)).statusCode).toBe(403);
    expect((await adminCall(app, goods, 'POST', rerunPath(day))).statusCode).toBe(403);
    expect((await adminCall(app, goods, 'POST', fillPath(ReconciliationPaths.handle, { id: '1' }), { remark: 'x' })).statusCode).toBe(403);
  });

  it('a malformed, missing or out-of-range day, remark or id with a code', async () => {
    for (const bad of ['2026-13-01', '20261120', 'yesterday']) expect((await adminCall(app, finance, 'POST', rerunPath(bad))).statusCode).toBe(400);
    const today = chinaDay(app.clock.now().getTime());
    const future = chinaDay(app.clock.now().getTime() + 5 * DAY_MS);
    const ancient = chinaDay(app.clock.now().getTime() - 400 * DAY_MS);
    for (const out of [today, future, ancient, '2026-02-30']) {
      const res = await adminCall(app, finance, 'POST', rerunPath(out));
      expect([res.statusCode, res.json().code, res.json().message], out).toEqual([400, ErrorCode.RECONCILIATION_DAY_INVALID, '只能对账近一年内已结束的日期']);
      expect((await adminCall(app, finance, 'GET', mismatchesPath(out))).json().code).toBe(ErrorCode.RECONCILIATION_DAY_INVALID);
    }
    expect((await adminCall(app, finance, 'GET', mismatchesPath(day, '?kind=nonsense'))).statusCode).toBe(400);
    expect((await adminCall(app, finance, 'GET', `${ReconciliationPaths.days}?pageSize=1000`)).statusCode).toBe(400);
    const handle = (id: string, body: unknown) => adminCall(app, finance, 'POST', fillPath(ReconciliationPaths.handle, { id }), body);
    const [open] = (await mismatches('?handled=false')).result;
    expect((await handle(open!.id, { remark: '' })).statusCode).toBe(400);
    expect((await handle(open!.id, {})).statusCode).toBe(400);
    expect((await handle(open!.id, { remark: '长'.repeat(201) })).statusCode).toBe(400);
    expect((await handle('abc', { remark: 'x' })).statusCode).toBe(400);
    const unknown = await handle('999999', { remark: 'x' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, ErrorCode.RECONCILIATION_MISMATCH_NOT_FOUND]);
    expect((await mismatches('?handled=false')).totalNum).toBe(1);
  });
});
