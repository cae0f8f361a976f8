import { AfterSalesReason, AfterSalesType, afterSalesRefusalCode, errorInfo, type LineAfterSales, type OrderKind } from '@emall/contract';
import { afterSalesRefusal, afterSalesTypesFor, isOpenAfterSalesStatus, orderFamilyOf } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { OrderRow } from '../orders/orders.service.ts';
import * as repo from './after-sales.repository.ts';
import { lineOptions, orderFacts } from './order-facts.service.ts';

/**
 * What after-sales says of every line of these orders (the shopper's order list and detail): the
 * types each line may ask now and why not, by the same rule /order/entry answers with, and the
 * newest open case holding pieces of it. Orders no type fits (unpaid, closed, a used virtual
 * goods) are answered by the domain's first refusal without reading their facts.
 */
export async function linesAfterSales(ctx: AppContext, orders: readonly { order: OrderRow; lineIds: readonly number[] }[]): Promise<Map<number, LineAfterSales>> {
  const db = ctx.db;
  const allCases = await repo.findCasesOfOrders(db, orders.map((o) => o.order.id));
  const cases = allCases.filter((c) => isOpenAfterSalesStatus(c.status as never));
  const openCaseOf = new Map<number, string>();
  const caseLines = await repo.findLinesOfCases(db, allCases.map((c) => c.id));
  const withCases = new Set(caseLines.map((l) => l.orderLineId));
  for (const line of caseLines) {
    const owner = cases.find((c) => c.id === line.caseId);
    if (!owner) continue;
    const newest = openCaseOf.get(line.orderLineId);
    if (newest === undefined || Number(newest) < owner.id) openCaseOf.set(line.orderLineId, String(owner.id));
  }
  const standing = new Map<number, LineAfterSales>();
  const nowMs = ctx.clock.now().getTime();
  for (const { order, lineIds } of orders) {
    const family = orderFamilyOf(order.kind as OrderKind);
    if (afterSalesTypesFor(family, order.status).length === 0) {
      const refusal = afterSalesRefusal({ family, status: order.status, type: AfterSalesType.refundOnly, reason: AfterSalesReason.noLongerWanted, goods: { excluded: false }, receivedAtMs: null, nowMs });
      const text = refusal ? errorInfo[afterSalesRefusalCode[refusal]].message : null;
      for (const lineId of lineIds) standing.set(lineId, { types: [], refusal: text, openCaseId: openCaseOf.get(lineId) ?? null, hasCases: withCases.has(lineId) });
      continue;
    }
    const facts = await orderFacts(db, order, ctx.config.afterSales);
    for (const line of facts.lines) {
      const { types, refusal } = lineOptions(facts, line, nowMs);
      standing.set(line.id, { types, refusal, openCaseId: openCaseOf.get(line.id) ?? null, hasCases: withCases.has(line.id) });
    }
  }
  return standing;
}
