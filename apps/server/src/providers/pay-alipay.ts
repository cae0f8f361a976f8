import { CashierChannel, PayNotifyStatus, PayTerminalType, RefundRefusedReason, type PayNotification } from '@emall/contract';
import { formatMoney, yuanToFen } from '@emall/domain';
import type { AlipayConfig } from '../alipay-config.ts';
import type { Clock } from '../context.ts';
import { alipayTimestamp, fromAlipayTimestamp, responseKey, rsa2Sign, rsa2Verify, signContent, signedPart } from './alipay-protocol.ts';
import type { ChannelPayment, PayProvider, RefundAnswer, RefundRequest } from './pay.ts';

/**
 * Alipay phone-website pay (手机网站支付, OpenAPI v1) on node:crypto: alipay.trade.wap.pay opened
 * as a signed GET URL of the gateway, alipay.trade.query, alipay.trade.refund (out_request_no is
 * our refund number, Alipay's idempotency key) and alipay.trade.fastpay.refund.query, every request
 * signed RSA2 with the app's private key and every answer and notification verified with Alipay's
 * public key. Amounts go on the wire as yuan text ("12.30") made from fen exactly. Why not the
 * official SDK, and how refunds complete: docs/decisions/payments.md.
 */

/** A call that has not answered in this long fails; the sweep asks again (same numbers, so once). */
const REQUEST_TIMEOUT_MS = 15_000;
const SUCCESS = '10000';

/** Alipay's refusals of a refund that asking again would not change: the refund is closed for an operator. */
const REFUND_REFUSALS: Record<string, RefundRefusedReason> = {
  'ACQ.TRADE_NOT_EXIST': RefundRefusedReason.tradeNotPaid,
  'ACQ.TRADE_STATUS_ERROR': RefundRefusedReason.tradeNotPaid,
  'ACQ.TRADE_HAS_CLOSE': RefundRefusedReason.tradeNotPaid,
  'ACQ.TRADE_NOT_ALLOW_REFUND': RefundRefusedReason.tradeNotPaid,
  'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL': RefundRefusedReason.amountExceeds,
  'ACQ.REFUND_FEE_ERROR': RefundRefusedReason.amountExceeds,
  'ACQ.DISCORDANT_REPEAT_REQUEST': RefundRefusedReason.refundNoReused,
};

/** Trade statuses (trade_status) and what they say of our payment; WAIT_BUYER_PAY says nothing yet. */
const OUTCOME_OF: Record<string, PayNotification['status']> = {
  TRADE_SUCCESS: PayNotifyStatus.success,
  TRADE_FINISHED: PayNotifyStatus.success,
  TRADE_CLOSED: PayNotifyStatus.closed,
};

type Answer = Record<string, string | undefined> & { code?: string; sub_code?: string };

export class AlipayError extends Error {
  constructor(
    readonly method: string,
    readonly code: string,
    readonly subCode: string,
    message: string,
  ) {
    super(`alipay ${method}: ${code} ${subCode} ${message}`.trim());
  }
}

/** Signs requests and believes only signed answers: what every Alipay call (pay, close, bill) goes through. */
export interface AlipayClient {
  signedParams(method: string, biz: Record<string, string>, extra?: Record<string, string>): Record<string, string>;
  call(method: string, biz: Record<string, string>): Promise<Answer>;
}

export function alipayClient(config: AlipayConfig, clock: Clock): AlipayClient {
  function signedParams(method: string, biz: Record<string, string>, extra: Record<string, string> = {}): Record<string, string> {
    const params: Record<string, string> = {
      app_id: config.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTimestamp(clock.now()),
      version: '1.0',
      biz_content: JSON.stringify(biz),
      ...extra,
    };
    return { ...params, sign: rsa2Sign(signContent(params), config.privateKey) };
  }

  /**
   * One API call: the signed form posted to the gateway, and its answer believed only when Alipay's
   * signature verifies over the answer's exact text. A business error (its code and sub_code) comes
   * back as an AlipayError; an unsigned or forged answer, a network failure or a timeout throws too.
   */
  async function call(method: string, biz: Record<string, string>): Promise<Answer> {
    const response = await fetch(config.gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
      body: new URLSearchParams(signedParams(method, biz)).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: { sign?: string } & Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      throw new Error(`alipay ${method} answered HTTP ${response.status} without JSON: ${text.slice(0, 200)}`);
    }
    const key = parsed[responseKey(method)] ? responseKey(method) : 'error_response';
    const answer = (parsed[key] ?? {}) as Answer;
    const part = signedPart(text, key);
    if (!part || typeof parsed.sign !== 'string' || !rsa2Verify(part, parsed.sign, config.alipayPublicKey)) {
      // An unsigned answer is only ever an error of the gateway (a bad signature of ours): never believed as an outcome.
      throw new AlipayError(method, answer.code ?? `HTTP ${response.status}`, answer.sub_code ?? 'unsigned-answer', answer.sub_msg ?? answer.msg ?? '');
    }
    if (answer.code !== SUCCESS) throw new AlipayError(method, answer.code ?? '', answer.sub_code ?? '', answer.sub_msg ?? answer.msg ?? '');
    return answer;
  }
  return { signedParams, call };
}

export function createAlipayPay(config: AlipayConfig, channels: readonly CashierChannel[], clock: Clock): PayProvider {
  const { signedParams, call } = alipayClient(config, clock);

  function fenOf(method: string, yuan: string | undefined): number {
    const fen = yuan === undefined ? null : yuanToFen(yuan);
    if (fen === null) throw new Error(`alipay ${method} answered an amount that is not yuan: ${yuan}`);
    return fen;
  }

  /** The amount this refund number paid out, or null when Alipay holds no successful refund under it. */
  async function refundedFen(outTradeNo: string, outRequestNo: string): Promise<number | null> {
    const method = 'alipay.trade.fastpay.refund.query';
    const answer = await call(method, { out_trade_no: outTradeNo, out_request_no: outRequestNo });
    return answer.refund_status === 'REFUND_SUCCESS' && answer.refund_amount ? fenOf(method, answer.refund_amount) : null;
  }

  /**
   * A refund Alipay did not plainly confirm (fund_change N on a repeat, a system error, no answer):
   * its refund query decides. Paid out → settled; otherwise the error stands and the sweep asks again.
   */
  async function confirmedRefund(request: RefundRequest, tradeNo: string, cause: unknown): Promise<RefundAnswer> {
    const refunded = await refundedFen(request.outTradeNo, request.outRefundNo);
    if (refunded === request.amountFen) return { accepted: true, settled: true, channelRefundNo: tradeNo, amountFen: refunded };
    throw cause;
  }

  async function queryPayment(outTradeNo: string): Promise<ChannelPayment | null> {
    const method = 'alipay.trade.query';
    let answer: Answer;
    try {
      answer = await call(method, { out_trade_no: outTradeNo });
    } catch (err) {
      // No trade yet: the shopper has not signed in on Alipay's page (it opens the trade then).
      if (err instanceof AlipayError && err.subCode === 'ACQ.TRADE_NOT_EXIST') return null;
      throw err;
    }
    const status = OUTCOME_OF[answer.trade_status ?? ''];
    if (!status || answer.out_trade_no !== outTradeNo || !answer.trade_no) return null;
    return { outTradeNo, channelTradeNo: answer.trade_no, status, amountFen: fenOf(method, answer.total_amount) };
  }

  /**
   * alipay.trade.close: the unpaid trade can no longer be paid. ACQ.TRADE_NOT_EXIST (the shopper
   * never signed in on Alipay's page) leaves nothing to close; ACQ.TRADE_STATUS_ERROR is a trade
   * already paid (or closed): its query says which, and a paid one is answered so the money is
   * recorded as the sweep records it. Anything else throws and the sweep asks again.
   */
  async function closePayment(outTradeNo: string): Promise<ChannelPayment | null> {
    try {
      await call('alipay.trade.close', { out_trade_no: outTradeNo });
      return null;
    } catch (err) {
      if (!(err instanceof AlipayError)) throw err;
      if (err.subCode === 'ACQ.TRADE_NOT_EXIST') return null;
      if (err.subCode !== 'ACQ.TRADE_STATUS_ERROR') throw err;
      const known = await queryPayment(outTradeNo);
      if (known?.status === PayNotifyStatus.success) return known;
      if (known?.status === PayNotifyStatus.closed) return null;
      throw err;
    }
  }

  return {
    name: 'alipay',
    supports(channel, terminal) {
      // Only Alipay itself, and not inside the messenger, which does not open Alipay's pages.
      return channel === CashierChannel.Alipay && channels.includes(channel) && terminal !== PayTerminalType.H5;
    },
    async createPayment(payment) {
      const quitUrl = `${config.returnUrl}?${new URLSearchParams({ out_trade_no: payment.outTradeNo }).toString()}`;
      const params = signedParams(
        'alipay.trade.wap.pay',
        { out_trade_no: payment.outTradeNo, total_amount: formatMoney(payment.amountFen), subject: payment.subject, product_code: 'QUICK_WAP_WAY', quit_url: quitUrl },
        { notify_url: config.notifyUrl, return_url: config.returnUrl },
      );
      return { outTradeNo: payment.outTradeNo, payUrl: `${config.gateway}?${new URLSearchParams(params).toString()}` };
    },
    queryPayment,
    closePayment,
    async refund(request) {
      const method = 'alipay.trade.refund';
      let answer: Answer;
      try {
        answer = await call(method, { out_trade_no: request.outTradeNo, refund_amount: formatMoney(request.amountFen), out_request_no: request.outRefundNo });
      } catch (err) {
        const reason = err instanceof AlipayError ? REFUND_REFUSALS[err.subCode] : undefined;
        if (reason) return { accepted: false, reason };
        return confirmedRefund(request, '', err);
      }
      const tradeNo = answer.trade_no ?? '';
      // fund_change Y: the money moved with this answer. N: it moved earlier (a repeat) or not at all, so ask.
      if (answer.fund_change === 'Y') return { accepted: true, settled: true, channelRefundNo: tradeNo, amountFen: request.amountFen };
      return confirmedRefund(request, tradeNo, new AlipayError(method, SUCCESS, 'fund_change=N', 'refund not confirmed by its query'));
    },
    formNotifications: {
      [CashierChannel.Alipay]: {
        read(fields) {
          if (fields.sign_type !== 'RSA2' || !rsa2Verify(signContent(fields, ['sign', 'sign_type']), fields.sign ?? '', config.alipayPublicKey)) return null;
          if (fields.app_id !== config.appId) return null;
          const status = OUTCOME_OF[fields.trade_status ?? ''];
          if (!status) return 'ignore';
          const amount = fields.total_amount === undefined ? null : yuanToFen(fields.total_amount);
          if (amount === null || !fields.out_trade_no || !fields.trade_no) return null;
          const at = fromAlipayTimestamp(fields.gmt_payment) ?? fromAlipayTimestamp(fields.notify_time) ?? clock.now();
          return { outTradeNo: fields.out_trade_no, channelTradeNo: fields.trade_no, amount, status, eventAt: at.toISOString(), nonce: fields.notify_id ?? '' };
        },
        answer: (taken) => ({ status: 200, contentType: 'text/plain; charset=utf-8', body: taken ? 'success' : 'fail' }),
      },
    },
  };
}
