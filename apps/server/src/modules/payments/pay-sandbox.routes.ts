import { timingSafeEqual } from 'node:crypto';
import {
  PaymentState,
  API_BASE,
  CashierChannel,
  apiPath,
  OUT_TRADE_NO_PATTERN,
  PAY_TRANSFER_ROUTE,
  Paths,
  SandboxPayAction,
  Text,
  type ApiEnvelope,
} from '@emall/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { sandboxGatewayTag, type SandboxPayProvider } from '../../providers/pay.ts';
import { gatewayErrorPage, gatewayPage } from './pay-sandbox.page.ts';
import * as repo from './payments.repository.ts';
import { findOrderById } from '../orders/orders.service.ts';

const FORM_BODY_LIMIT = 4 * 1024;

// The gateway must not be framed (a pay button is a clickjacking target) and runs no script.
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
};

const channelNames: Record<string, string> = {
  [CashierChannel.WechatPay]: Text.payChannelWechatPay,
  [CashierChannel.Alipay]: Text.payChannelAlipay,
  [CashierChannel.UnionPay]: Text.payChannelUnionPay,
  [CashierChannel.ICBC]: Text.payChannelICBC,
  [CashierChannel.Transfer]: Text.payChannelTransfer,
};

const doneTexts: Record<string, string> = {
  [PaymentState.success]: Text.paySuccess,
  [PaymentState.refunded]: Text.paySuccess,
  [PaymentState.failed]: Text.payFailed,
  [PaymentState.closed]: Text.payClosed,
};

const sandboxActions: readonly string[] = Object.values(SandboxPayAction);
const outTradeNoPattern = new RegExp(OUT_TRADE_NO_PATTERN);

type Fields = Record<string, unknown>;

function text(fields: Fields, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
}

/**
 * The sandbox channel's gateway (development, tests and the demo; never in production): GET shows
 * the payment with 支付 / 取消 / 模拟失败; POST enters the choice in the sandbox's books, posts the
 * signed notification to our notify endpoint as a channel would, and sends the browser to
 * /payTransfer?out_trade_no=…. A link works only with its tag, which only the server can make.
 */
export function paySandboxRoutes(ctx: AppContext, pay: SandboxPayProvider) {
  return async function (app: FastifyInstance) {
    acceptFormBodies(app, FORM_BODY_LIMIT);

    /** The payment a link or form names, or why it is refused. */
    async function paymentOf(fields: Fields): Promise<repo.PaymentRow | string> {
      const outTradeNo = text(fields, 'out_trade_no');
      if (!outTradeNoPattern.test(outTradeNo)) return '缺少有效的交易号';
      const expected = Buffer.from(sandboxGatewayTag(pay.secret, outTradeNo));
      const given = Buffer.from(text(fields, 'tag'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return '支付链接无效';
      return (await repo.findPaymentByOutTradeNo(ctx.db, outTradeNo)) ?? '交易不存在';
    }

    async function view(payment: repo.PaymentRow, tag: string) {
      const order = (await findOrderById(ctx.db, payment.orderId))!;
      return {
        action: `${API_BASE}${Paths.paySandboxGateway}`,
        outTradeNo: payment.outTradeNo,
        tag,
        channelName: channelNames[payment.channel] ?? payment.channel,
        amountFen: payment.amountFen,
        orderNo: order.orderNo,
        done: doneTexts[payment.state] ?? null,
      };
    }

    app.get(Paths.paySandboxGateway, { schema: { hide: true } }, async (request, reply) => {
      const fields = request.query as Fields;
      const payment = await paymentOf(fields);
      if (typeof payment === 'string') return sendPage(reply, 400, gatewayErrorPage(payment));
      return sendPage(reply, 200, gatewayPage(await view(payment, text(fields, 'tag'))));
    });

    app.post(Paths.paySandboxGateway, { schema: { hide: true } }, async (request, reply) => {
      const fields = (request.body ?? {}) as Fields;
      const payment = await paymentOf(fields);
      if (typeof payment === 'string') return sendPage(reply, 400, gatewayErrorPage(payment));
      const action = text(fields, 'action');
      if (!sandboxActions.includes(action)) return sendPage(reply, 400, gatewayErrorPage('请选择支付、取消或模拟失败'));
      const notification = await pay.settle(payment.outTradeNo, payment.amountFen, action as SandboxPayAction);
      const delivered = await app.inject({
        method: 'POST',
        url: apiPath(Paths.payNotify, { channel: payment.channel }),
        headers: notification.headers,
        payload: notification.body,
      });
      const answer = delivered.json<ApiEnvelope<unknown>>();
      if (answer.code !== 0) request.log.warn({ outTradeNo: payment.outTradeNo, answer }, 'sandbox notification refused');
      const back = `${PAY_TRANSFER_ROUTE}?out_trade_no=${encodeURIComponent(payment.outTradeNo)}`;
      return reply.header('cache-control', 'no-store').redirect(back, 303);
    });
  };
}
