import { OrderAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, operatorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { adminOrderDetail, adminOrders, cancelRefundOrder, shipOrder } from './order-admin.service.ts';

/**
 * 订单管理's calls (issue 15): search, detail, 取消并退款, 发货 (issue 20). Its own module on top of orders,
 * order-lifecycle, payments and after-sales, because after-sales depends on the order modules and
 * the whole-order refund must go through after-sales' refund, not a second path.
 */
export function orderAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    registerAdmin(app, OrderAdminApi.list, async (request) => ok(await adminOrders(ctx, request.query)));
    registerAdmin(app, OrderAdminApi.detail, async (request) => ok(await adminOrderDetail(ctx, Number(request.params.id))));
    registerAdmin(app, OrderAdminApi.cancelRefund, async (request) => {
      const operator = operatorOf(request);
      const who = { actor: actorOf(request), operatorId: operator.id, permissions: operator.permissions };
      return ok(await cancelRefundOrder(ctx, who, Number(request.params.id), request.body.reason));
    });
    registerAdmin(app, OrderAdminApi.ship, async (request) => ok(await shipOrder(ctx, actorOf(request), Number(request.params.id), request.body)));
  };
}
