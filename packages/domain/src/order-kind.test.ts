import { AnnexChildType, BizType, BusinessType, DeliveryMethod, ErrorCode, MainOrderStatus, OrderKind, VirtualChildType } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { chooseDelivery, closedStatus, deliveryMethodsOf, isVirtualKind, kindOfGoods, newOrderStatus, orderKindOf, tradeSceneOf } from './order-kind.ts';
import { paidStatusOf } from './order-status.ts';

const shop = { bizType: BizType.shop, virtualType: null, annexType: null };
const attachment = { bizType: BizType.attachment, virtualType: null, annexType: AnnexChildType.Attachment };
const homeCharging = { bizType: BizType.attachment, virtualType: null, annexType: AnnexChildType.HomeCharging };
const flow = { bizType: BizType.virtual, virtualType: VirtualChildType.flow, annexType: null };
const car = { bizType: BizType.car, virtualType: null, annexType: null };

describe('kindOfGoods', () => {
  it('maps each sold goods to its submit page', () => {
    expect(kindOfGoods(shop)).toBe(OrderKind.boutique);
    expect(kindOfGoods(attachment)).toBe(OrderKind.attachment);
    expect(kindOfGoods(homeCharging)).toBe(OrderKind.homeCharging);
    expect(kindOfGoods({ bizType: BizType.lightModification, virtualType: null, annexType: null })).toBe(OrderKind.light);
    expect(kindOfGoods(flow)).toBe(OrderKind.flow);
    expect(kindOfGoods({ ...flow, virtualType: VirtualChildType.virtual })).toBe(OrderKind.intellect);
  });

  it('sells no cars and no virtual goods of an unknown type', () => {
    expect(kindOfGoods(car)).toBeNull();
    expect(kindOfGoods({ ...flow, virtualType: null })).toBeNull();
    expect(kindOfGoods({ ...flow, virtualType: 999 })).toBeNull();
  });
});

describe('orderKindOf', () => {
  it('is the one kind of its goods', () => {
    expect(orderKindOf([flow, flow])).toEqual({ ok: true, value: OrderKind.flow });
  });

  it('puts boutique goods and attachments from the cart together, as boutique', () => {
    expect(orderKindOf([attachment, shop])).toEqual({ ok: true, value: OrderKind.boutique });
    expect(orderKindOf([attachment])).toEqual({ ok: true, value: OrderKind.attachment });
  });

  it('refuses other mixes (40065) and goods the shop does not sell (40030)', () => {
    expect(orderKindOf([shop, homeCharging])).toEqual({ ok: false, code: ErrorCode.ORDER_KINDS_MIXED });
    expect(orderKindOf([shop, flow])).toEqual({ ok: false, code: ErrorCode.ORDER_KINDS_MIXED });
    expect(orderKindOf([shop, car])).toEqual({ ok: false, code: ErrorCode.GOODS_KIND_MISMATCH });
  });
});

describe('delivery', () => {
  it('offers post and store pickup for posted goods, and the offline activity with its code', () => {
    expect(deliveryMethodsOf(OrderKind.boutique, undefined)).toEqual([DeliveryMethod.online, DeliveryMethod.store]);
    expect(deliveryMethodsOf(OrderKind.attachment, 'A1')).toEqual([DeliveryMethod.online, DeliveryMethod.store, DeliveryMethod.activityOffline]);
    expect(deliveryMethodsOf(OrderKind.boutique, '')).toEqual([DeliveryMethod.online, DeliveryMethod.store]);
  });

  it('installs home charging at the address, fits light modifications at a store, delivers no virtual goods', () => {
    expect(deliveryMethodsOf(OrderKind.homeCharging, 'A1')).toEqual([DeliveryMethod.online]);
    expect(deliveryMethodsOf(OrderKind.light, undefined)).toEqual([DeliveryMethod.store]);
    expect(deliveryMethodsOf(OrderKind.flow, 'A1')).toEqual([]);
  });

  it('chooses the asked method, else the first; refuses one not offered (40056)', () => {
    const methods = [DeliveryMethod.online, DeliveryMethod.store];
    expect(chooseDelivery(methods, undefined)).toEqual({ ok: true, value: DeliveryMethod.online });
    expect(chooseDelivery(methods, DeliveryMethod.store)).toEqual({ ok: true, value: DeliveryMethod.store });
    expect(chooseDelivery(methods, DeliveryMethod.activityOffline)).toEqual({ ok: false, code: ErrorCode.DELIVERY_NOT_SUPPORTED });
  });

  it('has no delivery for virtual goods, whatever is asked', () => {
    expect(chooseDelivery([], DeliveryMethod.store)).toEqual({ ok: true, value: null });
  });
});

describe('order kinds at the cashier and in the machine', () => {
  it('names the trade scene by the business type of the kind', () => {
    expect(tradeSceneOf(OrderKind.attachment)).toBe(String(BusinessType.Attachment));
    expect(tradeSceneOf(OrderKind.homeCharging)).toBe(String(BusinessType.Attachment));
    expect(tradeSceneOf(OrderKind.light)).toBe(String(BusinessType.Light));
    expect(tradeSceneOf(OrderKind.flow)).toBe(String(BusinessType.Flow));
    expect(tradeSceneOf(OrderKind.boutique)).toBe(String(BusinessType.Sale));
    expect(tradeSceneOf(OrderKind.sound)).toBe(String(BusinessType.Sale));
  });

  it('waits for cash from one fen, and is paid at once with none due', () => {
    expect(newOrderStatus(OrderKind.boutique, 1)).toBe(MainOrderStatus.waitPay);
    expect(newOrderStatus(OrderKind.boutique, 0)).toBe(paidStatusOf(OrderKind.boutique));
    expect(newOrderStatus(OrderKind.flow, 0)).toBe(paidStatusOf(OrderKind.flow));
  });

  it('closes an unpaid order into a status other than waiting', () => {
    for (const kind of Object.values(OrderKind)) expect(closedStatus(kind)).not.toBe(MainOrderStatus.waitPay);
  });

  it('knows the virtual kinds', () => {
    expect(isVirtualKind(OrderKind.flow)).toBe(true);
    expect(isVirtualKind(OrderKind.boutique)).toBe(false);
    expect(isVirtualKind(OrderKind.homeCharging)).toBe(false);
  });
});
