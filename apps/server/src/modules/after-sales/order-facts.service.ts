import { AfterSalesReason, AfterSalesReasons, AfterSalesText, fillText, errorInfo, afterSalesRefusalCode, type AfterSalesType, type OrderFamily, type OrderKind } from '@emall/contract';
import {
  afterSalesReasonsFor,
  afterSalesRefusal,
  afterSalesTypesFor,
  familyStatuses,
  FulfilmentStage,
  fulfilmentStageOf,
  isOpenAfterSalesStatus,
  orderFamilyOf,
  type AfterSalesGoodsRule,
  type PaidOrder,
  type RefundPieces,
} from '@emall/domain';
import type { AfterSalesConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { afterSalesRulesOf } from '../catalogue/catalogue.service.ts';
import { statusReachedAt } from '../order-lifecycle/lifecycle.service.ts';
import { findOrderLines, type OrderRow } from '../orders/orders.service.ts';
import { couponOfOrder } from '../rights/checkout.service.ts';
import * as repo from './after-sales.repository.ts';

type OrderLine = Awaited<ReturnType<typeof findOrderLines>>[number];

/** What after-sales reads of an order: its lines as paid, where its goods are, and what is claimed already. */
export interface OrderFacts {
  order: OrderRow;
  lines: OrderLine[];
  paid: PaidOrder;
  family: OrderFamily;
  shipped: boolean;
  receivedAtMs: number | null;
  rules: Map<number, AfterSalesGoodsRule>;
  /** Pieces refunded or held by open cases, per line. */
  claimed: RefundPieces[];
  /** The server's after-sales settings the rules read. */
  limits: AfterSalesConfig;
}

export async function orderFacts(db: Executor, order: OrderRow, limits: AfterSalesConfig): Promise<OrderFacts> {
  const lines = await findOrderLines(db, order.id);
  const family = orderFamilyOf(order.kind as OrderKind);
  const coupon = order.rightsAccountId === null ? null : await couponOfOrder(db, order.userId, order.rightsAccountId);
  const receivedStatuses = familyStatuses(family).filter((s) => fulfilmentStageOf(family, s) === FulfilmentStage.received);
  const receivedAt = await statusReachedAt(db, order.id, receivedStatuses);
  const rulesById = await afterSalesRulesOf(db, [...new Set(lines.map((l) => l.goodsId))]);
  const rules = new Map(lines.map((l) => [l.id, { noReasonDays: rulesById.get(l.goodsId)?.noReasonDays ?? limits.noReasonDays, excluded: rulesById.get(l.goodsId)?.excluded ?? false }]));
  const cases = (await repo.findCasesOfOrder(db, order.id)).filter((c) => isOpenAfterSalesStatus(c.status as never));
  const claimed = (await repo.findLinesOfCases(db, cases.map((c) => c.id))).map((l) => ({ lineId: l.orderLineId, pieces: l.pieces }));
  const stage = fulfilmentStageOf(family, order.status);
  return {
    order,
    lines,
    family,
    shipped: stage !== null && stage !== FulfilmentStage.notShipped,
    receivedAtMs: receivedAt?.getTime() ?? null,
    rules,
    claimed,
    limits,
    paid: {
      lines: lines.map((l) => ({ id: l.id, num: l.num, goodsType: l.goodsType, goodsId: l.goodsId, price: l.priceFen, eValue: l.eValue, deductType: l.deductType, deductAmount: l.deductAmountFen })),
      goodsAmountFen: order.goodsAmountFen,
      couponDeductFen: order.couponDeductFen,
      carriageFen: order.carriageFen,
      payAmountFen: order.payAmountFen,
      integral: order.integral,
      pointsEarned: order.pointsEarned,
      coupon,
    },
  };
}

export function piecesLeft(facts: OrderFacts, line: OrderLine): number {
  return line.num - facts.claimed.filter((c) => c.lineId === line.id).reduce((a, c) => a + c.pieces, 0);
}

/** The first refusal of a case of this type and reason for these lines, or null. */
export function refusalFor(facts: OrderFacts, type: AfterSalesType, reason: AfterSalesReason, lineIds: readonly number[], nowMs: number) {
  for (const lineId of lineIds) {
    const goods = facts.rules.get(lineId);
    if (!goods) continue;
    const refusal = afterSalesRefusal({ family: facts.family, status: facts.order.status, type, reason, goods, receivedAtMs: facts.receivedAtMs, nowMs, qualityDays: facts.limits.qualityDays });
    if (refusal) return refusal;
  }
  return null;
}

/** What the entry page says of a line: the types it may ask now (some reason allows), or the first refusal's message. */
export function lineOptions(facts: OrderFacts, line: OrderLine, nowMs: number): { types: AfterSalesType[]; refusal: string | null; ruleText: string } {
  const rule = facts.rules.get(line.id)!;
  const ruleText = rule.excluded ? AfterSalesText.goodsExcluded : fillText(AfterSalesText.noReasonWindow, { days: rule.noReasonDays ?? facts.limits.noReasonDays });
  const candidates = afterSalesTypesFor(facts.family, facts.order.status);
  let firstRefusal: string | null = null;
  const types = candidates.filter((type) =>
    afterSalesReasonsFor(type).some((reason) => {
      const refusal = refusalFor(facts, type, reason, [line.id], nowMs);
      if (refusal && firstRefusal === null) firstRefusal = errorInfo[afterSalesRefusalCode[refusal]].message;
      return refusal === null;
    }),
  );
  if (candidates.length === 0) {
    const refusal = refusalFor(facts, Object.values(AfterSalesReasons)[0]!.types[0]!, AfterSalesReason.noLongerWanted, [line.id], nowMs);
    firstRefusal = refusal ? errorInfo[afterSalesRefusalCode[refusal]].message : null;
  }
  if (types.length > 0 && piecesLeft(facts, line) === 0) return { types: [], refusal: AfterSalesText.lineUsedUp, ruleText };
  return { types, refusal: types.length > 0 ? null : firstRefusal, ruleText };
}
