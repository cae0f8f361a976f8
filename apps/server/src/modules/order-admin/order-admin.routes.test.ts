import {
  AdminOrderStatusGroup,
  AfterSalesReason,
  AfterSalesType,
  ErrorCode,
  fillPath,
  OrderAdminPaths,
  OrderAdminText,
  OrderKind,
  RefundStatus,
  Role,
  ShopOrderStatus,
  type AdminOrderDetail,
  type AdminOrderRow,
} from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder, apply, paidTwoPieces, received } from '../../test/after-sales.ts';
import { auditRowsOf } from '../../test/marketing.ts';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { rightOf, stockOf } from '../../test/orders.ts';
import { orderRow, refundsOf } from '../../test/payments.ts';
import { balanceAndLedger } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
let service: OperatorSession;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  service = await signInOperator(app, [Role.service]);
});
afterAll(() => app.close());

type Answer<T> = { status: number; code: number; message: string; result: T };

async function call<T>(op: OperatorSession, method: 'GET' | 'POST', path: string, payload?: unknown): Promise<Answer<T>> {
  const res = await adminCall(app, op, method, path, payload);
  const body = res.json() as { code: number; message: string; result: T };
  return { status: res.statusCode, ...body };
}

const detailPath = (id: number | string) => fillPath(OrderAdminPaths.order, { id: String(id) });
const cancelPath = (id: number | string) => fillPath(OrderAdminPaths.cancelRefund, { id: String(id) });
const list = (op: OperatorSession, query: string) => call<{ totalNum: number; result: AdminOrderRow[] }>(op, 'GET', `${OrderAdminPaths.orders}?${query}`);

describe('订单管理: search and detail', () => {
  it('finds an order by its number, its buyer phone and its goods name, with the filters', async () => {
    const order = await paidTwoPieces(app);
    const phone = (await app.ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, order.user.userId) }))!.phone;
    for (const keyword of [order.orderNo, order.orderNo.slice(4, 16), phone]) {
      const found = await list(service, `keyword=${encodeURIComponent(keyword)}`);
      expect(found.code, keyword).toBe(0);
      expect(found.result.result.map((r) => r.orderNo)).toContain(order.orderNo);
    }
    const row = (await list(service, `keyword=${order.orderNo}`)).result.result[0]!;
    expect(row).toMatchObject({ id: String(order.orderId), kind: OrderKind.boutique, status: ShopOrderStatus.waitSend, buyerPhone: phone, totalNum: 2, payAmount: order.payAmount });
    const byName = await list(service, `keyword=${encodeURIComponent(row.goodsName)}`);
    expect(byName.result.result.map((r) => r.orderNo)).toContain(order.orderNo);
    expect((await list(service, `keyword=${order.orderNo}&status=${AdminOrderStatusGroup.waitSend}&kind=${OrderKind.boutique}`)).result.totalNum).toBe(1);
    expect((await list(service, `keyword=${order.orderNo}&status=${AdminOrderStatusGroup.waitPay}`)).result.totalNum).toBe(0);
    expect((await list(service, `keyword=${order.orderNo}&kind=${OrderKind.flow}`)).result.totalNum).toBe(0);
    const created = new Date(row.createdAt).getTime();
    const range = (from: number, to: number) => `keyword=${order.orderNo}&createdFrom=${new Date(from).toISOString()}&createdTo=${new Date(to).toISOString()}`;
    expect((await list(service, range(created - 1000, created + 1000))).result.totalNum).toBe(1);
    expect((await list(service, range(created + 1000, created + 2000))).result.totalNum).toBe(0);
    expect(row.payWayText).toBe('微信支付');
    expect((await list(service, `keyword=${order.orderNo}&payWay=WechatPay`)).result.totalNum).toBe(1);
    expect((await list(service, `keyword=${order.orderNo}&payWay=Alipay`)).result.totalNum).toBe(0);
    expect((await list(service, `keyword=${order.orderNo}&payWay=evalue`)).result.totalNum).toBe(0);
  });

  it('refuses malformed queries and ids with 400, unknown ids with 40413', async () => {
    for (const query of ['status=nope', 'kind=car', 'pageSize=0', 'pageSize=101', 'createdFrom=yesterday', 'payWay=cash']) {
      const res = await list(service, query);
      expect(res.status, query).toBe(400);
      expect(res.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    for (const id of ['abc', '0', '-1', '1234567890123456', '1.5']) expect((await call(service, 'GET', detailPath(id))).status, id).toBe(400);
    const unknown = await call(service, 'GET', detailPath(999_999_999));
    expect(unknown).toMatchObject({ status: 404, code: ErrorCode.ORDER_NOT_FOUND, message: '订单不存在' });
    expect((await call(service, 'POST', cancelPath(999_999_999), { reason: '测试' })).code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await call(service, 'POST', cancelPath('abc'), { reason: '测试' })).status).toBe(400);
  });

  it('shows lines, amounts, buyer, address, payment, cases and what 取消并退款 would need', async () => {
    const order = await paidTwoPieces(app);
    const res = await call<AdminOrderDetail>(service, 'GET', detailPath(order.orderId));
    expect(res.code).toBe(0);
    const d = res.result;
    expect(d.lines).toHaveLength(1);
    expect(d.lines[0]).toMatchObject({ num: 2, price: 20_000 });
    expect(d.amounts).toMatchObject({ goodsAmount: 40_000, couponDeductAmount: 1_000, payAmount: order.payAmount });
    expect(d.address?.phone).toEqual(expect.any(String));
    expect(d.payments).toHaveLength(1);
    expect(d.payments[0]).toMatchObject({ amountFen: order.payAmount, paidAt: expect.any(String) });
    expect(d.timeline.map((t) => t.status)).toEqual([ShopOrderStatus.waitPay, ShopOrderStatus.waitSend]);
    expect(d).toMatchObject({ cases: [], refunds: [], cancelRefundRefusal: null, cancelRefundNeedsApproval: false });
  });
});

describe('订单管理: 取消并退款', () => {
  it('refunds a paid unshipped order whole through after-sales, once for 20 concurrent calls, audited', async () => {
    const order = await paidTwoPieces(app);
    const paid = await orderRow(app, order.orderId);
    const stockBefore = await stockOf(app, order.skuId);
    const balanceBefore = (await balanceAndLedger(app, order.user.userId)).balance;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call<AdminOrderDetail>(service, 'POST', cancelPath(order.orderId), { reason: '缺货,与买家协商取消' })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ErrorCode.ORDER_ACTION_NOT_ALLOWED)).toHaveLength(19);
    const [refund, ...more] = await refundsOf(app, order.orderId);
    expect(more).toHaveLength(0);
    expect(refund).toMatchObject({ amountFen: paid.payAmountFen, status: RefundStatus.open });
    expect(await stockOf(app, order.skuId)).toBe(stockBefore + 2);
    expect((await rightOf(app, order.rightId!)).status).toBe(0);
    expect((await balanceAndLedger(app, order.user.userId)).balance).toBe(balanceBefore + paid.integral - paid.pointsEarned);
    expect((await orderRow(app, order.orderId)).status).toBe(ShopOrderStatus.close);
    expect(await auditRowsOf(app, 'order', String(order.orderId))).toBe(1);

    const done = answers.find((a) => a.code === 0)!.result;
    expect(done).toMatchObject({ status: ShopOrderStatus.close, cancelRefundRefusal: OrderAdminText.notPaid });
    expect(done.cases).toHaveLength(1);
    expect(done.cases[0]).toMatchObject({ type: AfterSalesType.refundOnly, cashFen: paid.payAmountFen });
    expect(done.refunds).toHaveLength(1);
    expect(done.audit.map((a) => a.action)).toContain('order.cancelRefund');
    // Again later: the order is closed, nothing more goes back.
    expect((await call(service, 'POST', cancelPath(order.orderId), { reason: '再来一次' })).code).toBe(ErrorCode.ORDER_ACTION_NOT_ALLOWED);
    expect(await refundsOf(app, order.orderId)).toHaveLength(1);
  });

  it('refuses a shipped order and one with an undecided case, writing nothing', async () => {
    const shipped = await paidTwoPieces(app);
    await advanceOrder(app, shipped.orderId, received[0]);
    const held = await paidTwoPieces(app);
    const lineId = (await call<AdminOrderDetail>(service, 'GET', detailPath(held.orderId))).result.lines[0]!.lineId;
    const opened = await apply(app, held.user.token, { orderId: held.orderId, type: AfterSalesType.refundOnly, reason: AfterSalesReason.orderedWrong, description: '', photos: [], lines: [{ lineId, pieces: 1 }] });
    expect(opened.code, opened.body).toBe(0);
    for (const [order, why] of [
      [shipped, OrderAdminText.shipped],
      [held, OrderAdminText.caseOpen],
    ] as const) {
      expect((await call<AdminOrderDetail>(service, 'GET', detailPath(order.orderId))).result.cancelRefundRefusal).toBe(why);
      const res = await call(service, 'POST', cancelPath(order.orderId), { reason: '测试' });
      expect(res).toMatchObject({ status: 200, code: ErrorCode.ORDER_ACTION_NOT_ALLOWED });
      expect(await refundsOf(app, order.orderId)).toHaveLength(0);
      expect(await auditRowsOf(app, 'order', String(order.orderId))).toBe(0);
    }
  });

  it('needs a reason: missing, empty or blank is 400 with a Chinese message', async () => {
    const order = await paidTwoPieces(app);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(201) }]) {
      const res = await call(service, 'POST', cancelPath(order.orderId), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await refundsOf(app, order.orderId)).toHaveLength(0);
  });

  it('is for after-sales handlers; above the configured amount 财务 approval as well', async () => {
    const finance = await signInOperator(app, [Role.finance]);
    const small = await paidTwoPieces(app);
    expect((await call(finance, 'POST', cancelPath(small.orderId), { reason: '测试' })).status).toBe(403);
    expect((await call<AdminOrderDetail>(finance, 'GET', detailPath(small.orderId))).code).toBe(0);

    const big = await paidTwoPieces(app, { priceFen: 80_000 });
    expect((await call<AdminOrderDetail>(service, 'GET', detailPath(big.orderId))).result.cancelRefundNeedsApproval).toBe(true);
    const refused = await call(service, 'POST', cancelPath(big.orderId), { reason: '测试' });
    expect(refused).toMatchObject({ status: 403, code: ErrorCode.ADMIN_FORBIDDEN });
    expect(await refundsOf(app, big.orderId)).toHaveLength(0);
    const both = await signInOperator(app, [Role.service, Role.finance]);
    expect((await call(both, 'POST', cancelPath(big.orderId), { reason: '大额订单取消' })).code).toBe(0);
    expect(await refundsOf(app, big.orderId)).toHaveLength(1);
  });
});
