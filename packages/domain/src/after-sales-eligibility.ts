import {
  AFTER_SALES_NO_REASON_DAYS,
  AFTER_SALES_QUALITY_DAYS,
  AfterSalesReason,
  AfterSalesReasons,
  AfterSalesRefusal,
  AfterSalesType,
  MainOrderStatus as Main,
  OrderFamily,
  ShopOrderStatus as Shop,
  VirtualOrderStatus as Virtual,
} from '@emall/contract';

/** How far a paid order's goods have gone: still here, on the way (or at the store, being fitted), received. */
export const FulfilmentStage = { notShipped: 'notShipped', shipped: 'shipped', received: 'received' } as const;
export type FulfilmentStage = (typeof FulfilmentStage)[keyof typeof FulfilmentStage];

/**
 * The stage of each status a refund may start from; statuses missing here (unpaid, cancelled,
 * closed, a failed virtual order, refunded already) take no after-sales case. A virtual order
 * opened at its supplier counts as received: the goods is delivered and may be in use.
 */
const stages: Record<OrderFamily, Partial<Record<number, FulfilmentStage>>> = {
  [OrderFamily.shop]: {
    [Shop.waitSend]: FulfilmentStage.notShipped,
    [Shop.waitReceive]: FulfilmentStage.shipped,
    [Shop.waitAppraise]: FulfilmentStage.received,
    [Shop.finish]: FulfilmentStage.received,
  },
  [OrderFamily.main]: {
    [Main.stocking]: FulfilmentStage.notShipped,
    [Main.waitShopConfirm]: FulfilmentStage.notShipped,
    [Main.shopConfirm]: FulfilmentStage.notShipped,
    [Main.reserve]: FulfilmentStage.notShipped,
    [Main.installing]: FulfilmentStage.shipped,
    [Main.waitSign]: FulfilmentStage.shipped,
    [Main.sign]: FulfilmentStage.received,
    [Main.finish]: FulfilmentStage.received,
  },
  [OrderFamily.virtual]: {
    [Virtual.waitOpen]: FulfilmentStage.notShipped,
    [Virtual.finish]: FulfilmentStage.received,
  },
};

export function fulfilmentStageOf(family: OrderFamily, status: number): FulfilmentStage | null {
  return stages[family][status] ?? null;
}

/** The types an order may ask for now (/order/afterSalesApplyType): 仅退款 before receipt, 退货退款 after; virtual goods only before they are opened. */
export function afterSalesTypesFor(family: OrderFamily, status: number): AfterSalesType[] {
  const stage = fulfilmentStageOf(family, status);
  if (stage === null) return [];
  if (family === OrderFamily.virtual) return stage === FulfilmentStage.received ? [] : [AfterSalesType.refundOnly];
  return stage === FulfilmentStage.received ? [AfterSalesType.returnRefund] : [AfterSalesType.refundOnly];
}

/** The reasons the picker lists for a type, in order. */
export function afterSalesReasonsFor(type: AfterSalesType): AfterSalesReason[] {
  return (Object.keys(AfterSalesReasons) as AfterSalesReason[]).filter((reason) => AfterSalesReasons[reason].types.includes(type));
}

export interface AfterSalesGoodsRule {
  /** Days after receipt a no-reason return may be asked (the goods' own, else the server's setting, else AFTER_SALES_NO_REASON_DAYS). */
  noReasonDays?: number;
  /** Excluded from no-reason returns (custom-made, fitted, perishable, opened digital goods…). */
  excluded: boolean;
}

export interface AfterSalesEligibilityInput {
  family: OrderFamily;
  status: number;
  type: AfterSalesType;
  reason: AfterSalesReason;
  goods: AfterSalesGoodsRule;
  /** When the goods was received (signed, picked up, signed off); null when unknown. */
  receivedAtMs: number | null;
  nowMs: number;
  /** A virtual goods already opened or used (the order's status says opened; a supplier may know more). */
  virtualUsed?: boolean;
  /** Days after receipt a return for the shop's fault may be asked (the server's setting, else AFTER_SALES_QUALITY_DAYS). */
  qualityDays?: number;
}

const DAY_MS = 86_400_000;

/**
 * Whether a case of this type, for this reason, may be asked for now (issue 15): 仅退款 while not
 * shipped or shipped but not received; 退货退款 once received, within the goods' no-reason days
 * (and not for excluded goods) for a no-reason reason, within AFTER_SALES_QUALITY_DAYS for the
 * shop's fault (which exclusion never blocks); virtual goods only as 仅退款 before they are opened
 * or used. A received order whose receipt time is unknown has no window it can be shown to be in.
 * Answers the first refusal, or null when allowed.
 */
export function afterSalesRefusal(input: AfterSalesEligibilityInput): AfterSalesRefusal | null {
  const stage = fulfilmentStageOf(input.family, input.status);
  if (stage === null) return AfterSalesRefusal.orderNotRefundable;
  if (input.family === OrderFamily.virtual && (stage === FulfilmentStage.received || input.virtualUsed === true)) return AfterSalesRefusal.virtualUsed;
  if (!afterSalesTypesFor(input.family, input.status).includes(input.type)) return AfterSalesRefusal.typeNotAllowed;
  const reason = AfterSalesReasons[input.reason];
  if (!reason || !reason.types.includes(input.type)) return AfterSalesRefusal.reasonNotAllowed;
  if (input.type === AfterSalesType.refundOnly) return null;
  if (reason.noReason && input.goods.excluded) return AfterSalesRefusal.goodsExcluded;
  const days = reason.noReason ? (input.goods.noReasonDays ?? AFTER_SALES_NO_REASON_DAYS) : (input.qualityDays ?? AFTER_SALES_QUALITY_DAYS);
  if (input.receivedAtMs === null || input.nowMs > input.receivedAtMs + days * DAY_MS) return AfterSalesRefusal.windowPassed;
  return null;
}

/**
 * Whether an operator may cancel a paid order and refund it whole at once (issue 15, 订单管理):
 * nothing of it has left — not shipped, not at the store, a virtual goods not yet opened. Later
 * the shopper's goods must come back first, which is an after-sales case.
 */
export function operatorMayCancelRefund(family: OrderFamily, status: number): boolean {
  return fulfilmentStageOf(family, status) === FulfilmentStage.notShipped;
}
