import { AdminOrderStatusGroup, MainOrderStatus as Main, OrderFamily, ShopOrderStatus as Shop, VirtualOrderStatus as Virtual } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { familyStatuses } from '../order-status.ts';
import { operatorMayCancelRefund } from '../after-sales-eligibility.ts';
import { adminOrderGroupOf, adminOrderStatuses } from './order-groups.ts';

describe('adminOrderStatuses', () => {
  it('puts every status of every family in exactly one group', () => {
    for (const family of Object.values(OrderFamily)) {
      const grouped = Object.values(AdminOrderStatusGroup).flatMap((group) => adminOrderStatuses(group)[family]);
      expect([...grouped].sort((a, b) => a - b)).toEqual(familyStatuses(family).sort((a, b) => a - b));
    }
  });

  it('groups the running statuses as the shop tabs do, then finished and closed', () => {
    expect(adminOrderStatuses(AdminOrderStatusGroup.waitSend)[OrderFamily.shop]).toEqual([Shop.waitSend]);
    expect(adminOrderStatuses(AdminOrderStatusGroup.closed)[OrderFamily.virtual]).toEqual([Virtual.cancel, Virtual.close, Virtual.fail]);
    expect(adminOrderStatuses(AdminOrderStatusGroup.finished)[OrderFamily.main]).toEqual([Main.finish]);
    expect(adminOrderGroupOf(OrderFamily.main, Main.installing)).toBe(AdminOrderStatusGroup.waitSend);
    expect(adminOrderGroupOf(OrderFamily.shop, Shop.close)).toBe(AdminOrderStatusGroup.closed);
  });
});

describe('operatorMayCancelRefund', () => {
  it('allows paid orders nothing of which has left, and nothing else', () => {
    expect(operatorMayCancelRefund(OrderFamily.shop, Shop.waitSend)).toBe(true);
    expect(operatorMayCancelRefund(OrderFamily.virtual, Virtual.waitOpen)).toBe(true);
    expect(operatorMayCancelRefund(OrderFamily.main, Main.reserve)).toBe(true);
    for (const status of [Shop.waitPay, Shop.waitReceive, Shop.waitAppraise, Shop.finish, Shop.cancel, Shop.close]) {
      expect(operatorMayCancelRefund(OrderFamily.shop, status)).toBe(false);
    }
    expect(operatorMayCancelRefund(OrderFamily.virtual, Virtual.finish)).toBe(false);
    expect(operatorMayCancelRefund(OrderFamily.main, Main.installing)).toBe(false);
  });
});
