import { PaymentState, PayRoute, PayStatus, TradeOrderStatus, TradeStatus } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { defaultFrontData, isOrderOpen, orderPayState, payRemainSeconds, paymentPayState, secondsLeft, transferStatus } from './pay-state.ts';

const NOW = new Date('2026-12-01T10:00:00Z');
const open = { paidAt: null, cancelledAt: null, payDeadline: new Date(NOW.getTime() + 90_500) };
const paid = { ...open, paidAt: NOW };
const cancelled = { ...open, cancelledAt: NOW };
const attempt = (state: string, expireAt: Date | null = null) => ({ state, expireAt });
const inProgress = { tradeStatus: TradeStatus.inProgress, payStatus: PayStatus.dealing };
const success = { tradeStatus: TradeStatus.success, payStatus: PayStatus.success };
const ended = { tradeStatus: TradeStatus.failed, payStatus: PayStatus.close };

describe('orderPayState', () => {
  it('is success once paid and ended once cancelled, whatever the attempt says', () => {
    expect(orderPayState(paid, attempt(PaymentState.failed))).toEqual(success);
    expect(orderPayState(cancelled, attempt(PaymentState.success))).toEqual(ended);
  });

  it('is in progress for an open order without an attempt or with one waiting', () => {
    expect(orderPayState(open, undefined)).toEqual(inProgress);
    expect(orderPayState(open, attempt(PaymentState.dealing))).toEqual(inProgress);
  });

  it('follows the latest attempt otherwise', () => {
    expect(orderPayState(open, attempt(PaymentState.success))).toEqual(success);
    expect(orderPayState(open, attempt(PaymentState.failed))).toEqual(ended);
    expect(orderPayState(open, attempt(PaymentState.closed))).toEqual(ended);
  });
});

describe('paymentPayState', () => {
  it('reads a settled attempt by itself, a waiting one by its order', () => {
    expect(paymentPayState(attempt(PaymentState.success), cancelled)).toEqual(success);
    expect(paymentPayState(attempt(PaymentState.refunded), paid)).toEqual(ended);
    expect(paymentPayState(attempt(PaymentState.dealing), paid)).toEqual(success);
    expect(paymentPayState(attempt(PaymentState.dealing), open)).toEqual(inProgress);
  });
});

describe('transferStatus', () => {
  it('finishes a paid order and closes a cancelled one', () => {
    expect(transferStatus(paid, undefined, NOW)).toBe(TradeOrderStatus.finish);
    expect(transferStatus(cancelled, attempt(PaymentState.dealing), NOW)).toBe(TradeOrderStatus.close);
  });

  it('waits for a transfer until its card expires, and closes it from then', () => {
    expect(transferStatus(open, undefined, NOW)).toBe(TradeOrderStatus.waitPay);
    expect(transferStatus(open, attempt(PaymentState.dealing, new Date(NOW.getTime() + 1)), NOW)).toBe(TradeOrderStatus.waitPay);
    expect(transferStatus(open, attempt(PaymentState.dealing, NOW), NOW)).toBe(TradeOrderStatus.close);
  });

  it('follows a settled transfer', () => {
    expect(transferStatus(open, attempt(PaymentState.success), NOW)).toBe(TradeOrderStatus.finish);
    expect(transferStatus(open, attempt(PaymentState.failed), NOW)).toBe(TradeOrderStatus.close);
  });
});

describe('payRemainSeconds', () => {
  it('rounds part of a second up and never goes below zero', () => {
    expect(payRemainSeconds(open, NOW)).toBe(91);
    expect(payRemainSeconds(open, new Date(open.payDeadline.getTime() + 1))).toBe(0);
  });

  it('is zero for an order no longer open', () => {
    expect(isOrderOpen(paid)).toBe(false);
    expect(payRemainSeconds(paid, NOW)).toBe(0);
    expect(payRemainSeconds(cancelled, NOW)).toBe(0);
  });
});

describe('secondsLeft', () => {
  it('rounds up, so zero shows only at the deadline', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_999)).toBe(0);
  });
});

describe('defaultFrontData', () => {
  it('returns to the result page of the order, its number encoded', () => {
    expect(JSON.parse(defaultFrontData('YC1&2'))).toEqual({ resultUrl: `${PayRoute.result}?orderNo=YC1%262` });
  });
});
