import { randomBytes } from 'node:crypto';
import {
  apiPath,
  BizType,
  CashierChannel,
  DeductType,
  GoodsType,
  MainOrderStatus,
  PaymentState,
  Paths,
  PayNotifyStatus,
  Header,
  SandboxPayAction,
  VirtualChildType,
  type CreatePaymentResult,
  type PayNotification,
} from '@emall/contract';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../modules/orders/orders.table.ts';
import { sweepPayments } from '../modules/payments/payments-sweep.service.ts';
import { paymentRefunds, payments } from '../modules/payments/payments.table.ts';
import { pointsLedger } from '../modules/points/points.table.ts';
import { isSandboxPay, signNotification, type SandboxPayProvider } from '../providers/pay.ts';
import { insertGoods } from './cart.ts';
import { call, type Answer } from './goods.ts';
import { insertAddress, submit } from './orders.ts';
import { newUser } from './storefront.ts';
import type { TestApp } from './test-app.ts';

export interface PlacedOrder {
  user: { userId: number; token: string };
  orderNo: string;
  orderId: number;
  skuId: number;
  /** Cash due, fen. */
  payAmount: number;
}

/**
 * A user with an address and an unpaid order of a goods of the test's own: a boutique goods (cash
 * ¥100 + carriage rules) by default, a virtual card voucher when `virtual`; `integral` E-value of it
 * paid with the order.
 */
export async function placeOrder(
  app: TestApp,
  options: { virtual?: boolean; integral?: number; points?: number; stock?: number; priceFen?: number } = {},
): Promise<PlacedOrder> {
  const priceFen = options.priceFen ?? 20_000;
  const deduct = { deductType: options.integral ? DeductType.all : DeductType.cash, deductAmountFen: options.integral ? 5_000 : 0 };
  const fields = options.virtual
    ? { bizType: BizType.virtual, goodsType: GoodsType.virtual, virtualType: VirtualChildType.cardVoucher, priceFen, ...deduct }
    : { priceFen, ...deduct };
  const { skuIds } = await insertGoods(app, fields, [{ stock: options.stock ?? 10 }]);
  const user = await newUser(app, options.points ?? 1_000);
  await insertAddress(app, user.userId);
  const body = options.integral
    ? { productSpecsId: String(skuIds[0]), useIntegral: true, payMethod: 'evalue', integral: options.integral }
    : { productSpecsId: String(skuIds[0]) };
  const placed = await submit(app, user.token, body);
  expect(placed.code, placed.body).toBe(0);
  expect(placed.result.needPay).toBe(true);
  return { user, orderNo: placed.result.orderNo, orderId: Number(placed.result.orderId), skuId: skuIds[0]!, payAmount: placed.result.payAmount };
}

/** Starts a payment through b2c-online (a browser) unless told otherwise. */
export function startPayment(
  app: TestApp,
  token: string,
  orderNo: string,
  channel: string = CashierChannel.WechatPay,
  path: string = Paths.icbcB2cOnline,
  extra: Record<string, unknown> = {},
): Promise<Answer<CreatePaymentResult>> {
  return call<CreatePaymentResult>(app, 'POST', path, { token, payload: { orderNo, channel, ...extra } });
}

/** An order started on a real channel through the cashier (a browser), its payUrl opened at the channel's stand-in. */
export async function startedOn(app: TestApp, channel: CashierChannel, open: (payUrl: string) => Promise<number>) {
  const placed = await placeOrder(app);
  const res = await startPayment(app, placed.user.token, placed.orderNo, channel);
  expect(res.code, res.body).toBe(0);
  expect(await open(res.result.payUrl)).toBe(200);
  return { placed, outTradeNo: res.result.outTradeNo, payUrl: res.result.payUrl };
}

/**
 * A payment whose notification is lost (the channel's books say paid) is paid by the sweep's query
 * of the channel; another still waiting stays waiting. Answers both.
 */
export async function sweepPaysLostNotification(app: TestApp, start: () => ReturnType<typeof startedOn>, pay: (outTradeNo: string) => unknown) {
  const paid = await start();
  const waiting = await start();
  pay(paid.outTradeNo); // its notification never arrives
  app.clock.advance(2 * 60_000);
  await sweepPayments(app.ctx);
  expect(await orderRow(app, paid.placed.orderId)).toMatchObject({ status: MainOrderStatus.stocking, paidAt: expect.any(Date) });
  const [open] = await paymentsOf(app, waiting.placed.orderId);
  expect(open).toMatchObject({ state: PaymentState.dealing });
  return { paid, waiting, open: open! };
}

export function sandboxPay(app: TestApp): SandboxPayProvider {
  if (!isSandboxPay(app.ctx.pay)) throw new Error('the tests run on the sandbox pay provider');
  return app.ctx.pay;
}

function sandboxSecret(app: TestApp): string {
  return sandboxPay(app).secret;
}

/**
 * The shopper pays a trade on the sandbox channel (its books record it, as a channel's do, so it
 * can be refunded) and the notification it then posts, signed.
 */
export async function channelPaid(app: TestApp, outTradeNo: string, amount: number) {
  const { headers, body } = await sandboxPay(app).settle(outTradeNo, amount, SandboxPayAction.pay);
  return { body, signature: headers[Header.paySignature]! };
}

/** A notification as the sandbox channel signs it (success for the whole amount unless told otherwise). */
export function notification(app: TestApp, outTradeNo: string, amount: number, fields: Partial<PayNotification> = {}) {
  const body: PayNotification = {
    outTradeNo,
    channelTradeNo: `SB${randomBytes(6).toString('hex')}`,
    amount,
    status: PayNotifyStatus.success,
    eventAt: app.clock.now().toISOString(),
    nonce: randomBytes(8).toString('hex'),
    ...fields,
  };
  return { body, signature: signNotification(sandboxSecret(app), body) };
}

/** Posts a channel's notification: a payment's unless `path` says the refund notify endpoint. */
export function postNotification(app: TestApp, channel: string, body: unknown, signature: string | null, path: string = Paths.payNotify) {
  return app.server.inject({
    method: 'POST',
    url: apiPath(path, { channel }),
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-pay-signature': signature }) },
    payload: JSON.stringify(body),
  });
}

/** Starts a WeChat payment of the order and has the channel notify its success, signed. */
export async function payOrder(app: TestApp, placed: PlacedOrder): Promise<CreatePaymentResult> {
  const started = await startPayment(app, placed.user.token, placed.orderNo);
  expect(started.code, started.body).toBe(0);
  const { body, signature } = await channelPaid(app, started.result.outTradeNo, started.result.payAmount);
  const res = await postNotification(app, CashierChannel.WechatPay, body, signature);
  expect(res.json().code, res.body).toBe(0);
  return started.result;
}

/** The order still waits for its money and its attempt for its channel's word: a refused notification changed nothing. */
export async function expectStillWaiting(app: TestApp, orderId: number) {
  expect(await orderRow(app, orderId)).toMatchObject({ status: MainOrderStatus.waitPay });
  expect((await paymentsOf(app, orderId))[0]).toMatchObject({ state: PaymentState.dealing });
}

export async function orderRow(app: TestApp, orderId: number) {
  const [row] = await app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export function paymentsOf(app: TestApp, orderId: number) {
  return app.ctx.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

export function refundsOf(app: TestApp, orderId: number) {
  return app.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)).orderBy(asc(paymentRefunds.id));
}

export function ledgerOf(app: TestApp, userId: number) {
  return app.ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id));
}
