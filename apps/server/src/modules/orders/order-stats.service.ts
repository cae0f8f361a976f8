import type { Executor } from '../../db/client.ts';
import * as repo from './order-stats.repository.ts';

/**
 * Read-only figures of the orders for the console's dashboard, bucketed by China day (Asia/Shanghai).
 * Sales are orders paid in the span (cash due and E-value taken), whatever became of them later.
 */
export function countPlacedOrdersByDay(db: Executor, span: repo.Span): Promise<Map<number, number>> {
  return repo.countPlacedByDay(db, span);
}

export function sumPaidOrdersByDay(db: Executor, span: repo.Span): Promise<Map<number, repo.PaidDay>> {
  return repo.sumPaidByDay(db, span);
}

export function topSellingGoods(db: Executor, span: repo.Span, limit: number): Promise<repo.GoodsSales[]> {
  return repo.topGoodsPaid(db, span, limit);
}
