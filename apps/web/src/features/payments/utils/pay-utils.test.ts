import { CashierChannel, PayStatus, TradeStatus, type PayWayItem } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { readCashierParams } from './cashier-params.ts';
import { resultUrlOf } from './front-data.ts';
import { cashierWays, preselectedWay } from './pay-ways.ts';
import { resultStateOf } from './result-state.ts';

const way = (channel: CashierChannel, enabled = true): PayWayItem => ({ channel, name: channel, enabled, payChannel: null });
const { WechatPay, Alipay, UnionPay, ICBC, Transfer } = CashierChannel;

describe('cashierWays', () => {
  it('lists the terminal’s channels in its order, disabled where either call disables them', () => {
    const order = [way(WechatPay), way(Alipay, false), way(UnionPay), way(Transfer)];
    const terminal = [way(Transfer), way(UnionPay, false), way(Alipay), way(WechatPay), way(ICBC)];
    expect(cashierWays(order, terminal).map((w) => [w.channel, w.enabled])).toEqual([
      [Transfer, true],
      [UnionPay, false],
      [Alipay, false],
      [WechatPay, true],
    ]);
  });
});

describe('preselectedWay', () => {
  const ways = [way(Transfer), way(WechatPay, false), way(Alipay), way(ICBC)];

  it('takes the first enabled way as the recommended one', () => {
    expect(preselectedWay(ways, false, null)).toBe(Transfer);
    expect(preselectedWay([way(WechatPay, false)], false, null)).toBeNull();
  });

  it('takes the last way for the speedy cashier when it is still offered, else the first instant one', () => {
    expect(preselectedWay(ways, true, ICBC)).toBe(ICBC);
    expect(preselectedWay(ways, true, WechatPay)).toBe(Alipay);
    expect(preselectedWay(ways, true, Transfer)).toBe(Alipay);
    expect(preselectedWay([way(Transfer)], true, null)).toBeNull();
  });
});

describe('resultUrlOf', () => {
  it('reads resultUrl out of frontData, or null', () => {
    expect(resultUrlOf('{"resultUrl":"/pay/result?orderNo=1"}')).toBe('/pay/result?orderNo=1');
    expect(resultUrlOf('{"resultUrl":""}')).toBeNull();
    expect(resultUrlOf('{"resultUrl":3}')).toBeNull();
    expect(resultUrlOf('null')).toBeNull();
    expect(resultUrlOf('not json')).toBeNull();
  });
});

describe('readCashierParams', () => {
  const read = (query: Record<string, string>) => readCashierParams(new URLSearchParams(query));

  it('needs an orderNo', () => {
    expect(read({ tradeScene: 'SHOP' })).toBeNull();
    expect(read({ orderNo: '  ' })).toBeNull();
  });

  it('keeps allowed URLs and drops the others (§5)', () => {
    expect(
      read({
        orderNo: 'YC1',
        tradeScene: 'SHOP',
        resultUrl: '/pay/result?orderNo=YC1',
        timeoutUrl: 'https://m.yaochuan.example/t',
        interceptUrl: '//evil.example/x',
      }),
    ).toEqual({
      orderNo: 'YC1',
      tradeScene: 'SHOP',
      resultUrl: '/pay/result?orderNo=YC1',
      timeoutUrl: { kind: 'external', href: 'https://m.yaochuan.example/t' },
      interceptUrl: null,
    });
    expect(read({ orderNo: 'YC1', resultUrl: 'javascript:alert(1)', timeoutUrl: 'https://evil.example/' })).toMatchObject({
      tradeScene: null,
      resultUrl: null,
      timeoutUrl: null,
    });
  });
});

describe('resultStateOf', () => {
  it('reads §4 trade and pay statuses', () => {
    expect(resultStateOf({ tradeStatus: TradeStatus.success, payStatus: PayStatus.success })).toBe('success');
    expect(resultStateOf({ tradeStatus: TradeStatus.inProgress, payStatus: PayStatus.dealing })).toBe('processing');
    expect(resultStateOf({ tradeStatus: TradeStatus.failed, payStatus: PayStatus.dealing })).toBe('failed');
    expect(resultStateOf({ tradeStatus: TradeStatus.inProgress, payStatus: PayStatus.close })).toBe('failed');
  });
});
