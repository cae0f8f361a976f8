import {
  AFTER_SALES_PHOTOS_MAX,
  AfterSalesEvent,
  AfterSalesEventText,
  AfterSalesReasons,
  afterSalesRefusalCode,
  AfterSalesStatus as S,
  BadRequestMessage,
  ErrorCode,
  type AfterSalesAmounts,
  type AfterSalesApplyBody,
  type AfterSalesCaseBrief,
  type AfterSalesCaseDetail,
  type AfterSalesEntry,
  type AfterSalesListQuery,
  type AfterSalesQuoteBody,
  type AfterSalesReturnBody,
  type AfterSalesStatus,
  type AfterSalesType,
} from '@emall/contract';
import { afterSalesReasonsFor, holdsShipment, quoteRefund, type RefundAmounts } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Paged } from '../../http/paged.ts';
import { newTradeNo } from '../../lib/trade-no.ts';
import { ownsUploads } from '../files/files.service.ts';
import { findOrderLines, findOrderOfUser, lockOrder } from '../orders/orders.service.ts';
import * as repo from './after-sales.repository.ts';
import { toBrief, type LineLook } from './after-sales.view.ts';
import { loadDetail, moveByEvent } from './case-moves.ts';
import { caseAmounts, caseLineRows } from './refund.service.ts';
import { lineOptions, orderFacts, piecesLeft, refusalFor, type OrderFacts } from './order-facts.service.ts';

async function requireOrder(db: Executor, userId: number, orderId: number) {
  const order = await findOrderOfUser(db, userId, orderId);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return order;
}

async function requireCase(db: Executor, userId: number, caseId: number): Promise<repo.CaseRow> {
  const c = await repo.findCase(db, caseId);
  if (!c || c.userId !== userId) throw new AppError(ErrorCode.AFTER_SALES_CASE_NOT_FOUND);
  return c;
}

/** The refund of the pieces, or the error its refusal maps to (checked before any write). */
function quoteOf(facts: OrderFacts, body: AfterSalesQuoteBody, nowMs: number): RefundAmounts {
  const quoted = quoteRefund(facts.paid, body.lines, { refunded: facts.claimed, shipped: facts.shipped, nowMs });
  if (!quoted.ok) throw new AppError(afterSalesRefusalCode[quoted.reason]);
  return quoted.refund;
}

function amountsOf(refund: RefundAmounts): AfterSalesAmounts {
  return { cashFen: refund.cashFen, eValue: refund.eValue, couponFen: refund.couponFen, carriageFen: refund.carriageFen, couponBack: refund.couponBack };
}

/** GET …/after-sales/orders/:orderId: what each line may ask now, the reasons, and the order's cases. */
export async function afterSalesEntry(ctx: AppContext, userId: number, orderId: number): Promise<AfterSalesEntry> {
  const order = await requireOrder(ctx.db, userId, orderId);
  const facts = await orderFacts(ctx.db, order, ctx.config.afterSales);
  const nowMs = ctx.clock.now().getTime();
  const looks = new Map<number, LineLook>(facts.lines.map((l) => [l.id, l]));
  const cases = await repo.findCasesOfOrder(ctx.db, order.id);
  const caseLines = await repo.findLinesOfCases(ctx.db, cases.map((c) => c.id));
  const types = [...new Set(facts.lines.flatMap((l) => lineOptions(facts, l, nowMs).types))];
  return {
    orderId: String(order.id),
    orderNo: order.orderNo,
    lines: facts.lines.map((l) => ({
      lineId: l.id,
      goodsName: l.name,
      skuName: l.specsName,
      picture: l.pictureUrl,
      num: l.num,
      piecesLeft: piecesLeft(facts, l),
      ...lineOptions(facts, l, nowMs),
    })),
    reasons: [...new Set(types.flatMap((t) => afterSalesReasonsFor(t)))].map((reason) => ({
      reason,
      text: AfterSalesReasons[reason].text,
      types: [...AfterSalesReasons[reason].types],
    })),
    cases: cases.map((c) => toBrief(c, order.orderNo, caseLines.filter((l) => l.caseId === c.id), looks)),
  };
}

/** POST …/after-sales/quote: what the pieces would pay back, as the refund will compute it. */
export async function quoteAfterSales(ctx: AppContext, userId: number, body: AfterSalesQuoteBody): Promise<AfterSalesAmounts> {
  const order = await requireOrder(ctx.db, userId, body.orderId);
  const facts = await orderFacts(ctx.db, order, ctx.config.afterSales);
  const nowMs = ctx.clock.now().getTime();
  const refusal = afterSalesReasonsFor(body.type).every((reason) => refusalFor(facts, body.type, reason, body.lines.map((l) => l.lineId), nowMs) !== null);
  if (refusal) {
    const first = refusalFor(facts, body.type, afterSalesReasonsFor(body.type)[0]!, body.lines.map((l) => l.lineId), nowMs);
    if (first) throw new AppError(afterSalesRefusalCode[first]);
  }
  return amountsOf(quoteOf(facts, body, nowMs));
}

/**
 * POST …/after-sales/apply: opens a case under the order's row lock, so the pieces it claims are
 * counted against every other open case of the order; the quote is saved with it. The same
 * Idempotency-Key answers the case it opened; used for another order it is refused.
 */
export async function applyAfterSales(ctx: AppContext, userId: number, body: AfterSalesApplyBody, key: string | null): Promise<AfterSalesCaseDetail> {
  if (body.photos.length > AFTER_SALES_PHOTOS_MAX || !(await ownsUploads(ctx.db, userId, 'afterSales', body.photos))) {
    throw new AppError(ErrorCode.AFTER_SALES_PHOTO_INVALID);
  }
  await requireOrder(ctx.db, userId, body.orderId);
  const now = ctx.clock.now();
  const saved = await ctx.db.transaction(async (tx) => {
    const order = (await lockOrder(tx, body.orderId))!;
    if (key) {
      const earlier = await repo.findCaseByKey(tx, userId, key);
      if (earlier && earlier.orderId === order.id) return earlier;
      if (earlier) throw new AppError(ErrorCode.BAD_REQUEST, BadRequestMessage.idempotencyKey);
    }
    const facts = await orderFacts(tx, order, ctx.config.afterSales);
    const refusal = refusalFor(facts, body.type, body.reason, body.lines.map((l) => l.lineId), now.getTime());
    if (refusal) throw new AppError(afterSalesRefusalCode[refusal]);
    const refund = quoteOf(facts, body, now.getTime());
    const c = await repo.insertCase(tx, {
      caseNo: newTradeNo('AS', now),
      userId,
      orderId: order.id,
      type: body.type,
      status: S.applied,
      reason: body.reason,
      description: body.description.trim(),
      photos: body.photos,
      ...caseAmounts(refund),
      notShipped: !facts.shipped,
      idempotencyKey: key,
      statusAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertCaseLines(tx, caseLineRows(c.id, refund));
    await repo.insertCaseEvent(tx, { caseId: c.id, status: S.applied, actor: 'shopper', note: AfterSalesEventText.applied, at: now });
    return c;
  });
  return loadDetail(ctx.db, saved, ctx.config.afterSales);
}

/**
 * Whether after-sales keeps the order in the warehouse now (an open 仅退款 asked before it shipped,
 * `holdsShipment`). The warehouse asks it in the transaction that ships, holding the order's row
 * lock, the lock applying takes too: a case and a shipment racing are decided one after the other.
 */
export async function isShipmentHeld(tx: Executor, orderId: number): Promise<boolean> {
  return (await repo.findCasesOfOrder(tx, orderId)).some((c) => holdsShipment(c.type as AfterSalesType, c.status as AfterSalesStatus, c.notShipped));
}

/** GET …/after-sales: the shopper's cases, newest first. */
export async function listAfterSales(ctx: AppContext, userId: number, query: AfterSalesListQuery): Promise<Paged<AfterSalesCaseBrief>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const { rows, total } = await repo.pageCasesOfUser(ctx.db, userId, (pageNo - 1) * pageSize, pageSize);
  const lines = await repo.findLinesOfCases(ctx.db, rows.map((r) => r.c.id));
  const looks = new Map<number, LineLook>();
  for (const orderId of new Set(rows.map((r) => r.c.orderId))) for (const l of await findOrderLines(ctx.db, orderId)) looks.set(l.id, l);
  return {
    pageNo,
    pageSize,
    totalNum: total,
    result: rows.map((r) => toBrief(r.c, r.orderNo, lines.filter((l) => l.caseId === r.c.id), looks)),
  };
}

export async function afterSalesDetail(ctx: AppContext, userId: number, caseId: number): Promise<AfterSalesCaseDetail> {
  return loadDetail(ctx.db, await requireCase(ctx.db, userId, caseId), ctx.config.afterSales);
}

/** POST …/after-sales/:id/cancel: while it waits for the decision, or an approved return not sent. */
export async function cancelAfterSales(ctx: AppContext, userId: number, caseId: number): Promise<AfterSalesCaseDetail> {
  const c = await requireCase(ctx.db, userId, caseId);
  const moved = await ctx.db.transaction((tx) => moveByEvent(tx, c, AfterSalesEvent.cancel, { kind: 'shopper' }, ctx.clock.now()));
  return loadDetail(ctx.db, moved, ctx.config.afterSales);
}

/** POST …/after-sales/:id/return-shipment: the express company and number of the goods sent back. */
export async function shipReturn(ctx: AppContext, userId: number, caseId: number, body: AfterSalesReturnBody): Promise<AfterSalesCaseDetail> {
  const c = await requireCase(ctx.db, userId, caseId);
  const company = body.expressCompany.trim();
  if (company.length === 0) throw new AppError(ErrorCode.BAD_REQUEST);
  const moved = await ctx.db.transaction((tx) =>
    moveByEvent(tx, c, AfterSalesEvent.ship, { kind: 'shopper' }, ctx.clock.now(), {
      note: `${company} ${body.expressNo}`,
      set: { returnCompany: company, returnExpressNo: body.expressNo },
    }),
  );
  return loadDetail(ctx.db, moved, ctx.config.afterSales);
}
