import {
  DeliveryMethod,
  MainOrderStatus as Main,
  OrderAction,
  OrderFamily,
  OrderKind,
  OrderListTab,
  OrderStatusText,
  ShopOrderStatus as Shop,
  VirtualOrderStatus as Virtual,
} from '@emall/contract';

/**
 * The status machines of §4, one per order family. Which kind uses which family is ours (README,
 * Decisions): goods sent by post or picked up at a store are shop orders; goods a store installs
 * (home charging, light modification) are main orders with the install statuses; virtual goods are
 * virtual orders.
 */
const familyOfKinds: Record<OrderKind, OrderFamily> = {
  [OrderKind.boutique]: OrderFamily.shop,
  [OrderKind.attachment]: OrderFamily.shop,
  [OrderKind.homeCharging]: OrderFamily.main,
  [OrderKind.light]: OrderFamily.main,
  [OrderKind.flow]: OrderFamily.virtual,
  [OrderKind.intellect]: OrderFamily.virtual,
  [OrderKind.cardVoucher]: OrderFamily.virtual,
  [OrderKind.servicePackage]: OrderFamily.virtual,
  [OrderKind.sound]: OrderFamily.virtual,
  [OrderKind.wallpaper]: OrderFamily.virtual,
  [OrderKind.digital]: OrderFamily.virtual,
  [OrderKind.charging]: OrderFamily.virtual,
};

export function orderFamilyOf(kind: OrderKind): OrderFamily {
  return familyOfKinds[kind];
}

/** The kinds of a family (for queries over one family's statuses). */
export function kindsOfFamily(family: OrderFamily): OrderKind[] {
  return (Object.keys(familyOfKinds) as OrderKind[]).filter((kind) => familyOfKinds[kind] === family);
}

/** What moves an order on. Ours: the spec lists statuses, not events. */
export const OrderEvent = {
  /** The cash due is paid (or there was none). */
  pay: 'pay',
  /** The user cancels an unpaid order. */
  cancel: 'cancel',
  /** The pay deadline passes unpaid. */
  close: 'close',
  /** The goods leave the warehouse: by post, or to the pickup store (ready for pickup). */
  ship: 'ship',
  /** The goods are received: the carrier's sign-off, the user's confirm, or the store's voucher check. */
  receive: 'receive',
  /** Install goods reach the store, which must accept the job. */
  toStore: 'toStore',
  shopConfirm: 'shopConfirm',
  /** The install appointment is booked. */
  reserve: 'reserve',
  install: 'install',
  /** The fitter is done: the user signs it off like a delivery. */
  installed: 'installed',
  /** The order is done (reviewed, or the review window passed). */
  finish: 'finish',
  /** A virtual good is opened (delivered) or fails to open (refunded). */
  open: 'open',
  openFail: 'openFail',
  /** Everything paid went back through after-sales (issue 15): the order closes. */
  refund: 'refund',
} as const;
export type OrderEvent = (typeof OrderEvent)[keyof typeof OrderEvent];

type Machine = Readonly<Record<number, Partial<Record<OrderEvent, number>>>>;

const mainMachine: Machine = {
  [Main.waitPay]: { pay: Main.stocking, cancel: Main.cancel, close: Main.close },
  [Main.stocking]: { ship: Main.waitSign, toStore: Main.waitShopConfirm, refund: Main.close },
  [Main.waitShopConfirm]: { shopConfirm: Main.shopConfirm, refund: Main.close },
  [Main.shopConfirm]: { reserve: Main.reserve, refund: Main.close },
  [Main.reserve]: { install: Main.installing, refund: Main.close },
  [Main.installing]: { installed: Main.waitSign, refund: Main.close },
  [Main.waitSign]: { receive: Main.sign, refund: Main.close },
  [Main.sign]: { finish: Main.finish, refund: Main.close },
};

const shopMachine: Machine = {
  [Shop.waitPay]: { pay: Shop.waitSend, cancel: Shop.cancel, close: Shop.close },
  [Shop.waitSend]: { ship: Shop.waitReceive, refund: Shop.close },
  [Shop.waitReceive]: { receive: Shop.waitAppraise, refund: Shop.close },
  [Shop.waitAppraise]: { finish: Shop.finish, refund: Shop.close },
};

const virtualMachine: Machine = {
  [Virtual.waitPay]: { pay: Virtual.waitOpen, cancel: Virtual.cancel, close: Virtual.close },
  [Virtual.waitOpen]: { open: Virtual.finish, openFail: Virtual.fail, refund: Virtual.close },
};

const machines: Record<OrderFamily, Machine> = {
  [OrderFamily.main]: mainMachine,
  [OrderFamily.shop]: shopMachine,
  [OrderFamily.virtual]: virtualMachine,
};

/** Every status of a family. */
export function familyStatuses(family: OrderFamily): number[] {
  return Object.keys(OrderStatusText[family]).map(Number);
}

export function isFamilyStatus(family: OrderFamily, status: number): boolean {
  return Object.hasOwn(OrderStatusText[family], status);
}

/** The status an event moves the order to, or null when its status does not allow it. */
export function nextOrderStatus(family: OrderFamily, status: number, event: OrderEvent): number | null {
  return machines[family][status]?.[event] ?? null;
}

/** The statuses an event may start from, in a family (for conditional updates over several). */
export function statusesAllowingEvent(family: OrderFamily, event: OrderEvent): number[] {
  return Object.entries(machines[family])
    .filter(([, moves]) => moves[event] !== undefined)
    .map(([status]) => Number(status));
}

/** The statuses an order never leaves. */
export function isFinalOrderStatus(family: OrderFamily, status: number): boolean {
  return isFamilyStatus(family, status) && machines[family][status] === undefined;
}

/** The status of an order once paid: stocking, waiting to send, waiting to open. */
export function paidStatusOf(kind: OrderKind): number {
  const family = orderFamilyOf(kind);
  return nextOrderStatus(family, statusesAllowingEvent(family, OrderEvent.pay)[0]!, OrderEvent.pay)!;
}

/** The status text of the order pages (§4). */
export function orderStatusText(family: OrderFamily, status: number): string {
  return OrderStatusText[family][status] ?? '';
}

/** Only finished, cancelled and closed orders may be deleted (hidden from the list). */
const deletable: Record<OrderFamily, readonly number[]> = {
  [OrderFamily.main]: [Main.finish, Main.cancel, Main.close],
  [OrderFamily.shop]: [Shop.finish, Shop.cancel, Shop.close],
  [OrderFamily.virtual]: [Virtual.finish, Virtual.cancel, Virtual.close],
};

export function canDeleteOrder(family: OrderFamily, status: number): boolean {
  return deletable[family].includes(status);
}

/** The statuses a user may delete an order in. */
export function deletableStatuses(family: OrderFamily): number[] {
  return [...deletable[family]];
}

/** What the actions depend on besides the status. */
export interface OrderActionFacts {
  deliveryMethod: number | null;
  /** The order has a parcel on its way or delivered. */
  hasParcel: boolean;
}

/** Buttons in the order they show, left to right (the main one last). */
const actionOrder: readonly OrderAction[] = [
  OrderAction.delete,
  OrderAction.cancel,
  OrderAction.logistics,
  OrderAction.voucher,
  OrderAction.buyAgain,
  OrderAction.confirm,
  OrderAction.pay,
];

/** The statuses an order ends in without being paid: cancelled by the user, closed at the deadline. */
const unpaidEnds: Record<OrderFamily, readonly number[]> = {
  [OrderFamily.main]: [Main.cancel, Main.close],
  [OrderFamily.shop]: [Shop.cancel, Shop.close],
  [OrderFamily.virtual]: [Virtual.cancel, Virtual.close],
};

/** Whether an order in this status was paid (it is past waiting for payment and was not cancelled or closed). */
export function isPaidOrderStatus(family: OrderFamily, status: number): boolean {
  return isFamilyStatus(family, status) && nextOrderStatus(family, status, OrderEvent.pay) === null && !unpaidEnds[family].includes(status);
}

function offered(family: OrderFamily, status: number, facts: OrderActionFacts): Set<OrderAction> {
  const found = new Set<OrderAction>();
  const unpaid = nextOrderStatus(family, status, OrderEvent.pay) !== null;
  if (unpaid) found.add(OrderAction.pay);
  if (nextOrderStatus(family, status, OrderEvent.cancel) !== null) found.add(OrderAction.cancel);
  if (nextOrderStatus(family, status, OrderEvent.receive) !== null) found.add(OrderAction.confirm);
  if (canDeleteOrder(family, status)) found.add(OrderAction.delete);
  if (!unpaid) found.add(OrderAction.buyAgain);
  if (facts.hasParcel) found.add(OrderAction.logistics);
  const pickup = family === OrderFamily.shop && facts.deliveryMethod === DeliveryMethod.store;
  if (pickup && isPaidOrderStatus(family, status)) found.add(OrderAction.voucher);
  return found;
}

/**
 * What the user may do with an order now (§2 list and detail buttons): pay and cancel while
 * unpaid, confirm receipt when the goods are out, the pickup voucher of a paid store-pickup order,
 * logistics once there is a parcel, delete once it is over, buy again once it is no longer
 * waiting for payment.
 */
export function orderActions(family: OrderFamily, status: number, facts: OrderActionFacts): OrderAction[] {
  const found = offered(family, status, facts);
  return actionOrder.filter((action) => found.has(action));
}

/** The statuses each tab of /order/list shows, by family. all is every status; afterSales the refunded. */
const tabStatuses: Record<Exclude<OrderListTab, 'all'>, Record<OrderFamily, readonly number[]>> = {
  [OrderListTab.waitPay]: {
    [OrderFamily.main]: [Main.waitPay],
    [OrderFamily.shop]: [Shop.waitPay],
    [OrderFamily.virtual]: [Virtual.waitPay],
  },
  [OrderListTab.waitSend]: {
    [OrderFamily.main]: [Main.stocking, Main.waitShopConfirm, Main.shopConfirm, Main.reserve, Main.installing],
    [OrderFamily.shop]: [Shop.waitSend],
    [OrderFamily.virtual]: [Virtual.waitOpen],
  },
  [OrderListTab.waitReceive]: {
    [OrderFamily.main]: [Main.waitSign],
    [OrderFamily.shop]: [Shop.waitReceive],
    [OrderFamily.virtual]: [],
  },
  [OrderListTab.waitAppraise]: {
    [OrderFamily.main]: [Main.sign],
    [OrderFamily.shop]: [Shop.waitAppraise],
    [OrderFamily.virtual]: [],
  },
  [OrderListTab.afterSales]: {
    [OrderFamily.main]: [],
    [OrderFamily.shop]: [],
    [OrderFamily.virtual]: [Virtual.fail],
  },
};

/** The statuses a tab shows for each family; null for all (every status). */
export function statusesOfOrderTab(tab: OrderListTab): Record<OrderFamily, readonly number[]> | null {
  return tab === OrderListTab.all ? null : tabStatuses[tab];
}

/** The tab (besides all) an order is listed under, or null when only all lists it. */
export function orderListTabOf(family: OrderFamily, status: number): OrderListTab | null {
  for (const [tab, byFamily] of Object.entries(tabStatuses)) {
    if (byFamily[family].includes(status)) return tab as OrderListTab;
  }
  return null;
}
