import { DASHBOARD_DAYS, DASHBOARD_TOP_GOODS, type Dashboard, type DashboardDay } from '@emall/contract';
import { chinaDayDate, chinaDayStart, lastChinaDays } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { countNewUsersByDay } from '../auth/user-stats.service.ts';
import { goodsBriefs } from '../catalogue/goods-brief.service.ts';
import { countPlacedOrdersByDay, sumPaidOrdersByDay, topSellingGoods } from '../orders/order-stats.service.ts';

/**
 * The console's 工作台: today and the last 30 China days (Asia/Shanghai midnight to midnight) of
 * orders placed, sales paid in cash and E-value, new users, and the best-selling goods of those
 * days. Each figure is its owning module's; this module only lines them up by day.
 */
export async function dashboard(ctx: AppContext): Promise<Dashboard> {
  const now = ctx.clock.now();
  const days = lastChinaDays(now, DASHBOARD_DAYS);
  const span = { from: chinaDayStart(days[0]!), to: chinaDayStart(days.at(-1)! + 1) };
  const [placed, paid, signUps, top] = await Promise.all([
    countPlacedOrdersByDay(ctx.db, span),
    sumPaidOrdersByDay(ctx.db, span),
    countNewUsersByDay(ctx.db, span),
    topSellingGoods(ctx.db, span, DASHBOARD_TOP_GOODS),
  ]);
  const briefs = await goodsBriefs(ctx.db, top.map((g) => g.goodsId));
  const series: DashboardDay[] = days.map((day) => ({
    date: chinaDayDate(day),
    orderCount: placed.get(day) ?? 0,
    paidCount: paid.get(day)?.paidCount ?? 0,
    salesFen: paid.get(day)?.salesFen ?? 0,
    salesEValue: paid.get(day)?.salesEValue ?? 0,
    newUsers: signUps.get(day) ?? 0,
  }));
  return {
    today: series.at(-1)!,
    days: series,
    topGoods: top.map((g) => ({
      goodsId: String(g.goodsId),
      name: briefs.get(g.goodsId)?.name ?? g.name,
      pictureUrl: briefs.get(g.goodsId)?.picture || g.pictureUrl,
      pieces: g.pieces,
      orderCount: g.orderCount,
      amountFen: g.amountFen,
    })),
  };
}
