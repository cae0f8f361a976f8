import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  NotificationPaths,
  NotificationTemplate,
  type MessagesPage,
  ADMIN_API_BASE,
  AfterSalesReason,
  AfterSalesType,
  ErrorCode,
  errorInfo,
  fillPath,
  Header,
  InvoiceAdminPaths,
  InvoiceDirection,
  InvoiceKind,
  InvoicePaths,
  InvoiceState,
  InvoiceTitleType,
  Role,
  type AdminInvoiceDetail,
  type InvoiceOrderStanding,
  type InvoiceView,
  type SavedInvoiceTitle,
} from '@emall/contract';
import { amountInCapitals, formatMoney } from '@emall/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, apply as applyCase, paidTwoPieces, shopperCall } from '../../test/after-sales.ts';
import { call } from '../../test/goods.ts';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { insertAddress, newKey, submit } from '../../test/orders.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertGoods } from '../../test/cart.ts';
import { redFlushRefunded } from './invoice-admin.service.ts';

let app: TestApp;
let finance: OperatorSession;
beforeAll(async () => {
  app = await createTestApp({ seed: false });
  finance = await signInOperator(app, [Role.finance]);
});
afterAll(() => app.close());

const USCC = '91350100M000100Y43';
const companyBody = (orderId: number, extra: Record<string, unknown> = {}) => ({
  orderId,
  kind: InvoiceKind.normal,
  titleType: InvoiceTitleType.company,
  title: '福建测试科技有限公司',
  taxNo: USCC,
  email: 'finance@example.com',
  ...extra,
});

const applyInvoice = (token: string | null, body: unknown) => shopperCall<InvoiceView>(app, token, 'POST', InvoicePaths.invoices, body);
const byId = (p: string, id: string | number) => fillPath(p, { id: String(id) });
async function admin<T>(method: 'GET' | 'POST', p: string, payload?: unknown, op: OperatorSession = finance) {
  const res = await adminCall(app, op, method, p, payload);
  return { status: res.statusCode, ...(res.json() as { code: number; message: string; result: T }) };
}
const invoiceCount = async (orderId: number) => (await app.ctx.db.query.invoices.findMany({ where: (t, { eq }) => eq(t.orderId, orderId) })).length;

describe('applying for an invoice', () => {
  it('takes a company e-invoice once: repeats and concurrent applications answer the same application', async () => {
    const order = await paidTwoPieces(app);
    const standing = await shopperCall<InvoiceOrderStanding>(app, order.user.token, 'GET', fillPath(InvoicePaths.orderStanding, { orderId: String(order.orderId) }));
    expect(standing.result).toMatchObject({ invoiceable: true, refusal: null, amountFen: order.payAmount, current: null });
    const answers = await Promise.all(Array.from({ length: 8 }, () => applyInvoice(order.user.token, companyBody(order.orderId))));
    expect(answers.map((a) => a.code)).toEqual(Array.from({ length: 8 }, () => 0));
    expect(new Set(answers.map((a) => a.result.id)).size).toBe(1);
    expect(await invoiceCount(order.orderId)).toBe(1);
    expect(answers[0]!.result).toMatchObject({ state: InvoiceState.applied, stateText: '申请中', title: '福建测试科技有限公司', taxNo: USCC, totalFen: order.payAmount });
    expect(answers[0]!.result.lines.reduce((a, l) => a + l.amountFen + l.taxFen, 0)).toBe(order.payAmount);
    const titles = await shopperCall<SavedInvoiceTitle[]>(app, order.user.token, 'GET', InvoicePaths.titles);
    expect(titles.result.map((t) => t.taxNo)).toEqual([USCC]);
  });

  it('refuses invalid taxpayer numbers with a Chinese message, and writes nothing', async () => {
    const order = await paidTwoPieces(app, { coupon: false });
    for (const taxNo of ['91350100M000100Y44', '91350100M00010', '', 'ABCDEFGHIJKLMNOPQR', '91350100M000100YI3']) {
      const refused = await applyInvoice(order.user.token, companyBody(order.orderId, { taxNo }));
      expect(refused.status, taxNo).toBe(400);
      expect(refused.code, taxNo).toBe(ErrorCode.INVOICE_TAX_NO_INVALID);
      expect(refused.message).toBe('纳税人识别号格式错误，请核对');
    }
    // A legacy 15-character number: 电子普通发票 only.
    const special = { kind: InvoiceKind.special, taxNo: '110108737440115', bank: '招商银行', account: '6225 0000', regAddress: '北京', regPhone: '010-1' };
    expect((await applyInvoice(order.user.token, companyBody(order.orderId, special))).code).toBe(ErrorCode.INVOICE_TAX_NO_INVALID);
    expect((await applyInvoice(order.user.token, companyBody(order.orderId, { ...special, taxNo: USCC }))).code).toBe(ErrorCode.INVOICE_ADDRESS_REQUIRED);
    expect((await applyInvoice(order.user.token, companyBody(order.orderId, { kind: InvoiceKind.special, titleType: InvoiceTitleType.personal }))).code).toBe(
      ErrorCode.INVOICE_SPECIAL_COMPANY_ONLY,
    );
    expect((await applyInvoice(order.user.token, companyBody(order.orderId, { email: 'not-an-email' }))).code).toBe(ErrorCode.INVOICE_EMAIL_INVALID);
    expect((await applyInvoice(order.user.token, companyBody(order.orderId, { title: '   ' }))).code).toBe(ErrorCode.INVOICE_TITLE_INVALID);
    expect((await applyInvoice(order.user.token, { ...companyBody(order.orderId), orderId: 'x' })).code).toBe(ErrorCode.BAD_REQUEST);
    expect((await applyInvoice(order.user.token, { ...companyBody(order.orderId), extra: 1 })).code).toBe(ErrorCode.BAD_REQUEST);
    expect(await invoiceCount(order.orderId)).toBe(0);
    expect((await applyInvoice(order.user.token, companyBody(order.orderId, { taxNo: '110108737440115' }))).code).toBe(0);
  });

  it('takes a 增值税专用发票 for a company only, with its details and a mailing address of its own book', async () => {
    const order = await paidTwoPieces(app, { coupon: false });
    const own = await insertAddress(app, order.user.userId, false);
    const stranger = await newUser(app);
    const foreign = await insertAddress(app, stranger.userId);
    const details = { kind: InvoiceKind.special, bank: '招商银行福州分行', account: '5919 0000 1234', regAddress: '福州市鼓楼区五一路1号', regPhone: '0591-88000000' };
    const refusals: [Record<string, unknown>, number, number][] = [
      [{ ...details, titleType: InvoiceTitleType.personal, title: '林曜', addressId: own }, 400, ErrorCode.INVOICE_SPECIAL_COMPANY_ONLY],
      [{ ...details, bank: ' ', addressId: own }, 400, ErrorCode.INVOICE_SPECIAL_DETAILS_REQUIRED],
      [details, 400, ErrorCode.INVOICE_ADDRESS_REQUIRED],
      [{ ...details, addressId: foreign }, 404, ErrorCode.ADDRESS_NOT_FOUND],
      [{ ...details, addressId: 99_999_999 }, 404, ErrorCode.ADDRESS_NOT_FOUND],
      [{ ...details, addressId: 0 }, 400, ErrorCode.BAD_REQUEST],
      [{ ...details, addressId: String(own) }, 400, ErrorCode.BAD_REQUEST],
    ];
    for (const [extra, status, code] of refusals) {
      const refused = await applyInvoice(order.user.token, companyBody(order.orderId, extra));
      expect({ status: refused.status, code: refused.code }, JSON.stringify(extra)).toEqual({ status, code });
      expect(refused.message).toMatch(/[\u4e00-\u9fa5]/);
      if (code !== ErrorCode.BAD_REQUEST) expect(refused.message).toBe(errorInfo[code as ErrorCode].message);
    }
    expect(errorInfo[ErrorCode.INVOICE_SPECIAL_COMPANY_ONLY].message).toBe('增值税专用发票仅支持企业抬头');
    expect(await invoiceCount(order.orderId)).toBe(0);

    const made = await applyInvoice(order.user.token, companyBody(order.orderId, { ...details, addressId: own }));
    expect(made.code, made.message).toBe(0);
    expect(made.result).toMatchObject({ kind: InvoiceKind.special, kindText: '增值税专用发票', bank: '招商银行福州分行', account: '591900001234' });
    expect(made.result.mailAddress).toMatchObject({ id: String(own), phone: '13900000000', fullAddress: expect.stringContaining('世纪大道') });
    const standing = await shopperCall<InvoiceOrderStanding>(app, order.user.token, 'GET', fillPath(InvoicePaths.orderStanding, { orderId: String(order.orderId) }));
    expect(standing.result.current?.mailAddress?.id).toBe(String(own));

    // An e-invoice (普通) is not posted: an address sent with it is checked but not kept.
    const other = await paidTwoPieces(app, { coupon: false });
    const otherOwn = await insertAddress(app, other.user.userId, false);
    expect((await applyInvoice(other.user.token, companyBody(other.orderId, { addressId: own }))).code).toBe(ErrorCode.ADDRESS_NOT_FOUND);
    const normal = await applyInvoice(other.user.token, companyBody(other.orderId, { addressId: otherOwn }));
    expect(normal.result).toMatchObject({ kind: InvoiceKind.normal, mailAddress: null });
  });

  it("answers 暂无法开票 for an unpaid order and refuses another user's order and invoice", async () => {
    const { skuIds } = await insertGoods(app, { priceFen: 5_000 }, [{ stock: 5 }]);
    const user = await newUser(app, 0);
    await insertAddress(app, user.userId);
    const placed = await submit(app, user.token, { productSpecsId: String(skuIds[0]), purchaseCount: 1 }, { key: newKey() });
    const unpaid = Number(placed.result.orderId);
    const refused = await applyInvoice(user.token, companyBody(unpaid));
    expect(refused).toMatchObject({ code: ErrorCode.INVOICE_NOT_AVAILABLE, message: '暂无法开票' });
    const standing = await shopperCall<InvoiceOrderStanding>(app, user.token, 'GET', fillPath(InvoicePaths.orderStanding, { orderId: String(unpaid) }));
    expect(standing.result).toMatchObject({ invoiceable: false, refusal: '暂无法开票', amountFen: 0 });

    const order = await paidTwoPieces(app, { coupon: false });
    const mine = (await applyInvoice(order.user.token, companyBody(order.orderId))).result;
    expect((await applyInvoice(user.token, companyBody(order.orderId))).code).toBe(ErrorCode.ORDER_NOT_FOUND);
    for (const p of [InvoicePaths.invoice, InvoicePaths.pdf]) {
      const answer = await shopperCall(app, user.token, 'GET', byId(p, mine.id));
      expect(answer).toMatchObject({ status: 404, code: ErrorCode.INVOICE_NOT_FOUND, message: errorInfo[ErrorCode.INVOICE_NOT_FOUND].message });
    }
    expect((await shopperCall(app, user.token, 'POST', byId(InvoicePaths.resend, mine.id), {})).code).toBe(ErrorCode.INVOICE_NOT_FOUND);
    expect((await shopperCall(app, null, 'GET', byId(InvoicePaths.invoice, mine.id))).code).toBe(ErrorCode.SESSION_EXPIRED);
  });
});

async function pdfText(bytes: Buffer): Promise<string> {
  const file = path.join(os.tmpdir(), `invoice-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** 客服 refunds one of the order's two pieces (仅退款, approved and paid back). */
async function refundOnePiece(order: { orderId: number; user: { token: string } }): Promise<void> {
  const lineId = (await app.ctx.db.query.orderLines.findFirst({ where: (t, { eq }) => eq(t.orderId, order.orderId) }))!.id;
  const c = await applyCase(app, order.user.token, { orderId: order.orderId, type: AfterSalesType.refundOnly, reason: AfterSalesReason.orderedWrong, description: '', photos: [], lines: [{ lineId, pieces: 1 }] });
  const service = await signInOperator(app, [Role.service]);
  expect((await act(app, service, 'approve', c.result.id)).body.code).toBe(0);
  if ((await act(app, service, 'refund', c.result.id)).body.code !== 0) throw new Error('refund refused');
}

describe('finance issues, rejects and red-flushes', () => {
  it('issues a real PDF e-invoice with the title, tax number, amount and its capitals, and mails it', async () => {
    const order = await paidTwoPieces(app);
    const applied = (await applyInvoice(order.user.token, companyBody(order.orderId))).result;
    const issued = await admin<AdminInvoiceDetail>('POST', byId(InvoiceAdminPaths.issue, applied.id));
    expect(issued.code, issued.message).toBe(0);
    expect(issued.result).toMatchObject({ state: InvoiceState.issued, invoiceNo: expect.stringMatching(/^\d{20}$/) });
    expect(issued.result.audit.map((a) => a.action)).toEqual(['invoice.issue']);
    expect((await admin('POST', byId(InvoiceAdminPaths.issue, applied.id))).code).toBe(ErrorCode.INVOICE_ACTION_NOT_ALLOWED);
    // The shopper is told once, in the issuing transaction (issue 19).
    const messages = await call<MessagesPage>(app, 'GET', NotificationPaths.list, { token: order.user.token });
    const told = messages.result.result.filter((m) => m.template === NotificationTemplate.invoiceIssued);
    expect(told.map((m) => [m.title, m.target])).toEqual([['发票已开具', { type: 'invoice', orderId: String(order.orderId) }]]);

    const res = await app.server.inject({ method: 'GET', url: `/api-gateway${byId(InvoicePaths.pdf, applied.id)}`, headers: { [Header.loginToken]: order.user.token } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.rawPayload)).replace(/[ \t]+/g, ' ');
    for (const part of ['电子发票（普通发票）', '福建测试科技有限公司', USCC, `¥${formatMoney(order.payAmount)}`, amountInCapitals(order.payAmount), issued.result.invoiceNo!]) {
      expect(text, part).toContain(part);
    }
    const mails = await call<{ subject: string; attachment: string }[]>(app, 'GET', `${InvoicePaths.mailOutbox}?email=finance@example.com`);
    expect(mails.result.map((m) => m.attachment)).toContain(`${issued.result.invoiceNo}.pdf`);
    const resent = await shopperCall(app, order.user.token, 'POST', byId(InvoicePaths.resend, applied.id), { email: 'boss@example.com' });
    expect(resent.code).toBe(0);
    expect((await call<unknown[]>(app, 'GET', `${InvoicePaths.mailOutbox}?email=boss@example.com`)).result).toHaveLength(1);

    const csv = await adminCall(app, finance, 'GET', `${InvoiceAdminPaths.export}?month=${issued.result.issuedAt!.slice(0, 7)}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(issued.result.invoiceNo);
    expect(csv.body).toContain('福建测试科技有限公司');
  });

  it('rejects with a reason the shopper reads, after which the shopper may apply again', async () => {
    const order = await paidTwoPieces(app, { coupon: false });
    const applied = (await applyInvoice(order.user.token, companyBody(order.orderId))).result;
    expect((await admin('POST', byId(InvoiceAdminPaths.reject, applied.id), { reason: '  ' })).code).toBe(ErrorCode.BAD_REQUEST);
    const rejected = await admin<AdminInvoiceDetail>('POST', byId(InvoiceAdminPaths.reject, applied.id), { reason: '抬头与税号不一致' });
    expect(rejected.result).toMatchObject({ state: InvoiceState.failed, stateText: '开票失败', failReason: '抬头与税号不一致' });
    const again = await applyInvoice(order.user.token, companyBody(order.orderId));
    expect(again.result.id).not.toBe(applied.id);
  });

  it('red-flushes on a refund: a red invoice cancels the blue one and a new blue one bills what remains', async () => {
    const order = await paidTwoPieces(app, { coupon: false, integral: 0 });
    const applied = (await applyInvoice(order.user.token, companyBody(order.orderId))).result;
    const blue = (await admin<AdminInvoiceDetail>('POST', byId(InvoiceAdminPaths.issue, applied.id))).result;
    expect(await redFlushRefunded(app.ctx)).toBe(0);
    await refundOnePiece(order);
    expect(await Promise.all([redFlushRefunded(app.ctx), redFlushRefunded(app.ctx)])).toSatisfy((n: number[]) => n[0]! + n[1]! === 1);
    const detail = (await admin<AdminInvoiceDetail>('GET', byId(InvoiceAdminPaths.invoice, blue.id))).result;
    expect(detail.state).toBe(InvoiceState.redFlushed);
    const red = detail.related.find((r) => r.direction === InvoiceDirection.red)!;
    const next = detail.related.find((r) => r.direction === InvoiceDirection.blue)!;
    expect(red).toMatchObject({ state: InvoiceState.issued, totalFen: -blue.totalFen, originalId: blue.id });
    expect(next).toMatchObject({ state: InvoiceState.issued, totalFen: order.payAmount / 2 });
    // Finance red-flushes the new one by hand: one piece is still kept, so a third blue one bills it.
    const flushed = await admin<AdminInvoiceDetail>('POST', byId(InvoiceAdminPaths.redFlush, next.id));
    expect(flushed.result.state).toBe(InvoiceState.redFlushed);
    expect(flushed.result.audit.map((a) => a.action)).toEqual(['invoice.redFlush']);
  });

  it('red-flushes once when refund sweeps and finance race on one issued invoice: one red, one new blue (PGlite and PostgreSQL)', async () => {
    const order = await paidTwoPieces(app, { coupon: false, integral: 0 });
    const applied = (await applyInvoice(order.user.token, companyBody(order.orderId))).result;
    const blue = (await admin<AdminInvoiceDetail>('POST', byId(InvoiceAdminPaths.issue, applied.id))).result;
    await refundOnePiece(order);
    const [flushed, answers] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => redFlushRefunded(app.ctx))),
      Promise.all(Array.from({ length: 4 }, () => admin('POST', byId(InvoiceAdminPaths.redFlush, blue.id)))),
    ]);
    for (const a of answers) expect([0, ErrorCode.INVOICE_ACTION_NOT_ALLOWED]).toContain(a.code);
    // One of them flushed (a sweep's count or finance's code 0), never two.
    expect(flushed.reduce((a, b) => a + b, 0) + answers.filter((a) => a.code === 0).length).toBe(1);
    const rows = await app.ctx.db.query.invoices.findMany({ where: (t, { eq }) => eq(t.orderId, order.orderId), orderBy: (t, { asc }) => asc(t.id) });
    expect(rows.map((r) => [r.direction, r.state])).toEqual([
      [InvoiceDirection.blue, InvoiceState.redFlushed],
      [InvoiceDirection.red, InvoiceState.issued],
      [InvoiceDirection.blue, InvoiceState.issued],
    ]);
    expect(rows[1]).toMatchObject({ originalId: Number(blue.id), totalFen: -blue.totalFen });
    expect(rows[2]).toMatchObject({ originalId: null, totalFen: order.payAmount / 2 });
    // A later sweep finds nothing more: the new blue one bills what the order keeps.
    expect(await redFlushRefunded(app.ctx)).toBe(0);
  });

  it('is closed to anonymous callers, shoppers and a role without the invoice permissions', async () => {
    const service = await signInOperator(app, [Role.service]);
    expect((await admin('GET', InvoiceAdminPaths.invoices, undefined, service)).code).toBe(ErrorCode.ADMIN_FORBIDDEN);
    expect((await adminCall(app, null, 'GET', InvoiceAdminPaths.invoices)).statusCode).toBe(401);
    // Every 发票管理 call: no operator (anonymous, or a shopper's token) is 401; 客服 is 403; nothing moves.
    const order = await paidTwoPieces(app, { coupon: false });
    const applied = (await applyInvoice(order.user.token, companyBody(order.orderId))).result;
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', InvoiceAdminPaths.invoices],
      ['GET', `${InvoiceAdminPaths.export}?month=2026-11`],
      ['GET', byId(InvoiceAdminPaths.invoice, applied.id)],
      ['GET', byId(InvoiceAdminPaths.pdf, applied.id)],
      ['POST', byId(InvoiceAdminPaths.issue, applied.id)],
      ['POST', byId(InvoiceAdminPaths.reject, applied.id), { reason: '抬头有误' }],
      ['POST', byId(InvoiceAdminPaths.redFlush, applied.id)],
    ];
    for (const [method, p, body] of calls) {
      expect((await adminCall(app, null, method, p, body)).statusCode, p).toBe(401);
      const asShopper = await app.server.inject({ method, url: `${ADMIN_API_BASE}${p}`, headers: { [Header.loginToken]: order.user.token }, ...(body ? { payload: body as object } : {}) });
      expect(asShopper.statusCode, p).toBe(401);
      expect((await admin(method, p, body, service)).code, p).toBe(ErrorCode.ADMIN_FORBIDDEN);
    }
    expect((await shopperCall<InvoiceView>(app, order.user.token, 'GET', byId(InvoicePaths.invoice, applied.id))).result.state).toBe(InvoiceState.applied);
    const list = await admin<{ totalNum: number }>('GET', `${InvoiceAdminPaths.invoices}?state=${InvoiceState.failed}&titleType=${InvoiceTitleType.company}`);
    expect(list.result.totalNum).toBeGreaterThanOrEqual(1);
  });
});
