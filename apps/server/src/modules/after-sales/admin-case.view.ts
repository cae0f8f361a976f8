import { RefundStatusText, type AdminAfterSalesDetail, type OrderKind } from '@emall/contract';
import { allocateOrder, orderFamilyOf, orderStatusText } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { findBuyer } from '../auth/buyer.service.ts';
import * as repo from './after-sales.repository.ts';
import { loadDetail } from './case-moves.ts';
import { orderFacts } from './order-facts.service.ts';
import { findOrderById } from '../orders/orders.service.ts';
import { caseRefunds } from '../payments/refunds.service.ts';

/** A refund of more cash than the configured amount needs 财务 (refunds:approve) as well. */
export function needsApproval(ctx: AppContext, c: repo.CaseRow): boolean {
  return c.cashFen > ctx.config.afterSales.refundApprovalAboveFen;
}

/**
 * A case as the console shows it: the shopper's detail, plus who asked (phone), how the order was
 * paid line by line (the domain's allocation, the very shares a refund is computed from) and what
 * this case pays back of each line (the quote saved on its lines).
 */
export async function adminCaseDetail(ctx: AppContext, c: repo.CaseRow): Promise<AdminAfterSalesDetail> {
  const { db } = ctx;
  const limits = ctx.config.afterSales;
  const order = (await findOrderById(db, c.orderId))!;
  const facts = await orderFacts(db, order, limits);
  const shares = new Map(allocateOrder(facts.paid).map((s) => [s.lineId, s]));
  const caseLines = await repo.findLinesOfCases(db, [c.id]);
  const names = new Map(facts.lines.map((l) => [l.id, l.name]));
  const refund = (await caseRefunds(db, [c.id])).get(c.id);
  return {
    ...(await loadDetail(db, c, limits)),
    userId: String(c.userId),
    phone: (await findBuyer(db, c.userId))?.phone ?? '',
    inspectionNote: c.inspectionNote,
    cashDeductFen: c.cashDeductFen,
    debtPoints: c.debtPoints,
    pointsEarnedBack: c.pointsEarnedBack,
    needsApproval: needsApproval(ctx, c),
    approvalAboveFen: limits.refundApprovalAboveFen,
    channelRefund: refund ? { ...refund, statusText: RefundStatusText[refund.status] } : null,
    order: {
      orderId: String(order.id),
      orderNo: order.orderNo,
      statusText: orderStatusText(orderFamilyOf(order.kind as OrderKind), order.status),
      goodsAmountFen: order.goodsAmountFen,
      couponDeductFen: order.couponDeductFen,
      carriageFen: order.carriageFen,
      payAmountFen: order.payAmountFen,
      integral: order.integral,
      paidAt: order.paidAt ? order.paidAt.toISOString() : null,
      lines: facts.lines.map((l) => ({
        lineId: l.id,
        goodsName: l.name,
        skuName: l.specsName,
        picture: l.pictureUrl,
        num: l.num,
        priceFen: l.priceFen,
        cashFen: shares.get(l.id)?.cashFen ?? 0,
        eValue: shares.get(l.id)?.eValue ?? 0,
        couponFen: shares.get(l.id)?.couponFen ?? 0,
      })),
    },
    refundLines: caseLines.map((l) => ({
      lineId: l.orderLineId,
      goodsName: names.get(l.orderLineId) ?? '',
      pieces: l.pieces,
      cashFen: l.cashFen,
      eValue: l.eValue,
      couponFen: l.couponFen,
    })),
  };
}
