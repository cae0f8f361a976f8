import { AfterSalesStatus as S, type OrderFamily, type OrderKind } from '@emall/contract';
import { allocateOrder, orderFamilyOf, type InvoiceSourceLine } from '@emall/domain';
import type { AfterSalesConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import type { OrderRow } from '../orders/orders.service.ts';
import * as repo from './after-sales.repository.ts';
import { orderFacts } from './order-facts.service.ts';

/** What an order paid in cash and what after-sales paid back of it, per line: what invoices bill (issue 17). */
export interface OrderCashStanding {
  family: OrderFamily;
  lines: InvoiceSourceLine[];
  carriage: { cashFen: number; refundedFen: number };
  /** Cash refunded or being refunded (cases refunding or completed), carriage included. */
  cashRefundedFen: number;
}

/**
 * The cash each line of a paid order kept: its share of the cash paid (allocateOrder, the shares
 * refunds use) less what cases refunding or completed pay back of it, pieces and fen.
 */
export async function orderCashStanding(db: Executor, order: OrderRow, limits: AfterSalesConfig): Promise<OrderCashStanding> {
  const facts = await orderFacts(db, order, limits);
  const shares = new Map(allocateOrder(facts.paid).map((s) => [s.lineId, s]));
  const refunding = (await repo.findCasesOfOrder(db, order.id)).filter((c) => c.status === S.refunding || c.status === S.completed);
  const caseLines = await repo.findLinesOfCases(db, refunding.map((c) => c.id));
  const lines = facts.lines.map((l) => {
    const mine = caseLines.filter((c) => c.orderLineId === l.id);
    return {
      name: l.specsName ? `${l.name} ${l.specsName}` : l.name,
      num: l.num,
      cashFen: shares.get(l.id)?.cashFen ?? 0,
      refundedPieces: mine.reduce((a, c) => a + c.pieces, 0),
      refundedCashFen: mine.reduce((a, c) => a + c.cashFen, 0),
    };
  });
  const carriageRefunded = refunding.reduce((a, c) => a + c.carriageFen, 0);
  return {
    family: orderFamilyOf(order.kind as OrderKind),
    lines,
    carriage: { cashFen: order.carriageFen, refundedFen: carriageRefunded },
    cashRefundedFen: lines.reduce((a, l) => a + l.refundedCashFen, 0) + carriageRefunded,
  };
}
