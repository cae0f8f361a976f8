import {
  AFTER_SALES_MESSAGE_MAX,
  AfterSalesAdminPaths,
  AfterSalesMessageBy,
  AfterSalesReason,
  AfterSalesStatus as S,
  AfterSalesType,
  ErrorCode,
  errorInfo,
  MEDIA_BASE,
  Paths,
  Role,
  type AdminAfterSalesDetail,
  type AfterSalesCaseDetail,
  type AfterSalesEntry,
} from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, apply, casePath, operator, paidTwoPieces, shopperCall } from '../../test/after-sales.ts';
import { auditRowsOf } from '../../test/marketing.ts';
import { adminCall, type OperatorSession } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { files } from '../files/files.table.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
});
afterAll(() => app.close());

/** A shopper's open 仅退款 case of a paid, unshipped order. */
async function openCase() {
  const order = await paidTwoPieces(app, { coupon: false, integral: 0 });
  const entry = await shopperCall<AfterSalesEntry>(app, order.user.token, 'GET', Paths.afterSalesOrder.replace(':orderId', String(order.orderId)));
  const lineId = entry.result.lines[0]!.lineId;
  const body = { orderId: order.orderId, type: AfterSalesType.refundOnly, reason: AfterSalesReason.orderedWrong, description: '', photos: [], lines: [{ lineId, pieces: 1 }] };
  const c = (await apply(app, order.user.token, body)).result;
  return { token: order.user.token, userId: order.user.userId, id: c.id };
}

function say(token: string, id: string, payload: unknown) {
  return shopperCall<AfterSalesCaseDetail>(app, token, 'POST', casePath(Paths.afterSalesMessages, id), payload);
}

async function reply(op: OperatorSession, id: string, payload: unknown) {
  const res = await adminCall(app, op, 'POST', casePath(AfterSalesAdminPaths.message, id), payload);
  return { status: res.statusCode, body: res.json() as { code: number; message: string; result: AdminAfterSalesDetail } };
}

async function uploaded(userId: number, name: string) {
  await app.ctx.db.insert(files).values({ userId, type: 'afterSales', path: name, width: 10, height: 10, size: 100 });
  return `${MEDIA_BASE}/${name}`;
}

describe('协商记录 of a case', () => {
  it('keeps the shopper and the operator in time order on both sides; the reply is audited', async () => {
    const c = await openCase();
    const op = await operator(app, Role.service);
    const photo = await uploaded(c.userId, `msg-${c.id}.webp`);
    const first = await say(c.token, c.id, { text: '  商品还没发货,请尽快处理  ', photos: [photo] });
    expect(first.code, first.body).toBe(0);
    expect(first.result.canMessage).toBe(true);
    expect(first.result.messages).toMatchObject([{ by: AfterSalesMessageBy.shopper, byText: '买家', text: '商品还没发货,请尽快处理', photos: [photo] }]);
    app.clock.advance(60_000);
    const answered = await reply(op, c.id, { text: '已为您加急处理' });
    expect(answered.status).toBe(200);
    expect(answered.body.code).toBe(0);
    expect(answered.body.result.messages.map((m) => [m.byText, m.text])).toEqual([
      ['买家', '商品还没发货,请尽快处理'],
      ['客服', '已为您加急处理'],
    ]);
    expect(await auditRowsOf(app, 'afterSalesCase', c.id)).toBe(1);
    const seen = await shopperCall<AfterSalesCaseDetail>(app, c.token, 'GET', casePath(Paths.afterSalesDetail, c.id));
    expect(seen.result.messages.map((m) => m.by)).toEqual([AfterSalesMessageBy.shopper, AfterSalesMessageBy.operator]);
    expect(Date.parse(seen.result.messages[1]!.at) - Date.parse(seen.result.messages[0]!.at)).toBe(60_000);
  });

  it('refuses a finished case on both sides, and writes nothing', async () => {
    const c = await openCase();
    const op = await operator(app, Role.service);
    expect((await act(app, op, 'reject', c.id, { reason: '已发货' })).body.result.status).toBe(S.rejected);
    const shopper = await say(c.token, c.id, { text: '为什么驳回?' });
    expect(shopper.code).toBe(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
    expect(shopper.message).toBe(errorInfo[ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED].message);
    expect((await reply(op, c.id, { text: '请重新申请' })).body.code).toBe(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
    const detail = await shopperCall<AfterSalesCaseDetail>(app, c.token, 'GET', casePath(Paths.afterSalesDetail, c.id));
    expect(detail.result).toMatchObject({ messages: [], canMessage: false });
    // Only the rejection is audited: the refused reply left no row.
    expect(await auditRowsOf(app, 'afterSalesCase', c.id)).toBe(1);
  });

  it("answers another shopper's case as not found, and a case that does not exist likewise", async () => {
    const mine = await openCase();
    const theirs = await openCase();
    const res = await say(mine.token, theirs.id, { text: '你好' });
    expect(res.status).toBe(404);
    expect(res.code).toBe(ErrorCode.AFTER_SALES_CASE_NOT_FOUND);
    const op = await operator(app, Role.service);
    expect((await reply(op, '987654321', { text: '你好' })).body.code).toBe(ErrorCode.AFTER_SALES_CASE_NOT_FOUND);
    const other = await shopperCall<AfterSalesCaseDetail>(app, theirs.token, 'GET', casePath(Paths.afterSalesDetail, theirs.id));
    expect(other.result.messages).toEqual([]);
  });

  it('refuses empty, blank and too long text, malformed ids and photos not the shopper’s own, with 400', async () => {
    const c = await openCase();
    const op = await operator(app, Role.service);
    const tooLong = '长'.repeat(AFTER_SALES_MESSAGE_MAX + 1);
    for (const payload of [{ text: '' }, { text: '   ' }, { text: tooLong }, {}, { text: '你好', photos: ['a', 'b', 'c', 'd'] }]) {
      const res = await say(c.token, c.id, payload);
      expect([res.status, res.code], JSON.stringify(payload)).toEqual([400, ErrorCode.BAD_REQUEST]);
      expect((await reply(op, c.id, { text: payload.text ?? '' })).status).toBe(payload.text === '你好' ? 200 : 400);
    }
    expect((await say(c.token, c.id, { text: '长'.repeat(AFTER_SALES_MESSAGE_MAX) })).code).toBe(0);
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await say(c.token, id, { text: '你好' })).status, id).toBe(400);
      expect((await reply(op, id, { text: '你好' })).status, id).toBe(400);
    }
    const stranger = await openCase();
    const theirPhoto = await uploaded(stranger.userId, `msg-other-${c.id}.webp`);
    const res = await say(c.token, c.id, { text: '看图', photos: [theirPhoto] });
    expect([res.status, res.code]).toEqual([400, ErrorCode.AFTER_SALES_PHOTO_INVALID]);
    const detail = await shopperCall<AfterSalesCaseDetail>(app, c.token, 'GET', casePath(Paths.afterSalesDetail, c.id));
    expect(detail.result.messages.map((m) => m.by)).toEqual([AfterSalesMessageBy.operator, AfterSalesMessageBy.shopper]);
  });

  it('lets only aftersales:handle reply', async () => {
    const c = await openCase();
    const finance = await operator(app, Role.finance);
    const res = await reply(finance, c.id, { text: '你好' });
    expect(res.status).toBe(403);
  });
});
