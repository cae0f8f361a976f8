import {
  AfterSalesReason as R,
  AfterSalesRefusal,
  AfterSalesType,
  MainOrderStatus as Main,
  OrderFamily,
  ShopOrderStatus as Shop,
  VirtualOrderStatus as Virtual,
  afterSalesRefusalCode,
  errorInfo,
} from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { afterSalesReasonsFor, afterSalesRefusal, afterSalesTypesFor, fulfilmentStageOf, type AfterSalesEligibilityInput } from './after-sales-eligibility.ts';

const DAY = 86_400_000;
const received = 100 * DAY;
const { refundOnly, returnRefund } = AfterSalesType;

function ask(fields: Partial<AfterSalesEligibilityInput>) {
  return afterSalesRefusal({
    family: OrderFamily.shop,
    status: Shop.waitAppraise,
    type: returnRefund,
    reason: R.noLongerWanted,
    goods: { excluded: false },
    receivedAtMs: received,
    nowMs: received + DAY,
    ...fields,
  });
}

describe('after-sales eligibility', () => {
  it('offers 仅退款 before receipt and 退货退款 after, nothing for unpaid or ended orders', () => {
    expect(afterSalesTypesFor(OrderFamily.shop, Shop.waitSend)).toEqual([refundOnly]);
    expect(afterSalesTypesFor(OrderFamily.shop, Shop.waitReceive)).toEqual([refundOnly]);
    expect(afterSalesTypesFor(OrderFamily.shop, Shop.waitAppraise)).toEqual([returnRefund]);
    expect(afterSalesTypesFor(OrderFamily.shop, Shop.finish)).toEqual([returnRefund]);
    expect(afterSalesTypesFor(OrderFamily.main, Main.reserve)).toEqual([refundOnly]);
    expect(afterSalesTypesFor(OrderFamily.main, Main.sign)).toEqual([returnRefund]);
    expect(afterSalesTypesFor(OrderFamily.virtual, Virtual.waitOpen)).toEqual([refundOnly]);
    for (const status of [Shop.waitPay, Shop.cancel, Shop.close]) expect(afterSalesTypesFor(OrderFamily.shop, status)).toEqual([]);
    for (const status of [Virtual.finish, Virtual.fail, Virtual.close]) expect(afterSalesTypesFor(OrderFamily.virtual, status)).toEqual([]);
    expect(fulfilmentStageOf(OrderFamily.main, Main.installing)).toBe('shipped');
  });

  it('allows a no-reason return within the goods window, and not for excluded goods', () => {
    expect(ask({})).toBeNull();
    expect(ask({ nowMs: received + 7 * DAY })).toBeNull();
    expect(ask({ nowMs: received + 7 * DAY + 1 })).toBe(AfterSalesRefusal.windowPassed);
    expect(ask({ nowMs: received + 10 * DAY, goods: { excluded: false, noReasonDays: 15 } })).toBeNull();
    expect(ask({ goods: { excluded: true } })).toBe(AfterSalesRefusal.goodsExcluded);
    expect(ask({ receivedAtMs: null })).toBe(AfterSalesRefusal.windowPassed);
  });

  it('allows a return for the shop fault on excluded goods, within the quality window', () => {
    expect(ask({ reason: R.quality, goods: { excluded: true }, nowMs: received + 15 * DAY })).toBeNull();
    expect(ask({ reason: R.quality, nowMs: received + 15 * DAY + 1 })).toBe(AfterSalesRefusal.windowPassed);
    // A configured quality window replaces the 15 days.
    expect(ask({ reason: R.quality, qualityDays: 30, nowMs: received + 30 * DAY })).toBeNull();
    expect(ask({ reason: R.quality, qualityDays: 10, nowMs: received + 10 * DAY + 1 })).toBe(AfterSalesRefusal.windowPassed);
  });

  it('refuses the wrong type for where the order is, and reasons of the other type', () => {
    expect(ask({ type: refundOnly })).toBe(AfterSalesRefusal.typeNotAllowed);
    expect(ask({ status: Shop.waitSend })).toBe(AfterSalesRefusal.typeNotAllowed);
    expect(ask({ status: Shop.waitSend, type: refundOnly })).toBeNull();
    expect(ask({ status: Shop.waitReceive, type: refundOnly, reason: R.notDelivered })).toBeNull();
    expect(ask({ status: Shop.waitSend, type: refundOnly, reason: R.quality })).toBe(AfterSalesRefusal.reasonNotAllowed);
    expect(ask({ reason: R.notShippedInTime })).toBe(AfterSalesRefusal.reasonNotAllowed);
    expect(ask({ status: Shop.waitPay })).toBe(AfterSalesRefusal.orderNotRefundable);
    expect(ask({ status: Shop.close })).toBe(AfterSalesRefusal.orderNotRefundable);
  });

  it('refunds virtual goods only before they are opened or used', () => {
    const virtual = { family: OrderFamily.virtual, type: refundOnly, receivedAtMs: null };
    expect(ask({ ...virtual, status: Virtual.waitOpen })).toBeNull();
    expect(ask({ ...virtual, status: Virtual.waitOpen, virtualUsed: true })).toBe(AfterSalesRefusal.virtualUsed);
    expect(ask({ ...virtual, status: Virtual.finish })).toBe(AfterSalesRefusal.virtualUsed);
    expect(ask({ ...virtual, status: Virtual.finish, type: returnRefund })).toBe(AfterSalesRefusal.virtualUsed);
    expect(ask({ ...virtual, status: Virtual.fail })).toBe(AfterSalesRefusal.orderNotRefundable);
  });

  it('lists each type its reasons, and maps every refusal to an error code with a Chinese message', () => {
    expect(afterSalesReasonsFor(refundOnly)).toContain(R.notDelivered);
    expect(afterSalesReasonsFor(refundOnly)).not.toContain(R.quality);
    expect(afterSalesReasonsFor(returnRefund)).toContain(R.quality);
    expect(afterSalesReasonsFor(returnRefund).at(-1)).toBe(R.other);
    for (const refusal of Object.values(AfterSalesRefusal)) expect(errorInfo[afterSalesRefusalCode[refusal]].message).toMatch(/[\u4e00-\u9fff]/);
  });
});
