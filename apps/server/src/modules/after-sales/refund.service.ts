import { AfterSalesEvent, AfterSalesEventText, AfterSalesLedgerText, AfterSalesStatus as S, AfterSalesType, ErrorCode, OrderFamily, RefundStatus, type OrderKind } from '@emall/contract';
import { earnedClawback, FulfilmentStage, fulfilmentStageOf, quoteRefund, nextOrderStatus, OrderEvent, orderFamilyOf, type RefundAmounts } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { AfterSalesConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { lockBuyer } from '../auth/buyer.service.ts';
import { returnStock } from '../catalogue/catalogue.service.ts';
import { recordStatusEvent } from '../order-lifecycle/lifecycle.service.ts';
import { AppError } from '../../http/app-error.ts';
import { voidWarrantyCards } from '../warranty/warranty-cards.service.ts';
import { addRefundedPieces, findOrderById, findOrderLines, lockOrder, moveOrderStatus, type OrderRow } from '../orders/orders.service.ts';
import { caseRefunds, openCaseRefund } from '../payments/refunds.service.ts';
import { recordPointsDebt, refundPoints, spendPoints } from '../points/points.service.ts';
import { releaseCouponOfOrder } from '../rights/checkout.service.ts';
import * as repo from './after-sales.repository.ts';
import { moveByEvent, type Actor } from './case-moves.ts';
import { orderFacts } from './order-facts.service.ts';

/**
 * The refund step of a case, in the caller's transaction (issue 15 Money): the case moves to
 * refunding (40138 for whoever loses the race, so it runs once); the E-value it took goes back
 * through the ledger less the earned E-value taken back (earnedClawback: what the shopper already
 * spent comes off the cash refund, what that cannot cover stays as a debt on the case); the cash
 * refund is opened against the order's payment (asked of the channel after the commit); the
 * coupon is enabled again when the whole order came back before it expired; stock goes back only
 * for goods that came back or never shipped. A case with no cash to pay back completes at once.
 */
export async function refundCase(tx: Executor, quoted: repo.CaseRow, actor: Actor, now: Date, limits: AfterSalesConfig): Promise<repo.CaseRow> {
  const buyer = await lockBuyer(tx, quoted.userId);
  let moved = await moveByEvent(tx, quoted, AfterSalesEvent.refund, actor, now);
  const c = await requote(tx, moved, now, limits);
  const claw = earnedClawback({ eValueBack: c.eValue, earnedBack: c.pointsEarnedBack, cashFen: c.cashFen, balance: buyer?.pointsBalance ?? 0 });
  const key = `aftersales:${c.id}`;
  if (claw.pointsDelta > 0) await refundPoints(tx, c.userId, claw.pointsDelta, AfterSalesLedgerText.refund, key, now);
  if (claw.pointsDelta < 0) await spendPoints(tx, c.userId, -claw.pointsDelta, AfterSalesLedgerText.clawback, key, now);
  if (claw.debtPoints > 0) await recordPointsDebt(tx, c.userId, claw.debtPoints, `${AfterSalesLedgerText.debt} ${c.caseNo}`, `aftersales-debt:${c.id}`, now);
  const cashFen = c.cashFen - claw.cashDeductFen;
  await repo.updateCase(tx, c.id, { cashDeductFen: claw.cashDeductFen, debtPoints: claw.debtPoints });
  const caseLines = await repo.findLinesOfCases(tx, [c.id]);
  for (const line of caseLines) {
    await addRefundedPieces(tx, line.orderLineId, line.pieces);
    // Refunded units lose their warranty (issue 18): as many cards of the line are voided.
    await voidWarrantyCards(tx, line.orderLineId, line.pieces, now);
  }
  const order = (await findOrderById(tx, c.orderId))!;
  await closeWhollyRefunded(tx, order, now);
  if (c.couponBack && order.rightsAccountId !== null) await releaseCouponOfOrder(tx, c.userId, order.rightsAccountId);
  if (c.type === AfterSalesType.returnRefund || c.notShipped) {
    const skus = new Map((await findOrderLines(tx, c.orderId)).map((l) => [l.id, l.skuId]));
    for (const line of caseLines) await returnStock(tx, skus.get(line.orderLineId)!, line.pieces);
  }
  if (cashFen > 0 && (await openCaseRefund(tx, { orderId: c.orderId, caseId: c.id, amountFen: cashFen, reason: `${AfterSalesLedgerText.refund} ${c.caseNo}` }, now))) {
    await repo.insertCaseEvent(tx, { caseId: c.id, status: S.refunding, actor: 'system', note: AfterSalesEventText.refundRequested, at: now });
  } else {
    // Paid entirely in E-value (or the spent reward took all the cash): nothing goes through a channel.
    moved = await moveByEvent(tx, { ...moved, status: S.refunding }, AfterSalesEvent.refunded, { kind: 'system' }, now, { note: AfterSalesEventText.refundDone });
  }
  return moved;
}

/** What a case saves of its quote, line by line: the pieces and amounts each line pays back. */
export function caseLineRows(caseId: number, refund: RefundAmounts) {
  return refund.lines.map((l) => ({ caseId, orderLineId: l.lineId, pieces: l.pieces, cashFen: l.cashFen, eValue: l.eValue, couponFen: l.couponFen, pointsEarned: l.pointsEarned }));
}

/** What a case saves of its quote: the amounts it pays back. */
export function caseAmounts(refund: RefundAmounts) {
  return {
    cashFen: refund.cashFen,
    eValue: refund.eValue,
    couponFen: refund.couponFen,
    carriageFen: refund.carriageFen,
    couponBack: refund.couponBack,
    pointsEarnedBack: refund.pointsEarnedBack,
    wholeOrder: refund.wholeOrder,
  };
}

/**
 * The case's amounts as its refund pays them, quoted again under the order's lock against the
 * pieces actually refunded (cases refunding or completed), not those merely held when the shopper
 * applied: a case that was then held by another, since rejected or cancelled, must not take the
 * last piece's remainder, the carriage or the coupon twice. Saved on the case.
 */
async function requote(tx: Executor, c: repo.CaseRow, now: Date, limits: AfterSalesConfig): Promise<repo.CaseRow> {
  const order = (await lockOrder(tx, c.orderId))!;
  const facts = await orderFacts(tx, order, limits);
  // A virtual goods its supplier opened after the case was asked is in use: it is not refunded (the operator rejects).
  if (facts.family === OrderFamily.virtual && fulfilmentStageOf(facts.family, order.status) === FulfilmentStage.received) {
    throw new AppError(ErrorCode.AFTER_SALES_VIRTUAL_USED);
  }
  const others = (await repo.findCasesOfOrder(tx, order.id)).filter((k) => k.id !== c.id && (k.status === S.refunding || k.status === S.completed));
  const refunded = (await repo.findLinesOfCases(tx, others.map((k) => k.id))).map((l) => ({ lineId: l.orderLineId, pieces: l.pieces }));
  const lines = (await repo.findLinesOfCases(tx, [c.id])).map((l) => ({ lineId: l.orderLineId, pieces: l.pieces }));
  const quote = quoteRefund(facts.paid, lines, { refunded, shipped: facts.shipped || !c.notShipped, nowMs: now.getTime() });
  if (!quote.ok) throw new AppError(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
  const amounts = caseAmounts(quote.refund);
  await repo.updateCase(tx, c.id, amounts);
  return { ...c, ...amounts };
}

/** Every piece of the order is refunded (cases refunding or completed): the order closes, per its family's machine. */
async function closeWhollyRefunded(tx: Executor, order: OrderRow, now: Date): Promise<void> {
  const refunded = (await repo.findCasesOfOrder(tx, order.id)).filter((k) => k.status === S.refunding || k.status === S.completed);
  const pieces = (await repo.findLinesOfCases(tx, refunded.map((k) => k.id))).reduce((a, l) => a + l.pieces, 0);
  const bought = (await findOrderLines(tx, order.id)).reduce((a, l) => a + l.num, 0);
  if (pieces < bought) return;
  const to = nextOrderStatus(orderFamilyOf(order.kind as OrderKind), order.status, OrderEvent.refund);
  if (to === null) return;
  const moved = await moveOrderStatus(tx, { orderId: order.id, from: order.status, to, now, cancelledAt: now });
  if (moved) await recordStatusEvent(tx, order.id, to, now);
}

/**
 * Completes the cases whose cash refund the channel has paid (its signed notification ended the
 * refund refundSuccess): payments knows nothing of cases, so this reads their refunds' statuses.
 * Each completion is a conditional move, so running it twice, or at once, completes a case once.
 */
export async function completeRefundedCases(ctx: AppContext): Promise<number> {
  const waiting = await repo.findCasesWaiting(ctx.db, S.refunding, new Date(ctx.clock.now().getTime() + 1), 200);
  const refunds = await caseRefunds(ctx.db, waiting.map((c) => c.id));
  let completed = 0;
  for (const c of waiting) {
    if (refunds.get(c.id)?.status !== RefundStatus.refundSuccess) continue;
    const now = ctx.clock.now();
    const done = await ctx.db.transaction(async (tx) => {
      if (!(await repo.moveCase(tx, c.id, [S.refunding], S.completed, now))) return false;
      await repo.insertCaseEvent(tx, { caseId: c.id, status: S.completed, actor: 'system', note: AfterSalesEventText.refundDone, at: now });
      return true;
    });
    if (done) completed++;
  }
  return completed;
}
