import { ErrorCode, type AfterSalesEvent, type AfterSalesStatus, type AfterSalesType } from '@emall/contract';
import { nextAfterSalesStatus } from '@emall/domain';
import type { AfterSalesConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findOrderLines, findOrderById } from '../orders/orders.service.ts';
import * as repo from './after-sales.repository.ts';
import { toDetail, type LineLook } from './after-sales.view.ts';

export type Actor = { kind: 'shopper' } | { kind: 'operator'; operatorId: number } | { kind: 'system' };

/**
 * Moves a case by an event its machine allows from where it is now, as one conditional update
 * from that status: of two callers racing, the loser (and every event the status does not allow)
 * gets 40138 and nothing is written. The move is recorded on the case's timeline.
 */
export async function moveByEvent(
  tx: Executor,
  c: repo.CaseRow,
  event: AfterSalesEvent,
  actor: Actor,
  now: Date,
  options: { note?: string; set?: Parameters<typeof repo.moveCase>[5] } = {},
): Promise<repo.CaseRow> {
  const to = nextAfterSalesStatus(c.type as AfterSalesType, c.status as AfterSalesStatus, event);
  if (to === null) throw new AppError(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
  const moved = await repo.moveCase(tx, c.id, [c.status], to, now, options.set);
  if (!moved) throw new AppError(ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED);
  await repo.insertCaseEvent(tx, {
    caseId: c.id,
    status: to,
    actor: actor.kind,
    operatorId: actor.kind === 'operator' ? actor.operatorId : null,
    note: options.note ?? '',
    at: now,
  });
  return moved;
}

/** A case as its detail shows it: with the order number, its lines' goods and its timeline. */
export async function loadDetail(db: Executor, c: repo.CaseRow, limits: AfterSalesConfig) {
  const order = (await findOrderById(db, c.orderId))!;
  const looks = new Map<number, LineLook>((await findOrderLines(db, c.orderId)).map((l) => [l.id, l]));
  const lines = await repo.findLinesOfCases(db, [c.id]);
  const history = { events: await repo.findEventsOfCase(db, c.id), messages: await repo.findMessagesOfCase(db, c.id) };
  return toDetail(c, order.orderNo, lines, looks, history, limits);
}
