import net from 'node:net';
import { ErrorCode, errorInfo, fillPath, Header, InvoiceAdminPaths, InvoiceKind, InvoicePaths, InvoiceState, InvoiceText, InvoiceTitleType, Role, type AdminInvoiceDetail, type InvoiceView } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidTwoPieces, shopperCall } from '../../test/after-sales.ts';
import { call } from '../../test/goods.ts';
import { adminCall, signInOperator, type OperatorSession } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signNotification } from '../../providers/pay.ts';
import { sandboxInvoiceNo } from '../../providers/invoicing.ts';

const SECRET = 'invoice-notify-test-secret';
let app: TestApp;
let finance: OperatorSession;
beforeAll(async () => {
  // A provider that issues later, as a tax-control service does.
  app = await createTestApp({ seed: false, env: { INVOICE_PROVIDER: 'sandbox-async', INVOICE_NOTIFY_SECRET: SECRET } });
  finance = await signInOperator(app, [Role.finance]);
});
afterAll(() => app.close());

const byId = (p: string, id: string | number) => fillPath(p, { id: String(id) });

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** An invoice applied for and issued by finance: the provider has accepted it (开票中). */
async function accepted(email: string) {
  const order = await paidTwoPieces(app, { coupon: false });
  const body = { orderId: order.orderId, kind: InvoiceKind.normal, titleType: InvoiceTitleType.personal, title: '张三', email };
  const applied = (await shopperCall<InvoiceView>(app, order.user.token, 'POST', InvoicePaths.invoices, body)).result;
  const issued = (await adminCall(app, finance, 'POST', byId(InvoiceAdminPaths.issue, applied.id))).json() as { code: number; result: AdminInvoiceDetail };
  expect(issued.code).toBe(0);
  return { order, invoice: issued.result };
}

/** The provider's callback, signed as it signs (or with the signature given). */
async function notify(body: Record<string, unknown>, signature = signNotification(SECRET, body)) {
  const res = await app.server.inject({ method: 'POST', url: `/api-gateway${InvoicePaths.notify}`, payload: body, headers: { [Header.invoiceSignature]: signature } });
  return { status: res.statusCode, ...(res.json() as { code: number; message: string; result: { invoiceId: string; received: boolean } }) };
}

const mailsTo = async (email: string) => (await call<{ attachment: string }[]>(app, 'GET', `${InvoicePaths.mailOutbox}?email=${email}`)).result;

describe('the sandbox tax service', () => {
  it('posts its own signed callback to the URL it was given: the invoice is 已开票 a moment later', async () => {
    const port = await freePort();
    const own = await createTestApp({ seed: false, env: { INVOICE_PROVIDER: 'sandbox-async', INVOICE_NOTIFY_URL: `http://127.0.0.1:${port}/api-gateway${InvoicePaths.notify}` } });
    try {
      await own.server.listen({ port, host: '127.0.0.1' });
      const operator = await signInOperator(own, [Role.finance]);
      const order = await paidTwoPieces(own, { coupon: false });
      const body = { orderId: order.orderId, kind: InvoiceKind.normal, titleType: InvoiceTitleType.personal, title: '王五', email: 'w@example.com' };
      const applied = (await shopperCall<InvoiceView>(own, order.user.token, 'POST', InvoicePaths.invoices, body)).result;
      expect((await adminCall(own, operator, 'POST', byId(InvoiceAdminPaths.issue, applied.id))).json()).toMatchObject({ result: { state: InvoiceState.issuing } });
      await expect
        .poll(async () => (await shopperCall<InvoiceView>(own, order.user.token, 'GET', byId(InvoicePaths.invoice, applied.id))).result.state, { timeout: 15_000, interval: 250 })
        .toBe(InvoiceState.issued);
    } finally {
      await own.close();
    }
  });
});

describe('an invoicing provider that issues later', () => {
  it('leaves the invoice 开票中 until its signed callback; a repeated or concurrent callback issues and mails once', async () => {
    const { order, invoice } = await accepted('later@example.com');
    expect(invoice).toMatchObject({ state: InvoiceState.issuing, stateText: '开票中', invoiceNo: null });

    const word = { invoiceId: invoice.id, status: 'issued', invoiceNo: sandboxInvoiceNo(Number(invoice.id), app.clock.now()), issuedAt: app.clock.now().toISOString() };
    const forged = await notify(word, signNotification('another-secret', word));
    expect(forged).toMatchObject({ status: 401, code: ErrorCode.INVOICE_SIGNATURE_INVALID, message: errorInfo[ErrorCode.INVOICE_SIGNATURE_INVALID].message });
    const altered = await notify({ ...word, invoiceNo: '26311000000000009999' }, signNotification(SECRET, word));
    expect(altered.code).toBe(ErrorCode.INVOICE_SIGNATURE_INVALID);
    expect((await notify(word, '')).code).toBe(ErrorCode.INVOICE_SIGNATURE_INVALID);

    const answers = await Promise.all(Array.from({ length: 5 }, () => notify(word)));
    expect(answers.map((a) => [a.code, a.result.received])).toEqual(Array.from({ length: 5 }, () => [0, true]));
    const seen = await shopperCall<InvoiceView>(app, order.user.token, 'GET', byId(InvoicePaths.invoice, invoice.id));
    expect(seen.result).toMatchObject({ state: InvoiceState.issued, invoiceNo: word.invoiceNo });
    expect((await mailsTo('later@example.com')).map((m) => m.attachment)).toEqual([`${word.invoiceNo}.pdf`]);

    // Issued, it takes no other word.
    expect((await notify({ invoiceId: invoice.id, status: 'failed', reason: '税号不符' })).code).toBe(ErrorCode.INVOICE_ACTION_NOT_ALLOWED);
    expect((await notify(word)).code).toBe(0);
  });

  it('records a failure with the provider’s reason, which the shopper reads under 开票失败', async () => {
    const { order, invoice } = await accepted('failed@example.com');
    const word = { invoiceId: invoice.id, status: 'failed', reason: '购买方税号未登记' };
    expect((await notify(word)).code).toBe(0);
    expect((await notify(word)).code).toBe(0);
    const seen = await shopperCall<InvoiceView>(app, order.user.token, 'GET', byId(InvoicePaths.invoice, invoice.id));
    expect(seen.result).toMatchObject({ state: InvoiceState.failed, stateText: '开票失败', failReason: '购买方税号未登记' });
    expect(await mailsTo('failed@example.com')).toEqual([]);
  });

  it('refuses a callback that is incomplete, malformed, for an unknown invoice or one not waiting, changing nothing', async () => {
    const { order, invoice } = await accepted('refused@example.com');
    const incomplete = await notify({ invoiceId: invoice.id, status: 'issued' });
    expect(incomplete).toMatchObject({ status: 400, code: ErrorCode.BAD_REQUEST, message: InvoiceText.notifyIncomplete });
    expect((await notify({ invoiceId: invoice.id, status: 'failed' })).message).toBe(InvoiceText.notifyIncomplete);
    for (const body of [{ invoiceId: invoice.id, status: 'done' }, { invoiceId: 'x1', status: 'failed', reason: 'r' }, { invoiceId: invoice.id, status: 'issued', invoiceNo: 'A1', issuedAt: 'now' }, {}]) {
      const answer = await notify(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.code).toBe(ErrorCode.BAD_REQUEST);
    }
    expect((await notify({ invoiceId: '999999', status: 'failed', reason: '无此发票' })).code).toBe(ErrorCode.INVOICE_NOT_FOUND);

    // Another order's invoice still only applied for: no provider has it.
    const other = await paidTwoPieces(app, { coupon: false });
    const applied = (
      await shopperCall<InvoiceView>(app, other.user.token, 'POST', InvoicePaths.invoices, { orderId: other.orderId, kind: InvoiceKind.normal, titleType: InvoiceTitleType.personal, title: '李四', email: 'l@example.com' })
    ).result;
    expect((await notify({ invoiceId: applied.id, status: 'failed', reason: '无' })).code).toBe(ErrorCode.INVOICE_ACTION_NOT_ALLOWED);
    const after = await shopperCall<InvoiceView>(app, order.user.token, 'GET', byId(InvoicePaths.invoice, invoice.id));
    expect(after.result.state).toBe(InvoiceState.issuing);
  });
});
