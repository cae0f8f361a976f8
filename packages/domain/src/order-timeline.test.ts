import { OrderKind, ShopOrderStatus } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { integralDeductFen } from './pay.ts';
import { awaitsPayment, orderTimeline, type OrderTimes } from './order-timeline.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute));
const order = (over: Partial<OrderTimes> = {}): OrderTimes => ({
  kind: OrderKind.boutique,
  status: ShopOrderStatus.waitPay,
  payAmountFen: 100,
  createdAt: at(0),
  paidAt: null,
  cancelledAt: null,
  updatedAt: at(0),
  ...over,
});

describe('awaitsPayment', () => {
  it('is true only in the status that waits for payment', () => {
    expect(awaitsPayment(OrderKind.boutique, ShopOrderStatus.waitPay)).toBe(true);
    expect(awaitsPayment(OrderKind.boutique, ShopOrderStatus.waitSend)).toBe(false);
    expect(awaitsPayment(OrderKind.boutique, ShopOrderStatus.close)).toBe(false);
  });
});

describe('orderTimeline', () => {
  it('starts an unpaid order waiting for payment', () => {
    expect(orderTimeline(order(), [])).toEqual([{ status: ShopOrderStatus.waitPay, at: at(0) }]);
  });

  it('starts an order with nothing to pay in its paid status', () => {
    const free = order({ payAmountFen: 0, status: ShopOrderStatus.waitSend });
    expect(orderTimeline(free, [])).toEqual([{ status: ShopOrderStatus.waitSend, at: at(0) }]);
  });

  it('reads placed, paid, recorded moves and the status now, oldest first, each status once at its earliest', () => {
    const shipped = order({ status: ShopOrderStatus.waitReceive, paidAt: at(5), updatedAt: at(30) });
    const events = [
      { status: ShopOrderStatus.waitReceive, at: at(20) },
      { status: ShopOrderStatus.waitSend, at: at(6) },
    ];
    expect(orderTimeline(shipped, events)).toEqual([
      { status: ShopOrderStatus.waitPay, at: at(0) },
      { status: ShopOrderStatus.waitSend, at: at(5) },
      { status: ShopOrderStatus.waitReceive, at: at(20) },
    ]);
  });

  it('puts a cancellation at its own time', () => {
    const cancelled = order({ status: ShopOrderStatus.cancel, cancelledAt: at(3), updatedAt: at(9) });
    expect(orderTimeline(cancelled, [])).toEqual([
      { status: ShopOrderStatus.waitPay, at: at(0) },
      { status: ShopOrderStatus.cancel, at: at(3) },
    ]);
  });
});

describe('integralDeductFen', () => {
  it('is what goods, coupon and carriage left beyond the cash paid', () => {
    expect(integralDeductFen({ goodsAmountFen: 10000, couponDeductFen: 1000, carriageFen: 500, payAmountFen: 8000 })).toBe(1500);
  });

  it('is never below zero', () => {
    expect(integralDeductFen({ goodsAmountFen: 100, couponDeductFen: 0, carriageFen: 0, payAmountFen: 200 })).toBe(0);
  });
});
