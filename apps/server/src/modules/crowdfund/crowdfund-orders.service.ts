import { ADMIN_PAGE_SIZE, ErrorCode, RefundStatusText, type AdminCrowdfundOrder, type AdminCrowdfundOrderPage, type AdminCrowdfundOrderQuery, type OrderKind, type RefundStatus } from '@emall/contract';
import { maskPhone, orderFamilyOf, orderStatusText } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { liveCrowdfundOf } from '../catalogue/crowdfunds.service.ts';
import { buyersOf, linesOfOrders, refundsOfOrders, searchOrders } from '../orders/order-search.service.ts';
import type { OrderRow } from '../orders/orders.service.ts';

type Refund = { amountFen: number; status: number };

/** What was refunded in cash (every refund but a closed one) and how the last refund stands. */
function refundOf(refunds: readonly Refund[] | undefined): AdminCrowdfundOrder['refund'] {
  const last = refunds?.at(-1);
  if (!refunds || !last) return null;
  const amountFen = refunds.reduce((sum, r) => sum + r.amountFen, 0);
  return { amountFen, statusText: RefundStatusText[last.status as RefundStatus] ?? '' };
}

/**
 * A crowdfund's supporter orders (issue 19, the console's detail): every order with a line of its goods placed
 * while it ran (the same window its figures and settlement read), paid or not, newest first; the shopper's phone
 * masked (营销运营 need not see it whole), pieces of its goods, pay and refund state. Unknown crowdfund 40408.
 */
export async function crowdfundOrders(ctx: AppContext, goodsId: number, query: AdminCrowdfundOrderQuery): Promise<AdminCrowdfundOrderPage> {
  const cf = await liveCrowdfundOf(ctx.db, goodsId);
  if (!cf) throw new AppError(ErrorCode.CROWDFUND_NOT_FOUND);
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const { rows, total } = await searchOrders(ctx.db, { goodsId, createdFrom: cf.startAt, createdBefore: cf.endAt }, (pageNo - 1) * pageSize, pageSize);
  const ids = rows.map((o) => o.id);
  const [lines, buyers, refunds] = await Promise.all([linesOfOrders(ctx.db, ids), buyersOf(ctx.db, rows.map((o) => o.userId)), refundsOfOrders(ctx.db, ids)]);
  const row = (o: OrderRow): AdminCrowdfundOrder => ({
    id: String(o.id),
    orderNo: o.orderNo,
    buyerPhone: maskPhone(buyers.get(o.userId)?.phone ?? ''),
    pieces: lines.filter((l) => l.orderId === o.id && l.goodsId === goodsId).reduce((sum, l) => sum + l.num, 0),
    payAmount: o.payAmountFen,
    statusText: orderStatusText(orderFamilyOf(o.kind as OrderKind), o.status),
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    refund: refundOf(refunds.get(o.id)),
  });
  return { pageNo, pageSize, totalNum: total, result: rows.map(row) };
}
