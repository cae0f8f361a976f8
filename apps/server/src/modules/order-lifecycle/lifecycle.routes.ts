import { OrderLifecycleApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { cancelOrder, confirmOrder, deleteOrder, listOrders, orderDetail, orderUrlConfigs } from './lifecycle.service.ts';
import type { LinesAfterSales } from './lifecycle.view.ts';
import { logisticsByExpressNo, logisticsByOrderId, logisticsByOrderNo } from './logistics.service.ts';
import { deliveryVoucher } from './voucher.service.ts';

/**
 * The user's orders after checkout (§7 Orders): list, detail, cancel, confirm, delete, pickup
 * voucher, the order bar config and the logistics calls. Every order call is the owner's only:
 * another user's order answers ORDER_NOT_FOUND, as a missing one does. The list's and the detail's
 * lines carry what after-sales says of them (`afterSales`, the after-sales module's answer).
 */
export function lifecycleRoutes(ctx: AppContext, afterSales: LinesAfterSales) {
  return async function (app: FastifyInstance) {
    const api = OrderLifecycleApi;
    register(app, api.list, async (request) => ok(await listOrders(ctx, sessionOf(request).userId, request.query, afterSales)));
    register(app, api.detailV2, async (request) => ok(await orderDetail(ctx, sessionOf(request).userId, Number(request.params.id), afterSales)));
    register(app, api.detailV3, async (request) => {
      const detail = await orderDetail(ctx, sessionOf(request).userId, Number(request.params.id), afterSales);
      return ok({ ...detail, serverTime: ctx.clock.now().toISOString() });
    });
    register(app, api.cancel, async (request) => ok(await cancelOrder(ctx, sessionOf(request).userId, Number(request.params.id))));
    register(app, api.confirm, async (request) => ok(await confirmOrder(ctx, sessionOf(request).userId, Number(request.params.id))));
    register(app, api.delete, async (request) => {
      await deleteOrder(ctx, sessionOf(request).userId, Number(request.params.id));
      return ok(null);
    });
    register(app, api.deliveryVoucher, async (request) => ok(await deliveryVoucher(ctx, sessionOf(request).userId, Number(request.params.id))));
    register(app, api.urlList, async (request) => ok(await orderUrlConfigs(ctx, request.session?.userId ?? null, request.query.displayPlatform)));

    register(app, api.logisticsByOrderNo, async (request) => ok(await logisticsByOrderNo(ctx, sessionOf(request).userId, request.query.orderNo)));
    register(app, api.logisticsByBizNo, async (request) => ok(await logisticsByOrderNo(ctx, sessionOf(request).userId, request.query.bizNo)));
    register(app, api.logisticsByOrderId, async (request) => ok(await logisticsByOrderId(ctx, sessionOf(request).userId, Number(request.query.orderId))));
    register(app, api.logisticsV3, async (request) => ok(await logisticsByOrderId(ctx, sessionOf(request).userId, Number(request.params.id))));
    register(app, api.logisticsByExpressNo, async (request) => ok(await logisticsByExpressNo(ctx, sessionOf(request).userId, request.query.expressNo)));
  };
}
