import type { Executor } from '../../db/client.ts';
import * as repo from './payments.repository.ts';

/** Every payment attempt and every refund of an order, oldest first (订单管理's detail). */
export function paymentRecordsOf(db: Executor, orderId: number): Promise<{ payments: repo.PaymentRow[]; refunds: repo.RefundRow[] }> {
  return repo.findPaymentRecords(db, orderId);
}
