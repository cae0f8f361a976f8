import { createPublicKey, randomBytes } from 'node:crypto';
import { apiPath, brand, CashierChannel,  Paths, PayNotifyStatus, RefundRefusedReason, type PayNotification } from '@emall/contract';
import type { Clock } from '../context.ts';
import type { IcbcConfig } from '../icbc-config.ts';
import { alipayTimestamp } from './alipay-protocol.ts';
import { fenFromIcbc, fromIcbcPayTime, icbcSign, icbcSignContent, icbcVerify, isIcbcSignType, responseBizText, signedNotifyAnswer } from './icbc-protocol.ts';
import type { ChannelPayment, PayProvider, RefundAnswer, RefundRequest } from './pay.ts';

/**
 * ICBC's aggregated online cashier (聚合支付 B2C 线上, API 开放平台) on node:crypto: the H5 cashier
 * page (ui …/consumepurchaseshowpay/V1) reached by a signed form post, its notification, orderqry
 * (deal_flag 0 asks, 1 closes), merrefund (outtrx_serial_no is our refund number) and refundqry.
 * Requests and our answers to notifications are signed RSA2 with the app's private key; the
 * gateway's answers and notifications are believed only when its public key verifies them. Amounts
 * are whole fen. Why no SDK, and how refunds are made safe to ask again: docs/decisions/payments.md.
 */

/** A call that has not answered in this long fails; the sweep asks again. */
const REQUEST_TIMEOUT_MS = 15_000;

export const IcbcApi = {
  pay: '/ui/cardbusiness/aggregatepay/b2c/online/ui/consumepurchaseshowpay/V1',
  query: '/api/cardbusiness/aggregatepay/b2c/online/orderqry/V1',
  refund: '/api/cardbusiness/aggregatepay/b2c/online/merrefund/V1',
  refundQuery: '/api/cardbusiness/aggregatepay/b2c/online/refundqry/V1',
} as const;

/** The parameters a UI call carries in the action URL's query; biz_content goes in the posted body. */
const URL_PARAMS = ['app_id', 'msg_id', 'format', 'charset', 'sign_type', 'timestamp', 'sign'] as const;

/** pay_status of orderqry and refundqry: 0 done, 1 failed, 2 not known yet (waiting, or processing). */
const PAID = '0';
const FAILED = '1';

/** The API gateway's own refusals (our app, keys, request), as against a business answer. */
const GATEWAY_CODE = /^[45]\d{5}$/;

type Answer = Record<string, unknown>;

class IcbcError extends Error {
  constructor(
    readonly api: string,
    readonly returnCode: string,
    message: string,
    /**
     * Whether the business said it (a signed answer with a business return_code): not the call
     * failing on the way, nor the API gateway refusing our app, keys or request (its six-digit
     * 4xxxxx / 5xxxxx codes, e.g. 400011 app id not registered).
     */
    readonly business: boolean,
  ) {
    super(`icbc ${api}: ${returnCode} ${message}`.trim());
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function createIcbcPay(config: IcbcConfig, channels: readonly CashierChannel[], clock: Clock): PayProvider {
  const merchant = { mer_id: config.merId, mer_prtcl_no: config.merPrtclNo, icbc_appid: config.appId };
  const notifyPath = new URL(config.notifyUrl).pathname;
  /** Our key's public half: the gateway-form page re-checks that a link's parameters are ones we signed. */
  const ourPublicKey = createPublicKey(config.privateKey);

  function signedParams(api: string, biz: Record<string, string>): Record<string, string> {
    const params: Record<string, string> = {
      app_id: config.appId,
      msg_id: `${Date.now()}${randomBytes(6).toString('hex')}`,
      format: 'json',
      charset: 'UTF-8',
      sign_type: 'RSA2',
      timestamp: alipayTimestamp(clock.now()),
      biz_content: JSON.stringify(biz),
    };
    return { ...params, sign: icbcSign(icbcSignContent(api, params), config.privateKey, 'RSA2') };
  }

  /**
   * One API call: the signed form posted to the gateway, its answer believed only when the gateway's
   * signature verifies over the exact text of response_biz_content. return_code other than 0 is an
   * IcbcError (signed); an unsigned or forged answer, a network failure or a timeout throws too.
   */
  async function call(api: string, biz: Record<string, string>): Promise<Answer> {
    const response = await fetch(`${config.gateway}${api}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
      body: new URLSearchParams(signedParams(api, biz)).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.text();
    let parsed: { response_biz_content?: Answer; sign?: unknown };
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      throw new IcbcError(api, `HTTP ${response.status}`, `answer without JSON: ${body.slice(0, 200)}`, false);
    }
    const answer = parsed.response_biz_content ?? {};
    const part = responseBizText(body);
    if (!part || typeof parsed.sign !== 'string' || !icbcVerify(part, parsed.sign, config.gatewayPublicKey, 'RSA')) {
      throw new IcbcError(api, text(answer.return_code) || `HTTP ${response.status}`, `unsigned answer ${text(answer.return_msg)}`, false);
    }
    const code = text(answer.return_code);
    if (code !== '0') throw new IcbcError(api, code, text(answer.return_msg), !GATEWAY_CODE.test(code));
    return answer;
  }

  function paymentOf(outTradeNo: string, answer: Answer): ChannelPayment | null {
    const amountFen = fenFromIcbc(answer.total_amt);
    const orderId = text(answer.order_id);
    if (text(answer.pay_status) !== PAID || amountFen === null || !orderId || text(answer.out_trade_no) !== outTradeNo) return null;
    return { outTradeNo, channelTradeNo: orderId, status: PayNotifyStatus.success, amountFen };
  }

  /** orderqry with deal_flag 0: paid → the payment; failed or not known yet → null (the order's time-out ends it). */
  async function queryPayment(outTradeNo: string): Promise<ChannelPayment | null> {
    return paymentOf(outTradeNo, await call(IcbcApi.query, { ...merchant, out_trade_no: outTradeNo, deal_flag: '0' }));
  }

  /**
   * orderqry with deal_flag 1 (关单): the unpaid order can no longer be paid; one found paid is
   * answered so the money is recorded. A signed refusal is then asked with deal_flag 0: paid → the
   * payment; refused again (ICBC holds no order of that number: the shopper never opened its
   * cashier) or failed → nothing to close; not known yet → throws and the sweep asks again.
   */
  async function closePayment(outTradeNo: string): Promise<ChannelPayment | null> {
    try {
      return paymentOf(outTradeNo, await call(IcbcApi.query, { ...merchant, out_trade_no: outTradeNo, deal_flag: '1' }));
    } catch (err) {
      if (!(err instanceof IcbcError && err.business)) throw err;
      let answer: Answer;
      try {
        answer = await call(IcbcApi.query, { ...merchant, out_trade_no: outTradeNo, deal_flag: '0' });
      } catch (again) {
        if (again instanceof IcbcError && again.business) return null;
        throw again;
      }
      const paid = paymentOf(outTradeNo, answer);
      if (paid || text(answer.pay_status) === FAILED) return paid;
      throw err;
    }
  }

  /** What refundqry says of our refund number: paid out (its amount), failed, not known yet, or never asked (a signed refusal). */
  async function refundState(request: RefundRequest): Promise<{ state: 'paid'; answer: Answer } | { state: 'failed' | 'pending' | 'none' }> {
    let answer: Answer;
    try {
      answer = await call(IcbcApi.refundQuery, { ...merchant, out_trade_no: request.outTradeNo, outtrx_serial_no: request.outRefundNo });
    } catch (err) {
      if (err instanceof IcbcError && err.business) return { state: 'none' };
      throw err;
    }
    const status = text(answer.pay_status);
    if (status === PAID) return { state: 'paid', answer };
    return { state: status === FAILED ? 'failed' : 'pending' };
  }

  function settled(request: RefundRequest, answer: Answer): RefundAnswer {
    const paidFen = fenFromIcbc(answer.real_reject_amt) ?? fenFromIcbc(answer.reject_amt);
    if (paidFen !== request.amountFen) return { accepted: false, reason: RefundRefusedReason.refundNoReused };
    return { accepted: true, settled: true, channelRefundNo: text(answer.intrx_serial_no) || text(answer.order_id) || request.outRefundNo, amountFen: paidFen };
  }

  /** What refundqry's word on our refund number makes of the refund; null when ICBC holds none under it. */
  function decided(request: RefundRequest, known: Awaited<ReturnType<typeof refundState>>, asked: string): RefundAnswer | null {
    if (known.state === 'paid') return settled(request, known.answer);
    if (known.state === 'failed') return { accepted: false, reason: RefundRefusedReason.tradeNotPaid };
    if (known.state === 'pending') throw new IcbcError(asked, '0', `refund ${request.outRefundNo} not paid out yet`, false);
    return null;
  }

  /**
   * A refund is asked of refundqry first, so that a number ICBC already holds is never sent again:
   * paid out → settled; failed (the bank turned it down) → refused for an operator; processing →
   * throws (the sweep asks again). Only a number ICBC has never seen goes to merrefund, and
   * refundqry then decides, whatever merrefund answered (another sweep may have sent the same
   * number a moment before); a number ICBC still holds nothing under after a signed refusal is
   * refused for an operator, anything else is asked again.
   */
  async function refund(request: RefundRequest): Promise<RefundAnswer> {
    const before = decided(request, await refundState(request), IcbcApi.refundQuery);
    if (before) return before;
    let refusal: unknown = null;
    try {
      await call(IcbcApi.refund, {
        ...merchant,
        out_trade_no: request.outTradeNo,
        outtrx_serial_no: request.outRefundNo,
        ret_total_amt: String(request.amountFen),
        trnsc_ccy: '001',
      });
    } catch (err) {
      if (!(err instanceof IcbcError && err.business)) throw err;
      refusal = err;
    }
    const after = decided(request, await refundState(request), IcbcApi.refund);
    if (after) return after;
    if (refusal) return { accepted: false, reason: RefundRefusedReason.tradeNotPaid };
    throw new IcbcError(IcbcApi.refund, '0', `refund ${request.outRefundNo} accepted, not found by refundqry yet`, false);
  }

  /** A notification the gateway's key vouches for over our notify path and its fields, of our app and merchant. */
  function readNotification(fields: Record<string, string>): PayNotification | 'ignore' | null {
    const type = fields.sign_type;
    if (!isIcbcSignType(type) || !icbcVerify(icbcSignContent(notifyPath, fields), fields.sign ?? '', config.gatewayPublicKey, type)) return null;
    if (fields.app_id !== config.appId || fields.from !== 'icbc-api') return null;
    let biz: Answer;
    try {
      biz = JSON.parse(fields.biz_content ?? '') as Answer;
    } catch {
      return null;
    }
    if (text(biz.mer_id) !== config.merId) return null;
    // A failed attempt carries no outcome: the shopper may pay again on the same cashier page.
    if (text(biz.return_code) !== '0') return 'ignore';
    const amount = fenFromIcbc(biz.total_amt);
    if (amount === null || !text(biz.out_trade_no) || !text(biz.order_id)) return null;
    const at = fromIcbcPayTime(text(biz.pay_time)) ?? clock.now();
    return { outTradeNo: text(biz.out_trade_no), channelTradeNo: text(biz.order_id), amount, status: PayNotifyStatus.success, eventAt: at.toISOString(), nonce: text(biz.msg_id) };
  }

  return {
    name: 'icbc',
    supports(channel) {
      // ICBC's cashier page opens in any browser, the messenger's included.
      return channel === CashierChannel.ICBC && channels.includes(channel);
    },
    async createPayment(payment) {
      const biz = {
        ...merchant,
        out_trade_no: payment.outTradeNo,
        order_amt: String(payment.amountFen),
        body: payment.subject,
        subject: payment.subject,
        saledepname: brand.shopName,
        notify_url: config.notifyUrl,
        notify_type: 'HS',
        result_type: '0',
        return_url: `${config.returnUrl}?${new URLSearchParams({ out_trade_no: payment.outTradeNo }).toString()}`,
      };
      const query = new URLSearchParams(signedParams(IcbcApi.pay, biz)).toString();
      return { outTradeNo: payment.outTradeNo, payUrl: `${apiPath(Paths.payGatewayForm, { channel: CashierChannel.ICBC })}?${query}` };
    },
    queryPayment,
    closePayment,
    refund,
    verifyNotification: () => null,
    verifyRefundNotification: () => null,
    formNotifications: {
      [CashierChannel.ICBC]: {
        read: readNotification,
        answer(taken, fields) {
          let msgId = '';
          try {
            msgId = text((JSON.parse(fields.biz_content ?? '') as Answer).msg_id);
          } catch {
            // A form that is not ICBC's: answered all the same, refused.
          }
          const biz = taken ? { return_code: 0, return_msg: 'success', msg_id: msgId } : { return_code: -1, return_msg: 'not taken', msg_id: msgId };
          return { status: 200, contentType: 'application/json; charset=utf-8', body: signedNotifyAnswer(biz, config.privateKey) };
        },
      },
    },
    gatewayForms: {
      [CashierChannel.ICBC]: {
        read(query) {
          const fields = Object.fromEntries([...URL_PARAMS, 'biz_content'].map((name) => [name, query[name] ?? '']));
          if (Object.values(fields).some((value) => !value) || fields.app_id !== config.appId) return null;
          // Only a set of ours, signed with our key, is posted on: the page relays nothing else.
          if (fields.sign_type !== 'RSA2' || !icbcVerify(icbcSignContent(IcbcApi.pay, fields), fields.sign!, ourPublicKey, 'RSA2')) return null;
          const inUrl = new URLSearchParams(URL_PARAMS.map((name): [string, string] => [name, fields[name]!]));
          return { action: `${config.gateway}${IcbcApi.pay}?${inUrl.toString()}`, fields: { biz_content: fields.biz_content! } };
        },
      },
    },
  };
}
