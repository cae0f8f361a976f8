import {
  API_BASE,
  CashierChannel,
  MainOrderStatus,
  Paths,
  PayResultAction,
  PayStatus,
  PayTerminalType,
  TradeOrderStatus,
  TradeStatus,
  type PayCountdown,
  type PayResultConfig,
  type PayWayItem,
  type PayWays,
  type TradeResult,
  type TransferInfo,
  type WechatJsapiParams,
} from '@emall/contract';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';

export const ORDER_NO = 'YC20261122000000000001';
export const ORDER_ID = '41';
export const CASH_FLOW_NO = 'CF20261122000000000001';
export const OUT_TRADE_NO = 'PT20261122000000000001';
export const GATEWAY_URL = `/api-gateway/hermes/v1/view/pay/sandbox/gateway?out_trade_no=${OUT_TRADE_NO}`;

const way = (channel: CashierChannel, name: string, enabled = true): PayWayItem => ({ channel, name, enabled, payChannel: null });

export const allWays = (): PayWayItem[] => [
  way(CashierChannel.WechatPay, '微信支付'),
  way(CashierChannel.Alipay, '支付宝'),
  way(CashierChannel.UnionPay, '云闪付'),
  way(CashierChannel.ICBC, '工商银行'),
  way(CashierChannel.Transfer, '银行转账'),
];

export function payWays(overrides: Partial<PayWays> = {}): PayWays {
  return {
    orderId: ORDER_ID,
    orderNo: ORDER_NO,
    payAmount: 24_900,
    payIntegral: 0,
    payDeadline: new Date(Date.now() + 30 * 60_000).toISOString(),
    remainSeconds: 1800,
    ways: allWays(),
    ...overrides,
  };
}

export function countdown(overrides: Partial<PayCountdown> = {}): PayCountdown {
  return {
    orderNo: ORDER_NO,
    remainSeconds: 1800,
    payDeadline: new Date(Date.now() + 30 * 60_000).toISOString(),
    status: MainOrderStatus.waitPay,
    closed: false,
    ...overrides,
  };
}

export function tradeResult(overrides: Partial<TradeResult> = {}): TradeResult {
  return {
    orderId: ORDER_ID,
    orderNo: ORDER_NO,
    kind: 'boutique',
    cashFlowNo: CASH_FLOW_NO,
    channel: CashierChannel.WechatPay,
    tradeStatus: TradeStatus.success,
    payStatus: PayStatus.success,
    payAmount: 24_900,
    payIntegral: 0,
    pointsEarned: 249,
    orderStatus: 2,
    paidAt: '2026-11-22T02:05:09.000Z',
    ...overrides,
  };
}

export function resultConfig(overrides: Partial<PayResultConfig> = {}): PayResultConfig {
  return {
    businessId: ORDER_NO,
    payStatus: PayStatus.success,
    title: '支付成功',
    texts: ['我们将尽快为您发货'],
    buttons: [
      { text: '查看订单', action: PayResultAction.orderDetail, primary: true },
      { text: '继续逛逛', action: PayResultAction.home, primary: false },
    ],
    ...overrides,
  };
}

export function transferInfo(overrides: Partial<TransferInfo> = {}): TransferInfo {
  return {
    orderNo: ORDER_NO,
    cashFlowNo: CASH_FLOW_NO,
    toPayAmount: 24_900,
    tradeOrderStatus: TradeOrderStatus.waitPay,
    czCardName: '曜川汽车销售服务有限公司',
    czCard: '6222020200112233445',
    bankDeposit: '中国工商银行上海张江支行',
    cardInvalidDays: 3,
    expireTime: '2026-11-25T02:00:00.000Z',
    sandboxPayUrl: null,
    ...overrides,
  };
}

type Answer<T> = T | MockReply | ((call: RecordedCall) => T | MockReply | Promise<T | MockReply>);

export interface PayApi {
  payWay?: Answer<PayWays>;
  payConfig?: Answer<{ channels: PayWayItem[] }>;
  countdown?: Answer<PayCountdown>;
  create?: Answer<{ payUrl: string; jsapi?: WechatJsapiParams }>;
  tradeResult?: Answer<TradeResult>;
  orderPayResult?: Answer<TradeResult>;
  queryPayResult?: Answer<TradeResult>;
  resultConfig?: Answer<PayResultConfig>;
  outTrade?: Answer<{ frontData: string; cashFlowNo: string }>;
  transfer?: Answer<TransferInfo>;
}

const isReply = (value: unknown): value is MockReply =>
  typeof value === 'object' && value !== null && 'body' in value && Object.keys(value).every((k) => k === 'body' || k === 'status');

async function answer<T>(value: Answer<T> | undefined, fallback: () => T, call: RecordedCall): Promise<MockReply> {
  const got = typeof value === 'function' ? await (value as (c: RecordedCall) => T | MockReply | Promise<T | MockReply>)(call) : (value ?? fallback());
  return isReply(got) ? got : ok(got);
}

/** A path's part before its {id}. */
const prefix = (path: string): string => path.slice(0, path.indexOf(':'));
const createPaths = new Set<string>([Paths.icbcB2cOnline, Paths.icbcH5Pay, Paths.icbcB2cOnlineV2, Paths.icbcH5PayV2]);

/** The pay calls by path, answered from `api` (or the fixtures); anything else 404. */
export function mockPayApi(api: PayApi = {}): RecordedCall[] {
  return mockApi(async (call) => {
    const path = call.url.pathname.slice(API_BASE.length);
    if (path.startsWith(prefix(Paths.payWay))) return answer(api.payWay, () => payWays(), call);
    if (path === Paths.payConfig) {
      const terminalType = call.url.searchParams.get('terminalType') ?? PayTerminalType.OUT_H5;
      const got = await answer(api.payConfig, () => ({ channels: allWays() }), call);
      const body = got.body as { code: number; result: { channels: PayWayItem[] } };
      return body.code === 0 ? ok({ businessId: ORDER_NO, terminalType, channels: body.result.channels }) : got;
    }
    if (path.startsWith(prefix(Paths.payCountdown))) return answer(api.countdown, () => countdown(), call);
    if (createPaths.has(path)) {
      const got = await answer(api.create, () => ({ payUrl: GATEWAY_URL }), call);
      const body = got.body as { code: number; result: { payUrl: string; jsapi?: WechatJsapiParams } };
      const channel = (call.body as { channel: CashierChannel }).channel;
      return body.code === 0 ? ok({ cashFlowNo: CASH_FLOW_NO, outTradeNo: OUT_TRADE_NO, channel, payAmount: 24_900, ...body.result }) : got;
    }
    if (path.startsWith(prefix(Paths.tradeResult))) return answer(api.tradeResult, () => tradeResult(), call);
    if (path.startsWith(prefix(Paths.orderPayResult))) return answer(api.orderPayResult, () => tradeResult(), call);
    if (path === Paths.queryPayResult) return answer(api.queryPayResult, () => tradeResult(), call);
    if (path === Paths.payResultConfig) return answer(api.resultConfig, () => resultConfig(), call);
    if (path === Paths.payResultByOutTradeNo) {
      return answer(api.outTrade, () => ({ frontData: JSON.stringify({ resultUrl: `/pay/result?orderNo=${ORDER_NO}` }), cashFlowNo: CASH_FLOW_NO }), call);
    }
    if (path === Paths.transferGetOrCreate) return answer(api.transfer, () => transferInfo(), call);
    return fail(40400, '请求的内容不存在', 404);
  });
}

export const callsTo = (calls: RecordedCall[], part: string): RecordedCall[] => calls.filter((c) => c.url.pathname.includes(part));
