import {
  AnnexChildType,
  BizType,
  BusinessType,
  DeliveryMethod,
  ErrorCode,
  MainOrderStatus,
  OrderFamily,
  OrderKind,
  VirtualChildType,
} from '@emall/contract';
import { nextOrderStatus, OrderEvent, orderFamilyOf, paidStatusOf } from './order-status.ts';

/** A rule's answer: its value, or the error code of the expected outcome that stops it. */
export type Outcome<T, C extends ErrorCode = ErrorCode> = { ok: true; value: T } | { ok: false; code: C };

const refused = (code: ErrorCode): { ok: false; code: ErrorCode } => ({ ok: false, code });

export interface GoodsKindFacts {
  bizType: number;
  virtualType: number | null;
  annexType: string | null;
}

const virtualKinds: Record<number, OrderKind> = {
  [VirtualChildType.flow]: OrderKind.flow,
  [VirtualChildType.virtual]: OrderKind.intellect,
  [VirtualChildType.intellect]: OrderKind.intellect,
  [VirtualChildType.servePacket]: OrderKind.servicePackage,
  [VirtualChildType.cardVoucher]: OrderKind.cardVoucher,
  [VirtualChildType.sound]: OrderKind.sound,
  [VirtualChildType.wallpaper]: OrderKind.wallpaper,
  [VirtualChildType.digital]: OrderKind.digital,
  [VirtualChildType.charging]: OrderKind.charging,
};

/** The submit page (kind) a goods is bought on; null for goods the shop does not sell (cars). */
export function kindOfGoods(g: GoodsKindFacts): OrderKind | null {
  if (g.bizType === BizType.shop) return OrderKind.boutique;
  if (g.bizType === BizType.attachment) return g.annexType === AnnexChildType.HomeCharging ? OrderKind.homeCharging : OrderKind.attachment;
  if (g.bizType === BizType.lightModification) return OrderKind.light;
  if (g.bizType === BizType.virtual) return virtualKinds[g.virtualType ?? -1] ?? null;
  return null;
}

const postedKinds: readonly OrderKind[] = [OrderKind.boutique, OrderKind.attachment];

/**
 * The kind of an order of these goods: one kind per order (40065), except that posted goods from
 * the cart (boutique goods and attachments) go together, as boutique; a goods the shop does not
 * sell is 40030.
 */
export function orderKindOf(goods: readonly GoodsKindFacts[]): Outcome<OrderKind> {
  const kinds = new Set<OrderKind>();
  for (const g of goods) {
    const kind = kindOfGoods(g);
    if (kind === null) return refused(ErrorCode.GOODS_KIND_MISMATCH);
    kinds.add(kind);
  }
  const [first] = kinds;
  if (kinds.size === 1 && first !== undefined) return { ok: true, value: first };
  if ([...kinds].every((k) => postedKinds.includes(k))) return { ok: true, value: OrderKind.boutique };
  return refused(ErrorCode.ORDER_KINDS_MIXED);
}

export function isVirtualKind(kind: OrderKind): boolean {
  return orderFamilyOf(kind) === OrderFamily.virtual;
}

/**
 * Delivery methods of a kind (§9, README Decisions): posted goods by post or store pickup, and at
 * an offline activity when the order carries its activityCode; home charging is installed at the
 * address; light modifications are fitted at a store; virtual goods are not delivered.
 */
export function deliveryMethodsOf(kind: OrderKind, activityCode: string | undefined): DeliveryMethod[] {
  if (postedKinds.includes(kind)) {
    const methods: DeliveryMethod[] = [DeliveryMethod.online, DeliveryMethod.store];
    return activityCode ? [...methods, DeliveryMethod.activityOffline] : methods;
  }
  if (kind === OrderKind.homeCharging) return [DeliveryMethod.online];
  if (kind === OrderKind.light) return [DeliveryMethod.store];
  return [];
}

/** The delivery asked for, or the kind's first; one the kind does not offer is 40056. Virtual goods have none. */
export function chooseDelivery(methods: readonly DeliveryMethod[], requested: number | undefined): Outcome<DeliveryMethod | null> {
  if (methods.length === 0) return { ok: true, value: null };
  const method = requested === undefined ? methods[0] : methods.find((m) => m === requested);
  return method === undefined ? refused(ErrorCode.DELIVERY_NOT_SUPPORTED) : { ok: true, value: method };
}

/** The cashier's trade scene (§2 /pay/cashier tradeScene): the §9 business type of the kind, as text. */
export function tradeSceneOf(kind: OrderKind): string {
  if (kind === OrderKind.attachment || kind === OrderKind.homeCharging) return String(BusinessType.Attachment);
  if (kind === OrderKind.light) return String(BusinessType.Light);
  if (kind === OrderKind.flow) return String(BusinessType.Flow);
  return String(BusinessType.Sale);
}

/** The status of a new order: waiting for cash, or paid at once (waiting to send, stocking, waiting to open). */
export function newOrderStatus(kind: OrderKind, cashDueFen: number): number {
  return cashDueFen > 0 ? MainOrderStatus.waitPay : paidStatusOf(kind);
}

/** The status an unpaid order of this kind is closed in at its deadline. */
export function closedStatus(kind: OrderKind): number {
  return nextOrderStatus(orderFamilyOf(kind), MainOrderStatus.waitPay, OrderEvent.close)!;
}
