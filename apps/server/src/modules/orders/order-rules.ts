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
  Whitelist,
  type BuyerType,
} from '@emall/contract';
import { needsOwnerUpgrade, nextOrderStatus, OrderEvent, orderFamilyOf, paidStatusOf, type OrderLineInput } from '@emall/domain';
import { AppError } from '../../http/app-error.ts';
import { isActivityOver } from '../cart/cart.view.ts';
import type { BuyerRow } from '../auth/buyer.service.ts';
import type { SkuFactsRow } from '../catalogue/catalogue.service.ts';

/** A line of an order being placed: the SKU's facts, its pieces and the cart line it comes from. */
export interface ResolvedLine {
  facts: SkuFactsRow;
  num: number;
  cartItemId: number | null;
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
function kindOfGoods(g: Pick<SkuFactsRow['goods'], 'bizType' | 'virtualType' | 'annexType'>): OrderKind | null {
  if (g.bizType === BizType.shop) return OrderKind.boutique;
  if (g.bizType === BizType.attachment) return g.annexType === AnnexChildType.HomeCharging ? OrderKind.homeCharging : OrderKind.attachment;
  if (g.bizType === BizType.lightModification) return OrderKind.light;
  if (g.bizType === BizType.virtual) return virtualKinds[g.virtualType ?? -1] ?? null;
  return null;
}

const postedKinds: readonly OrderKind[] = [OrderKind.boutique, OrderKind.attachment];

/**
 * The kind of an order: one kind per order (40065), except that posted goods from the cart
 * (boutique goods and attachments) go together, as boutique.
 */
export function orderKindOf(lines: readonly ResolvedLine[]): OrderKind {
  const kinds = new Set<OrderKind>();
  for (const line of lines) {
    const kind = kindOfGoods(line.facts.goods);
    if (kind === null) throw new AppError(ErrorCode.GOODS_KIND_MISMATCH);
    kinds.add(kind);
  }
  if (kinds.size === 1) return [...kinds][0]!;
  if ([...kinds].every((k) => postedKinds.includes(k))) return OrderKind.boutique;
  throw new AppError(ErrorCode.ORDER_KINDS_MIXED);
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

/** The delivery asked for, or the kind's first; one the kind does not offer is refused (40056). Virtual goods have none. */
export function chooseDelivery(methods: readonly DeliveryMethod[], requested: number | undefined): DeliveryMethod | null {
  if (methods.length === 0) return null;
  if (requested === undefined) return methods[0]!;
  const method = methods.find((m) => m === requested);
  if (method === undefined) throw new AppError(ErrorCode.DELIVERY_NOT_SUPPORTED);
  return method;
}

/** The cashier's trade scene (§2 /pay/cashier tradeScene): the §9 business type of the kind, as text. */
export function tradeSceneOf(kind: OrderKind): string {
  if (kind === OrderKind.attachment || kind === OrderKind.homeCharging) return String(BusinessType.Attachment);
  if (kind === OrderKind.light) return String(BusinessType.Light);
  if (kind === OrderKind.flow) return String(BusinessType.Flow);
  return String(BusinessType.Sale);
}

/**
 * The status of a new order (the family's machine, domain): waiting for cash, or paid at once
 * (waiting to send, stocking, waiting to open).
 */
export function newOrderStatus(kind: OrderKind, cashDueFen: number): number {
  return cashDueFen > 0 ? MainOrderStatus.waitPay : paidStatusOf(kind);
}

/** The status an unpaid order of this kind is closed in at its deadline. */
export function closedStatus(kind: OrderKind): number {
  return nextOrderStatus(orderFamilyOf(kind), MainOrderStatus.waitPay, OrderEvent.close)!;
}

/** A line as the domain prices it: the SKU's unit prices with its goods' deduct rule. */
export function pricingLine(line: ResolvedLine): OrderLineInput {
  const { sku, goods } = line.facts;
  return {
    price: sku.priceFen,
    eValue: sku.eValue,
    deductType: goods.deductType,
    deductAmount: goods.deductAmountFen,
    num: line.num,
    goodsType: goods.goodsType,
  };
}

function sumBy<K>(lines: readonly ResolvedLine[], key: (l: ResolvedLine) => K): Map<K, number> {
  const sums = new Map<K, number>();
  for (const line of lines) sums.set(key(line), (sums.get(key(line)) ?? 0) + line.num);
  return sums;
}

/**
 * What stops these lines being bought by this buyer now, most severe first (the order of the
 * product page's footer, §4): off shelf, crowdfund not running, owner upgrade, whitelist (§6),
 * purchase limit over all of a goods' lines and what the buyer holds already (§5), stock.
 */
export function lineBlocks(lines: readonly ResolvedLine[], buyer: BuyerRow, purchased: ReadonlyMap<number, number>, nowMs: number): ErrorCode[] {
  const found = new Set<ErrorCode>();
  for (const { facts } of lines) {
    const g = facts.goods;
    if (!g.onShelf) found.add(ErrorCode.GOODS_OFF_SHELF);
    if (isActivityOver(facts, nowMs)) found.add(ErrorCode.ACTIVITY_ENDED);
    if (needsOwnerUpgrade(g.buyerType as BuyerType, buyer)) found.add(ErrorCode.OWNER_UPGRADE_REQUIRED);
    if (g.whitelist === Whitelist.yes && !buyer.inWhitelist) found.add(ErrorCode.GOODS_NOT_ALLOWED);
  }
  const goodsOf = new Map(lines.map((l) => [l.facts.goods.id, l.facts.goods]));
  for (const [goodsId, num] of sumBy(lines, (l) => l.facts.goods.id)) {
    const g = goodsOf.get(goodsId)!;
    if (g.userLimitFlag && (purchased.get(goodsId) ?? 0) + num > g.userLimit) found.add(ErrorCode.PURCHASE_LIMIT);
  }
  const stockOf = new Map(lines.map((l) => [l.facts.sku.id, l.facts.sku.stock]));
  for (const [skuId, num] of sumBy(lines, (l) => l.facts.sku.id)) {
    if (num > stockOf.get(skuId)!) found.add(ErrorCode.STOCK_SHORT);
  }
  return blockOrder.filter((code) => found.has(code));
}

/** Every block an order can have, most severe first; the first one found is the one the page shows. */
export const blockOrder: readonly ErrorCode[] = [
  ErrorCode.GOODS_OFF_SHELF,
  ErrorCode.ACTIVITY_ENDED,
  ErrorCode.OWNER_UPGRADE_REQUIRED,
  ErrorCode.GOODS_NOT_ALLOWED,
  ErrorCode.PURCHASE_LIMIT,
  ErrorCode.STOCK_SHORT,
  ErrorCode.ORDER_EVALUE_SHORT,
  ErrorCode.ADDRESS_REQUIRED,
  ErrorCode.STORE_REQUIRED,
  ErrorCode.VIN_REQUIRED,
];
