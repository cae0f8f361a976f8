import {
  AfterSalesAdminPaths,
  AfterSalesReason,
  AfterSalesStatus as S,
  AfterSalesType,
  ErrorCode,
  Paths,
  type AdminAfterSalesDetail,
  type AdminAfterSalesRow,
  type AfterSalesEntry,
} from '@emall/contract';
import { chinaDateTimeText } from '@emall/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, apply, casePath, operator, paidTwoPieces, shopperCall } from '../../test/after-sales.ts';
import { orderRow } from '../../test/payments.ts';
import { adminCall, type OperatorSession } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
let op: OperatorSession;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  op = await operator(app);
});
afterAll(() => app.close());

const DAY_MS = 86_400_000;

type Page = { pageNo: number; pageSize: number; totalNum: number; result: AdminAfterSalesRow[] };

async function queue(query: string) {
  const res = await adminCall(app, op, 'GET', `${AfterSalesAdminPaths.cases}?${query}`);
  return { status: res.statusCode, body: res.json() as { code: number; message: string; result: Page } };
}

/** A paid order of two pieces with a 仅退款 case of `pieces`; answers the case and the order. */
async function caseOf(pieces = 1) {
  const order = await paidTwoPieces(app);
  const entry = await shopperCall<AfterSalesEntry>(app, order.user.token, 'GET', Paths.afterSalesOrder.replace(':orderId', String(order.orderId)));
  const lineId = entry.result.lines[0]!.lineId;
  const body = { orderId: order.orderId, type: AfterSalesType.refundOnly, reason: AfterSalesReason.orderedWrong, description: '', photos: [], lines: [{ lineId, pieces }] };
  const applied = await apply(app, order.user.token, body);
  expect(applied.code, applied.body).toBe(0);
  return { order, c: applied.result };
}

describe('the after-sales queue', () => {
  it('finds a case by its order number, its case number or the shopper phone, and shows the phone', async () => {
    const { order, c } = await caseOf();
    const row = (await adminCall(app, op, 'GET', casePath(AfterSalesAdminPaths.case, c.id))).json() as { result: AdminAfterSalesDetail };
    for (const keyword of [order.orderNo, c.caseNo, row.result.phone]) {
      const found = await queue(`keyword=${encodeURIComponent(keyword)}`);
      expect(found.body.code, keyword).toBe(0);
      expect(found.body.result.result.map((r) => r.id), keyword).toEqual([c.id]);
      expect(found.body.result.result[0]).toMatchObject({ phone: row.result.phone, caseNo: c.caseNo, orderNo: order.orderNo });
    }
    expect((await queue('keyword=YC00000000000000000000')).body.result.totalNum).toBe(0);
  });

  it('filters by the day applied (China time), both ends included', async () => {
    const { c } = await caseOf();
    const day = chinaDateTimeText(app.clock.now().getTime()).slice(0, 10);
    const next = chinaDateTimeText(app.clock.now().getTime() + DAY_MS).slice(0, 10);
    const ids = async (q: string) => (await queue(`${q}&pageSize=100`)).body.result.result.map((r) => r.id);
    expect(await ids(`appliedFrom=${day}&appliedTo=${day}`)).toContain(c.id);
    expect(await ids(`appliedFrom=${next}`)).not.toContain(c.id);
    expect(await ids(`appliedTo=${chinaDateTimeText(app.clock.now().getTime() - DAY_MS).slice(0, 10)}`)).not.toContain(c.id);
  });

  it('sorts by the SLA deadline: the nearest first, cases nothing waits on last', async () => {
    const older = await caseOf();
    app.clock.advance(60_000);
    const newer = await caseOf();
    const decided = await caseOf();
    expect((await act(app, op, 'approve', decided.c.id)).body.code).toBe(0);
    const rows = (await queue('sort=deadline&pageSize=100')).body.result.result;
    const order = rows.map((r) => r.id).filter((id) => [older.c.id, newer.c.id, decided.c.id].includes(id));
    expect(order).toEqual([older.c.id, newer.c.id, decided.c.id]);
    const deadlines = rows.map((r) => r.deadline);
    const firstNull = deadlines.indexOf(null);
    expect(deadlines.slice(firstNull === -1 ? deadlines.length : firstNull).every((d) => d === null)).toBe(true);
    const dated = deadlines.filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort());
  });

  it('refuses malformed, out-of-range and unknown filters with 400, never a 500', async () => {
    for (const q of [
      'appliedFrom=2026-13-01',
      'appliedFrom=2026-02-30',
      'appliedTo=yesterday',
      'appliedFrom=2026-1-1',
      `keyword=${'1'.repeat(41)}`,
      'sort=price',
      'status=99',
      'type=3',
      'pageSize=101',
      'pageNo=0',
    ]) {
      const res = await queue(q);
      expect(res.status, q).toBe(400);
      expect(res.body.code, q).toBe(ErrorCode.BAD_REQUEST);
    }
  });
});

describe('a case as the console shows it', () => {
  it('shows the order paid line by line and the refund split of the case, adding up to what was paid', async () => {
    const { order, c } = await caseOf(2);
    const paid = await orderRow(app, order.orderId);
    const res = await adminCall(app, op, 'GET', casePath(AfterSalesAdminPaths.case, c.id));
    const detail = (res.json() as { result: AdminAfterSalesDetail }).result;
    expect(detail.order).toMatchObject({
      orderNo: order.orderNo,
      payAmountFen: paid.payAmountFen,
      integral: paid.integral,
      couponDeductFen: paid.couponDeductFen,
      carriageFen: paid.carriageFen,
    });
    const line = detail.order.lines[0]!;
    expect(line.cashFen + paid.carriageFen).toBe(paid.payAmountFen);
    expect(line.eValue).toBe(paid.integral);
    expect(line.couponFen).toBe(paid.couponDeductFen);
    expect(detail.refundLines).toEqual([{ lineId: line.lineId, goodsName: line.goodsName, pieces: 2, cashFen: line.cashFen, eValue: line.eValue, couponFen: line.couponFen }]);
    expect(detail).toMatchObject({ status: S.applied, phone: expect.stringMatching(/^1\d{10}$/), approvalAboveFen: expect.any(Number) });
  });

  it('answers 404 for an unknown case and 400 for a malformed id', async () => {
    const missing = await adminCall(app, op, 'GET', casePath(AfterSalesAdminPaths.case, 999_999_999));
    expect(missing.json()).toMatchObject({ code: ErrorCode.AFTER_SALES_CASE_NOT_FOUND });
    const malformed = await adminCall(app, op, 'GET', casePath(AfterSalesAdminPaths.case, 'abc'));
    expect(malformed.statusCode).toBe(400);
  });
});
