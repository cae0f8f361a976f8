import {
  DeliveryMethod,
  MainOrderStatus as Main,
  MainOrderStatusText,
  OrderAction,
  OrderFamily,
  OrderKind,
  OrderListTab,
  ShopOrderStatus as Shop,
  ShopOrderStatusText,
  VirtualOrderStatus as Virtual,
  VirtualOrderStatusText,
} from '@emall/contract';
import { describe, expect, it } from 'vitest';
import {
  canDeleteOrder,
  deletableStatuses,
  isFinalOrderStatus,
  isPaidOrderStatus,
  isFamilyStatus,
  kindsOfFamily,
  nextOrderStatus,
  OrderEvent,
  orderActions,
  orderFamilyOf,
  orderStatusText,
  paidStatusOf,
  statusesAllowingEvent,
  familyStatuses,
  statusesOfOrderTab,
  orderListTabOf,
  type OrderEvent as Event,
} from './order-status.ts';

const online = { deliveryMethod: DeliveryMethod.online, hasParcel: false };
const pickup = { deliveryMethod: DeliveryMethod.store, hasParcel: false };
const events = Object.values(OrderEvent);

/** Every (status, event) → status a family allows, as text, to compare with the expected table. */
function moves(family: OrderFamily): string[] {
  const found: string[] = [];
  for (const status of familyStatuses(family)) {
    for (const event of events) {
      const next = nextOrderStatus(family, status, event);
      if (next !== null) found.push(`${status} ${event} ${next}`);
    }
  }
  return found.sort();
}

describe('order families', () => {
  it('puts posted goods in the shop family, installed goods in main, the rest in virtual', () => {
    expect(orderFamilyOf(OrderKind.boutique)).toBe(OrderFamily.shop);
    expect(orderFamilyOf(OrderKind.attachment)).toBe(OrderFamily.shop);
    expect(orderFamilyOf(OrderKind.homeCharging)).toBe(OrderFamily.main);
    expect(orderFamilyOf(OrderKind.light)).toBe(OrderFamily.main);
    for (const kind of [OrderKind.flow, OrderKind.intellect, OrderKind.cardVoucher, OrderKind.servicePackage, OrderKind.sound, OrderKind.wallpaper, OrderKind.digital, OrderKind.charging]) {
      expect(orderFamilyOf(kind)).toBe(OrderFamily.virtual);
    }
    const all = [...kindsOfFamily(OrderFamily.main), ...kindsOfFamily(OrderFamily.shop), ...kindsOfFamily(OrderFamily.virtual)];
    expect(all.sort()).toEqual(Object.values(OrderKind).sort());
  });

  it('knows every status of each family by its §4 code', () => {
    expect(familyStatuses(OrderFamily.main).sort((a, b) => a - b)).toEqual(Object.values(Main).sort((a, b) => a - b));
    expect(familyStatuses(OrderFamily.shop).sort((a, b) => a - b)).toEqual(Object.values(Shop).sort((a, b) => a - b));
    expect(familyStatuses(OrderFamily.virtual).sort((a, b) => a - b)).toEqual(Object.values(Virtual).sort((a, b) => a - b));
    expect(isFamilyStatus(OrderFamily.virtual, Virtual.close)).toBe(true);
    expect(isFamilyStatus(OrderFamily.shop, Main.installing)).toBe(false);
  });

  it('answers the status texts of every family', () => {
    expect(orderStatusText(OrderFamily.shop, Shop.waitSend)).toBe('待发货');
    expect(orderStatusText(OrderFamily.main, Main.stocking)).toBe('备货中');
    expect(orderStatusText(OrderFamily.virtual, Virtual.waitOpen)).toBe('待开通');
    expect(orderStatusText(OrderFamily.virtual, Virtual.close)).toBe('已关闭');
    expect(orderStatusText(OrderFamily.virtual, Virtual.fail)).toBe('开通失败');
    expect(orderStatusText(OrderFamily.shop, 99)).toBe('');
    for (const text of [...Object.values(MainOrderStatusText), ...Object.values(ShopOrderStatusText), ...Object.values(VirtualOrderStatusText)]) {
      expect(text).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('status machines', () => {
  it('main orders: pay, cancel or close; stocking to delivery or to the store and its install steps; sign; finish', () => {
    expect(moves(OrderFamily.main)).toEqual(
      [
        `${Main.waitPay} pay ${Main.stocking}`,
        `${Main.waitPay} cancel ${Main.cancel}`,
        `${Main.waitPay} close ${Main.close}`,
        `${Main.stocking} ship ${Main.waitSign}`,
        `${Main.stocking} toStore ${Main.waitShopConfirm}`,
        `${Main.waitShopConfirm} shopConfirm ${Main.shopConfirm}`,
        `${Main.shopConfirm} reserve ${Main.reserve}`,
        `${Main.reserve} install ${Main.installing}`,
        `${Main.installing} installed ${Main.waitSign}`,
        `${Main.waitSign} receive ${Main.sign}`,
        `${Main.sign} finish ${Main.finish}`,
        // Wholly refunded through after-sales (issue 15), from any paid status before finish.
        ...[Main.stocking, Main.waitShopConfirm, Main.shopConfirm, Main.reserve, Main.installing, Main.waitSign, Main.sign].map((s) => `${s} refund ${Main.close}`),
      ].sort(),
    );
  });

  it('shop orders: pay, cancel or close; send; receive; finish', () => {
    expect(moves(OrderFamily.shop)).toEqual(
      [
        `${Shop.waitPay} pay ${Shop.waitSend}`,
        `${Shop.waitPay} cancel ${Shop.cancel}`,
        `${Shop.waitPay} close ${Shop.close}`,
        `${Shop.waitSend} ship ${Shop.waitReceive}`,
        `${Shop.waitReceive} receive ${Shop.waitAppraise}`,
        `${Shop.waitAppraise} finish ${Shop.finish}`,
        ...[Shop.waitSend, Shop.waitReceive, Shop.waitAppraise].map((s) => `${s} refund ${Shop.close}`),
      ].sort(),
    );
  });

  it('virtual orders: pay, cancel or close; open or fail', () => {
    expect(moves(OrderFamily.virtual)).toEqual(
      [
        `${Virtual.waitPay} pay ${Virtual.waitOpen}`,
        `${Virtual.waitPay} cancel ${Virtual.cancel}`,
        `${Virtual.waitPay} close ${Virtual.close}`,
        `${Virtual.waitOpen} open ${Virtual.finish}`,
        `${Virtual.waitOpen} openFail ${Virtual.fail}`,
        `${Virtual.waitOpen} refund ${Virtual.close}`,
      ].sort(),
    );
  });

  it('refuses every event an ended order gets, and unknown statuses', () => {
    for (const [family, ends] of [
      [OrderFamily.main, [Main.cancel, Main.finish, Main.close]],
      [OrderFamily.shop, [Shop.cancel, Shop.finish, Shop.close]],
      [OrderFamily.virtual, [Virtual.cancel, Virtual.finish, Virtual.fail, Virtual.close]],
    ] as const) {
      for (const status of ends) {
        expect(isFinalOrderStatus(family, status)).toBe(true);
        for (const event of events) expect(nextOrderStatus(family, status, event as Event)).toBeNull();
      }
    }
    expect(nextOrderStatus(OrderFamily.shop, 42, OrderEvent.pay)).toBeNull();
    expect(isFinalOrderStatus(OrderFamily.shop, 42)).toBe(false);
  });

  it('names the statuses an event starts from', () => {
    expect(statusesAllowingEvent(OrderFamily.shop, OrderEvent.cancel)).toEqual([Shop.waitPay]);
    expect(statusesAllowingEvent(OrderFamily.main, OrderEvent.receive)).toEqual([Main.waitSign]);
    expect(statusesAllowingEvent(OrderFamily.virtual, OrderEvent.receive)).toEqual([]);
  });

  it('answers the paid status of each kind', () => {
    expect(paidStatusOf(OrderKind.boutique)).toBe(Shop.waitSend);
    expect(paidStatusOf(OrderKind.homeCharging)).toBe(Main.stocking);
    expect(paidStatusOf(OrderKind.flow)).toBe(Virtual.waitOpen);
  });

  it('tells paid statuses from unpaid and unpaid ends', () => {
    expect(isPaidOrderStatus(OrderFamily.shop, Shop.waitPay)).toBe(false);
    expect(isPaidOrderStatus(OrderFamily.shop, Shop.cancel)).toBe(false);
    expect(isPaidOrderStatus(OrderFamily.shop, Shop.close)).toBe(false);
    expect(isPaidOrderStatus(OrderFamily.shop, Shop.waitReceive)).toBe(true);
    expect(isPaidOrderStatus(OrderFamily.virtual, Virtual.close)).toBe(false);
    expect(isPaidOrderStatus(OrderFamily.virtual, Virtual.fail)).toBe(true);
    expect(isPaidOrderStatus(OrderFamily.main, Main.installing)).toBe(true);
  });
});

describe('order actions', () => {
  it('offers pay and cancel while unpaid, in button order', () => {
    for (const family of Object.values(OrderFamily)) {
      expect(orderActions(family, Shop.waitPay, online)).toEqual([OrderAction.cancel, OrderAction.pay]);
    }
  });

  it('offers confirm receipt only to goods out for delivery', () => {
    expect(orderActions(OrderFamily.shop, Shop.waitReceive, { ...online, hasParcel: true })).toEqual([
      OrderAction.logistics,
      OrderAction.buyAgain,
      OrderAction.confirm,
    ]);
    expect(orderActions(OrderFamily.main, Main.waitSign, online)).toContain(OrderAction.confirm);
    expect(orderActions(OrderFamily.shop, Shop.waitSend, online)).toEqual([OrderAction.buyAgain]);
    expect(orderActions(OrderFamily.main, Main.installing, online)).toEqual([OrderAction.buyAgain]);
  });

  it('offers delete only once an order is over', () => {
    expect(orderActions(OrderFamily.shop, Shop.cancel, online)).toEqual([OrderAction.delete, OrderAction.buyAgain]);
    expect(orderActions(OrderFamily.shop, Shop.finish, { ...online, hasParcel: true })).toEqual([
      OrderAction.delete,
      OrderAction.logistics,
      OrderAction.buyAgain,
    ]);
    expect(orderActions(OrderFamily.virtual, Virtual.close, online)).toEqual([OrderAction.delete, OrderAction.buyAgain]);
    // A failed virtual order was refunded: it stays under after-sales.
    expect(orderActions(OrderFamily.virtual, Virtual.fail, online)).toEqual([OrderAction.buyAgain]);
    expect(canDeleteOrder(OrderFamily.shop, Shop.waitAppraise)).toBe(false);
    expect(deletableStatuses(OrderFamily.virtual).sort()).toEqual([Virtual.cancel, Virtual.finish, Virtual.close].sort());
  });

  it('offers the pickup voucher of paid store-pickup shop orders only', () => {
    expect(orderActions(OrderFamily.shop, Shop.waitSend, pickup)).toEqual([OrderAction.voucher, OrderAction.buyAgain]);
    expect(orderActions(OrderFamily.shop, Shop.waitReceive, pickup)).toEqual([OrderAction.voucher, OrderAction.buyAgain, OrderAction.confirm]);
    expect(orderActions(OrderFamily.shop, Shop.waitPay, pickup)).not.toContain(OrderAction.voucher);
    expect(orderActions(OrderFamily.shop, Shop.close, pickup)).not.toContain(OrderAction.voucher);
    expect(orderActions(OrderFamily.main, Main.stocking, pickup)).not.toContain(OrderAction.voucher);
  });
});

describe('list tabs', () => {
  it('lists every status of every family under all', () => {
    expect(statusesOfOrderTab(OrderListTab.all)).toBeNull();
  });

  it('puts each status under at most one tab, as the order pages name it', () => {
    expect(orderListTabOf(OrderFamily.shop, Shop.waitPay)).toBe(OrderListTab.waitPay);
    expect(orderListTabOf(OrderFamily.shop, Shop.waitSend)).toBe(OrderListTab.waitSend);
    expect(orderListTabOf(OrderFamily.main, Main.reserve)).toBe(OrderListTab.waitSend);
    expect(orderListTabOf(OrderFamily.virtual, Virtual.waitOpen)).toBe(OrderListTab.waitSend);
    expect(orderListTabOf(OrderFamily.main, Main.waitSign)).toBe(OrderListTab.waitReceive);
    expect(orderListTabOf(OrderFamily.shop, Shop.waitAppraise)).toBe(OrderListTab.waitAppraise);
    expect(orderListTabOf(OrderFamily.main, Main.sign)).toBe(OrderListTab.waitAppraise);
    expect(orderListTabOf(OrderFamily.virtual, Virtual.fail)).toBe(OrderListTab.afterSales);
    // The same code in another family is not the same status: 7 closes a shop order, fails a virtual one.
    expect(orderListTabOf(OrderFamily.shop, Shop.close)).toBeNull();
    expect(orderListTabOf(OrderFamily.virtual, Virtual.close)).toBeNull();
    expect(orderListTabOf(OrderFamily.shop, Shop.finish)).toBeNull();
  });

  it('keeps every tab status a status of its family', () => {
    for (const tab of Object.values(OrderListTab)) {
      const byFamily = statusesOfOrderTab(tab);
      if (byFamily === null) continue;
      for (const family of Object.values(OrderFamily)) {
        for (const status of byFamily[family]) expect(isFamilyStatus(family, status)).toBe(true);
      }
    }
  });
});
