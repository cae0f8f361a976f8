import { X509Certificate } from 'node:crypto';
import { CashierChannel, OUT_TRADE_NO_PATTERN, PayNotifyStatus, RefundNotifyStatus, RefundRefusedReason, type PayNotification } from '@emall/contract';
import type { Clock } from '../context.ts';
import type { Db } from '../db/client.ts';
import { findPaymentByOutTradeNo, findRefundByNo } from '../modules/payments/payments.repository.ts';
import type { UnionpayConfig } from '../unionpay-config.ts';
import type { ChannelPayment, PayProvider, RefundAnswer, RefundRequest } from './pay.ts';
import { ACP_VERSION, acpCertId, acpSign, acpTime, acpVerify, certOwner, chainsTo, fromAcpTime, parseAcpAnswer, SIGN_METHOD_RSA, UNIONPAY_CN, UNIONPAY_TEST_CN } from './unionpay-protocol.ts';

/**
 * UnionPay 全渠道 (UPACP 5.1.0) 手机网页支付 on node:crypto: the consumption form (frontTransReq.do,
 * txnType 01) signed here and posted by the shopper's browser from our gateway-form page; back
 * notifications of payments and refunds verified with the signPubKeyCert they carry (chained to the
 * configured root and intermediate, owned by UnionPay); queryTrans.do (txnType 00) for the sweep;
 * backTransReq.do (txnType 04) for refunds, under our refund number as its orderId. UnionPay names
 * a transaction by merId + orderId + txnTime, so txnTime is the moment our row was made (the
 * payment attempt's, the refund's): asking again names the same transaction. There is no close for
 * an unpaid WAP order: payTimeout ends it (docs/decisions/payments.md).
 */

/** A call that has not answered in this long fails; the sweep asks again (same orderId and txnTime, so once). */
const REQUEST_TIMEOUT_MS = 15_000;
/** How long UnionPay's page takes the payment after its txnTime (payTimeout): then it can no longer be paid. */
export const UNIONPAY_PAY_WINDOW_MS = 15 * 60_000;
/** After payTimeout, a little longer for a payment UnionPay was still processing to say so, before the attempt is closed. */
const CLOSE_GRACE_MS = 5 * 60_000;
/** respCode / origRespCode of a transaction that succeeded (A6: partly, as the protocol counts paid). */
const SUCCEEDED = ['00', 'A6'];
/** origRespCode of one still being processed (timed out, unknown, accepted). */
const PROCESSING = ['03', '04', '05'];
/** respCode of queryTrans.do when UnionPay holds no such transaction. */
const NO_SUCH_TRANSACTION = '34';
const CNY = '156';
/** bizType of payments and their refunds (B2C 网关支付); a query names none (000000), as UnionPay's demo does. */
const PAYMENT_BIZ = '000201';
const QUERY_BIZ = '000000';

/** backTransReq.do refusals that asking again would not change: the refund is closed for an operator. */
const REFUND_REFUSALS: Record<string, RefundRefusedReason> = {
  '33': RefundRefusedReason.amountExceeds,
  '35': RefundRefusedReason.tradeNotPaid,
  '36': RefundRefusedReason.amountExceeds,
};

export class UnionpayError extends Error {
  constructor(
    readonly api: string,
    readonly respCode: string,
    message: string,
  ) {
    super(`unionpay ${api}: ${respCode} ${message}`.trim());
  }
}

const fenOf = (text: string | undefined): number | null => (text && /^[1-9]\d{0,11}$/.test(text) ? Number(text) : null);
const outTradeNoPattern = new RegExp(OUT_TRADE_NO_PATTERN);

/** Signed requests to UnionPay's back end and its signed answers: what the adapter and the daily file (unionpay-bill.ts) share. */
export function unionpayGateway(config: UnionpayConfig) {
  const certId = acpCertId(config.signCert);

  const signedRequest = (txnType: string, txnSubType: string, fields: Record<string, string>): Record<string, string> => {
    const unsigned = { version: ACP_VERSION, encoding: 'UTF-8', signMethod: SIGN_METHOD_RSA, certId, merId: config.merId, accessType: '0', bizType: PAYMENT_BIZ, txnType, txnSubType, ...fields };
    return { ...unsigned, signature: acpSign(unsigned, config.signKey) };
  };

  /** Whether UnionPay signed these fields: its certificate chains to the configured root, names UnionPay, and verifies the signature. */
  function signedByUnionpay(fields: Record<string, string>): boolean {
    if (fields.version !== ACP_VERSION || fields.signMethod !== SIGN_METHOD_RSA || !fields.signPubKeyCert) return false;
    let cert: X509Certificate;
    try {
      cert = new X509Certificate(fields.signPubKeyCert);
    } catch {
      return false;
    }
    const owner = certOwner(cert);
    if (owner !== UNIONPAY_CN && !(config.acceptTestSigner && owner === UNIONPAY_TEST_CN)) return false;
    // Validity is a protocol time: the machine's clock, never the business clock tests move.
    return chainsTo(cert, config.middleCert, config.rootCert, new Date()) && acpVerify(fields, cert.publicKey);
  }

  /** One back-end call: the signed form posted, its answer believed only when UnionPay's signature verifies. */
  async function call(api: string, fields: Record<string, string>): Promise<Record<string, string>> {
    const response = await fetch(`${config.gateway}/gateway/api/${api}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = parseAcpAnswer(await response.text());
    // An unsigned answer (a gateway error page, a forged one) is never believed as an outcome.
    if (!signedByUnionpay(answer)) throw new UnionpayError(api, answer.respCode ?? `HTTP ${response.status}`, 'unsigned-answer');
    return answer;
  }

  return { certId, signedRequest, signedByUnionpay, call };
}

export function createUnionPay(config: UnionpayConfig, channels: readonly CashierChannel[], clock: Clock, db: Db): PayProvider {
  const { certId, signedRequest, signedByUnionpay, call } = unionpayGateway(config);
  const frontAction = `${config.gateway}/gateway/api/frontTransReq.do`;

  /** queryTrans.do of our transaction orderId made at `at`: its answer, or null when UnionPay holds none. */
  async function queryTrans(orderId: string, at: Date): Promise<Record<string, string> | null> {
    const answer = await call('queryTrans.do', signedRequest('00', '00', { bizType: QUERY_BIZ, orderId, txnTime: acpTime(at) }));
    if (answer.respCode === NO_SUCH_TRANSACTION) return null;
    if (answer.respCode !== '00' || answer.orderId !== orderId) throw new UnionpayError('queryTrans.do', answer.respCode ?? '', answer.respMsg ?? '');
    return answer;
  }

  /** When our attempt was made: its txnTime. */
  const paymentAt = async (outTradeNo: string) => (await findPaymentByOutTradeNo(db, outTradeNo))?.createdAt ?? null;

  async function queryPayment(outTradeNo: string): Promise<ChannelPayment | null> {
    const at = await paymentAt(outTradeNo);
    const answer = at && (await queryTrans(outTradeNo, at));
    if (!answer || !SUCCEEDED.includes(answer.origRespCode ?? '') || !answer.queryId) return null;
    const amountFen = fenOf(answer.txnAmt);
    if (amountFen === null) throw new UnionpayError('queryTrans.do', answer.respCode ?? '', `an amount that is not fen: ${answer.txnAmt}`);
    return { outTradeNo, channelTradeNo: answer.queryId, status: PayNotifyStatus.success, amountFen };
  }

  /**
   * UnionPay has no close for an unpaid WAP order: it lapses at its payTimeout. A paid one is
   * answered (the money is recorded); an unpaid one ends once its payTimeout (and a grace) passed;
   * before that this throws and the sweep asks again.
   */
  async function closePayment(outTradeNo: string): Promise<ChannelPayment | null> {
    const paid = await queryPayment(outTradeNo);
    if (paid) return paid;
    const at = await paymentAt(outTradeNo);
    if (!at || clock.now().getTime() >= at.getTime() + UNIONPAY_PAY_WINDOW_MS + CLOSE_GRACE_MS) return null;
    throw new Error(`unionpay has no close: ${outTradeNo} lapses at its payTimeout`);
  }

  /** What an earlier refund under this orderId came to, by its query: paid out, still processing, or failed. */
  function refundOutcome(found: Record<string, string>, request: RefundRequest): RefundAnswer {
    if (fenOf(found.txnAmt) !== request.amountFen) return { accepted: false, reason: RefundRefusedReason.refundNoReused };
    const code = found.origRespCode ?? '';
    if (SUCCEEDED.includes(code) || PROCESSING.includes(code)) return { accepted: true, settled: SUCCEEDED.includes(code), channelRefundNo: found.queryId ?? '', amountFen: request.amountFen };
    throw new UnionpayError('backTransReq.do', code, `the refund failed: ${found.origRespMsg ?? ''}`);
  }

  async function refund(request: RefundRequest): Promise<RefundAnswer> {
    const at = (await findRefundByNo(db, request.outRefundNo))?.refund.createdAt;
    if (!at) throw new Error(`unionpay refund: no refund ${request.outRefundNo}`);
    // Asked before (an answer lost, a notification overdue)? UnionPay's own word on that orderId decides.
    const earlier = await queryTrans(request.outRefundNo, at);
    if (earlier) return refundOutcome(earlier, request);
    const trade = await queryPayment(request.outTradeNo);
    if (!trade) return { accepted: false, reason: RefundRefusedReason.tradeNotPaid };
    const fields = signedRequest('04', '00', {
      channelType: '07',
      orderId: request.outRefundNo,
      origQryId: trade.channelTradeNo,
      txnTime: acpTime(at),
      txnAmt: String(request.amountFen),
      currencyCode: CNY,
      backUrl: config.notifyUrl,
      // Echoed in the refund's back notification, which names the trade only by UnionPay's queryId.
      reqReserved: request.outTradeNo,
    });
    const answer = await call('backTransReq.do', fields);
    const reason = REFUND_REFUSALS[answer.respCode ?? ''];
    if (reason) return { accepted: false, reason };
    // 00: accepted, its back notification ends it. Anything else (03/04/05 unknown, 12 a repeat): the next ask's query decides.
    if (answer.respCode !== '00' || !answer.queryId) throw new UnionpayError('backTransReq.do', answer.respCode ?? '', answer.respMsg ?? '');
    return { accepted: true, settled: false, channelRefundNo: answer.queryId, amountFen: request.amountFen };
  }

  return {
    name: 'unionpay',
    supports(channel) {
      // Its phone page opens in any browser, inside the messenger too.
      return channel === CashierChannel.UnionPay && channels.includes(channel);
    },
    async createPayment(payment) {
      const at = (await paymentAt(payment.outTradeNo)) ?? clock.now();
      const fields = signedRequest('01', '01', {
        channelType: '08',
        orderId: payment.outTradeNo,
        txnTime: acpTime(at),
        txnAmt: String(payment.amountFen),
        currencyCode: CNY,
        frontUrl: config.gatewayFormUrl,
        backUrl: config.notifyUrl,
        payTimeout: acpTime(new Date(at.getTime() + UNIONPAY_PAY_WINDOW_MS)),
      });
      return { outTradeNo: payment.outTradeNo, payUrl: `${config.gatewayFormUrl}?${new URLSearchParams(fields).toString()}` };
    },
    queryPayment,
    closePayment,
    refund,
    gatewayForms: {
      [CashierChannel.UnionPay]: {
        read(query) {
          // Only a consumption form of ours, signed with our key, is posted on: the page relays nothing else.
          const ours = query.merId === config.merId && query.certId === certId && query.txnType === '01' && acpVerify(query, config.signCert.publicKey);
          return ours ? { action: frontAction, fields: query } : null;
        },
        returned(fields) {
          const outTradeNo = fields.orderId ?? '';
          return outTradeNoPattern.test(outTradeNo) ? outTradeNo : null;
        },
      },
    },
    formNotifications: {
      [CashierChannel.UnionPay]: {
        read(fields) {
          if (!signedByUnionpay(fields) || fields.merId !== config.merId) return null;
          const amount = fenOf(fields.txnAmt);
          if (amount === null || !fields.orderId || !fields.queryId) return null;
          const eventAt = (fromAcpTime(fields.txnTime) ?? clock.now()).toISOString();
          const succeeded = SUCCEEDED.includes(fields.respCode ?? '');
          if (fields.txnType === '01') {
            if (!succeeded) return 'ignore';
            const notice: PayNotification = { outTradeNo: fields.orderId, channelTradeNo: fields.queryId, amount, status: PayNotifyStatus.success, eventAt, nonce: fields.queryId };
            return notice;
          }
          if (fields.txnType !== '04' || !fields.reqReserved) return 'ignore';
          const status = succeeded ? RefundNotifyStatus.success : RefundNotifyStatus.failed;
          return { refund: { outRefundNo: fields.orderId, outTradeNo: fields.reqReserved, channelRefundNo: fields.queryId, amount, status, eventAt, nonce: fields.queryId } };
        },
        // UnionPay only tells HTTP 200 (taken) from the rest (posted again later); the words are for the log.
        answer: (taken) => ({ status: taken ? 200 : 400, contentType: 'text/plain; charset=utf-8', body: taken ? 'ok' : 'fail' }),
      },
    },
  };
}
