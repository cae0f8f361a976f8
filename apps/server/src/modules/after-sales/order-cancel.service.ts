import {
  AfterSalesEvent,
  AfterSalesReason,
  AfterSalesStatus as S,
  AfterSalesType,
  ErrorCode,
  OrderAdminText,
  OrderAuditAction,
  Permission,
} from '@emall/contract';
import { isOpenAfterSalesStatus, operatorMayCancelRefund, quoteRefund, type RefundAmounts } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { AfterSalesConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { newTradeNo } from '../../lib/trade-no.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockBuyer } from '../auth/buyer.service.ts';
import { findOrderById, lockOrder, type OrderRow } from '../orders/orders.service.ts';
import { processOpenRefunds } from '../payments/refunds.service.ts';
import type { CaseOperator } from './after-sales-admin.service.ts';
import * as repo from './after-sales.repository.ts';
import { moveByEvent, type Actor } from './case-moves.ts';
import { orderFacts, piecesLeft, type OrderFacts } from './order-facts.service.ts';
import { caseAmounts, caseLineRows, refundCase } from './refund.service.ts';

/** A case still waiting on someone (not yet refunding, completed or ended): the whole-order refund must not take its pieces. */
const isUndecided = (status: number) => isOpenAfterSalesStatus(status as never) && status !== S.refunding && status !== S.completed;

/** Why 取消并退款 is refused now (its console text), or the refund of every piece still kept. */
function wholeRefund(facts: OrderFacts, cases: readonly repo.CaseRow[], nowMs: number): { refusal: string } | { refund: RefundAmounts } {
  const { order, family } = facts;
  if (!operatorMayCancelRefund(family, order.status)) return { refusal: order.paidAt === null || order.cancelledAt !== null ? OrderAdminText.notPaid : OrderAdminText.shipped };
  if (cases.some((c) => isUndecided(c.status))) return { refusal: OrderAdminText.caseOpen };
  const lines = facts.lines.map((l) => ({ lineId: l.id, pieces: piecesLeft(facts, l) })).filter((l) => l.pieces > 0);
  const quoted = lines.length > 0 ? quoteRefund(facts.paid, lines, { refunded: facts.claimed, shipped: false, nowMs }) : null;
  if (!quoted?.ok) return { refusal: OrderAdminText.notPaid };
  return { refund: quoted.refund };
}

/** Who opens a whole-order refund and why: an operator's 取消并退款, or a failed crowdfund's settlement (the system). */
interface WholeRefundOpening {
  reason: AfterSalesReason;
  note: string;
  idempotencyKey: string | null;
  actor: Actor;
}

/**
 * The whole-order refund both paths share, in the caller's transaction under the buyer's and the
 * order's row locks: one 仅退款 case of every piece still kept, opened and approved at once, then
 * refunded by the after-sales refund (refundCase): cash through the channel, E-value, coupon and
 * stock back, the order closed.
 */
async function refundWhole(tx: Executor, order: OrderRow, refund: RefundAmounts, opening: WholeRefundOpening, now: Date, limits: AfterSalesConfig): Promise<repo.CaseRow> {
  const opened = await repo.insertCase(tx, {
    caseNo: newTradeNo('AS', now),
    userId: order.userId,
    orderId: order.id,
    type: AfterSalesType.refundOnly,
    status: S.applied,
    reason: opening.reason,
    description: opening.note,
    photos: [],
    ...caseAmounts(refund),
    notShipped: true,
    idempotencyKey: opening.idempotencyKey,
    statusAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await repo.insertCaseLines(tx, caseLineRows(opened.id, refund));
  const operatorId = opening.actor.kind === 'operator' ? opening.actor.operatorId : null;
  await repo.insertCaseEvent(tx, { caseId: opened.id, status: S.applied, actor: opening.actor.kind, operatorId, note: opening.note, at: now });
  const approved = await moveByEvent(tx, opened, AfterSalesEvent.approve, opening.actor, now);
  return refundCase(tx, approved, opening.actor, now, limits);
}

/** What 订单管理 shows of 取消并退款 for an order: why not, or whether 财务 must approve its amount. */
export async function cancelRefundStanding(ctx: AppContext, order: OrderRow): Promise<{ refusal: string | null; needsApproval: boolean }> {
  const facts = await orderFacts(ctx.db, order, ctx.config.afterSales);
  const whole = wholeRefund(facts, await repo.findCasesOfOrder(ctx.db, order.id), ctx.clock.now().getTime());
  if ('refusal' in whole) return { refusal: whole.refusal, needsApproval: false };
  return { refusal: null, needsApproval: whole.refund.cashFen > ctx.config.afterSales.refundApprovalAboveFen };
}

/**
 * 取消并退款 (issue 15): an operator cancels a paid order nothing of which has left and refunds
 * every piece still kept, with a reason, through the after-sales refund (refundCase): one
 * 仅退款 case opened by the operator and approved at once, so the cash goes through the channel,
 * the E-value, coupon and stock come back and the order closes exactly as a case refunds them.
 * Under the buyer's and the order's row locks, so of concurrent calls the first refunds and the
 * others find the order closed (40090); its audit row commits with it. Above the configured amount
 * the operator needs refunds:approve as well, the rule after-sales refunds follow.
 */
export async function cancelAndRefundOrder(ctx: AppContext, who: CaseOperator, orderId: number, reason: string): Promise<void> {
  const note = reason.trim();
  if (!note) throw new AppError(ErrorCode.BAD_REQUEST, OrderAdminText.cancelRefundReasonRequired);
  const found = await findOrderById(ctx.db, orderId);
  if (!found) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  const now = ctx.clock.now();
  const limits = ctx.config.afterSales;
  const actor = { kind: 'operator' as const, operatorId: who.operatorId };
  await ctx.db.transaction(async (tx) => {
    await lockBuyer(tx, found.userId);
    const order = (await lockOrder(tx, orderId))!;
    const facts = await orderFacts(tx, order, limits);
    const whole = wholeRefund(facts, await repo.findCasesOfOrder(tx, order.id), now.getTime());
    if ('refusal' in whole) throw new AppError(ErrorCode.ORDER_ACTION_NOT_ALLOWED);
    const { refund } = whole;
    if (refund.cashFen > limits.refundApprovalAboveFen && !who.permissions.includes(Permission.refundsApprove)) throw new AppError(ErrorCode.ADMIN_FORBIDDEN);
    const refunded = await refundWhole(tx, order, refund, { reason: AfterSalesReason.merchantCancel, note, idempotencyKey: null, actor }, now, limits);
    const after = (await findOrderById(tx, order.id))!;
    await recordAudit(tx, {
      actor: who.actor,
      at: now,
      action: OrderAuditAction.cancelRefund,
      targetType: 'order',
      targetId: order.id,
      before: { status: order.status },
      after: { status: after.status, reason: note, caseId: refunded.id, cashFen: refund.cashFen, eValue: refund.eValue },
    });
  });
  try {
    await processOpenRefunds(ctx);
  } catch (err) {
    ctx.log.error({ err, orderId }, 'asking the channel for an order refund failed; the sweep tries again');
  }
}

/**
 * What settling a failed crowdfund did to one order: refunded it now, found it refunded under the
 * key by an earlier run, found it closed some other way (nothing left to pay back), or could not (logged).
 */
export type CrowdfundOrderRefund = 'refunded' | 'already' | 'gone' | 'refused';

/**
 * A failed crowdfund's refund of one paid supporter order (issue 19), in full through the same
 * whole-order refund as 取消并退款, by the system. Exactly once per crowdfund and order: under the
 * buyer's and the order's row locks, a case under the idempotency key already there answers
 * 'already' (a rerun after a crash, another instance settling at once), and the case's unique
 * (user, key) index refuses a second one whatever happens. An order the whole refund refuses
 * (shipped, or a case still undecided) is left for an operator: 'refused', logged.
 */
export async function refundOrderOfFailedCrowdfund(ctx: AppContext, input: { orderId: number; userId: number; idempotencyKey: string; note: string }): Promise<CrowdfundOrderRefund> {
  const now = ctx.clock.now();
  const limits = ctx.config.afterSales;
  return ctx.db.transaction(async (tx) => {
    await lockBuyer(tx, input.userId);
    const order = await lockOrder(tx, input.orderId);
    if (!order || order.userId !== input.userId) return 'refused';
    if (await repo.findCaseByKey(tx, input.userId, input.idempotencyKey)) return 'already';
    if (order.cancelledAt !== null) return 'gone';
    const facts = await orderFacts(tx, order, limits);
    const whole = wholeRefund(facts, await repo.findCasesOfOrder(tx, order.id), now.getTime());
    if ('refusal' in whole) {
      ctx.log.error({ orderId: order.id, refusal: whole.refusal }, 'a failed crowdfund could not refund an order; left for an operator');
      return 'refused';
    }
    const opening = { reason: AfterSalesReason.crowdfundFail, note: input.note, idempotencyKey: input.idempotencyKey, actor: { kind: 'system' as const } };
    await refundWhole(tx, order, whole.refund, opening, now, limits);
    return 'refunded';
  });
}
