import {
  DeliveryVoucher,
  Envelope,
  IdParam,
  Logistics,
  LogisticsByBizNoQuery,
  LogisticsByExpressNoQuery,
  LogisticsByOrderIdQuery,
  LogisticsByOrderNoQuery,
  OrderActionResult,
  OrderDetail,
  OrderDetailV3,
  OrderListQuery,
  OrderPage,
  OrderUrlConfig,
  OrderUrlConfigQuery,
  Paths,
} from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { cancelOrder, confirmOrder, deleteOrder, listOrders, orderDetail, orderUrlConfigs } from './lifecycle.service.ts';
import { logisticsByExpressNo, logisticsByOrderId, logisticsByOrderNo } from './logistics.service.ts';
import { deliveryVoucher } from './voucher.service.ts';

const idParams = Type.Object({ id: IdParam });
const tags = ['orders'];

/**
 * The user's orders after checkout (§7 Orders): list, detail, cancel, confirm, delete, pickup
 * voucher, the order bar config and the logistics calls. Every order call is the owner's only:
 * another user's order answers ORDER_NOT_FOUND, as a missing one does.
 */
export function lifecycleRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const auth = { auth: 'required' as const };

    app.get(
      Paths.orderList,
      {
        config: auth,
        schema: { tags, summary: "One tab of the user's orders, newest first (pageSize 10 by default)", querystring: OrderListQuery, response: { 200: Envelope(OrderPage) } },
      },
      async (request) => ok(await listOrders(ctx, sessionOf(request).userId, request.query)),
    );
    app.get(
      Paths.orderDetailV2,
      { config: auth, schema: { tags, summary: 'One of the user’s orders, all of it', params: idParams, response: { 200: Envelope(OrderDetail) } } },
      async (request) => ok(await orderDetail(ctx, sessionOf(request).userId, Number(request.params.id))),
    );
    app.get(
      Paths.orderDetailV3,
      {
        config: auth,
        schema: { tags, summary: 'The v2 detail plus the server time (for the pay countdown)', params: idParams, response: { 200: Envelope(OrderDetailV3) } },
      },
      async (request) => {
        const detail = await orderDetail(ctx, sessionOf(request).userId, Number(request.params.id));
        return ok({ ...detail, serverTime: ctx.clock.now().toISOString() });
      },
    );
    app.put(
      Paths.orderCancel,
      {
        config: auth,
        schema: { tags, summary: 'Cancel an unpaid order; its stock, E-value and coupon come back once', params: idParams, response: { 200: Envelope(OrderActionResult) } },
      },
      async (request) => ok(await cancelOrder(ctx, sessionOf(request).userId, Number(request.params.id))),
    );
    app.put(
      Paths.orderConfirm,
      {
        config: auth,
        schema: { tags, summary: 'Confirm receipt of an order out for delivery (waitReceive, waitSign)', params: idParams, response: { 200: Envelope(OrderActionResult) } },
      },
      async (request) => ok(await confirmOrder(ctx, sessionOf(request).userId, Number(request.params.id))),
    );
    app.delete(
      Paths.orderDelete,
      {
        config: auth,
        schema: { tags, summary: 'Delete (hide) a finished, cancelled or closed order', params: idParams, response: { 200: Envelope(Type.Null()) } },
      },
      async (request) => {
        await deleteOrder(ctx, sessionOf(request).userId, Number(request.params.id));
        return ok(null);
      },
    );
    app.get(
      Paths.deliveryVoucher,
      {
        config: auth,
        schema: { tags, summary: 'The pickup voucher (code and QR content) of a paid store-pickup order', params: idParams, response: { 200: Envelope(DeliveryVoucher) } },
      },
      async (request) => ok(await deliveryVoucher(ctx, sessionOf(request).userId, Number(request.params.id))),
    );
    app.get(
      Paths.orderUrlList,
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          summary: "The user centre's order bar: 全部订单 … 退款/售后 with their routes and the user's counts (0 for a guest)",
          querystring: OrderUrlConfigQuery,
          response: { 200: Envelope(Type.Array(OrderUrlConfig)) },
        },
      },
      async (request) => ok(await orderUrlConfigs(ctx, request.session?.userId ?? null, request.query.displayPlatform)),
    );

    const parcels = { 200: Envelope(Type.Array(Logistics)) };
    app.get(
      Paths.logisticsInformations,
      { config: auth, schema: { tags, summary: 'The parcels of an order by orderNo (none before it ships)', querystring: LogisticsByOrderNoQuery, response: parcels } },
      async (request) => ok(await logisticsByOrderNo(ctx, sessionOf(request).userId, request.query.orderNo)),
    );
    app.get(
      Paths.logisticsListByBizNo,
      { config: auth, schema: { tags, summary: 'The parcels of an order by bizNo (its orderNo)', querystring: LogisticsByBizNoQuery, response: parcels } },
      async (request) => ok(await logisticsByOrderNo(ctx, sessionOf(request).userId, request.query.bizNo)),
    );
    app.get(
      Paths.logisticsListByOrderId,
      { config: auth, schema: { tags, summary: 'The parcels of an order by orderId', querystring: LogisticsByOrderIdQuery, response: parcels } },
      async (request) => ok(await logisticsByOrderId(ctx, sessionOf(request).userId, Number(request.query.orderId))),
    );
    app.get(
      Paths.logisticsListV3,
      { config: auth, schema: { tags, summary: 'The parcels of an order by order id', params: idParams, response: parcels } },
      async (request) => ok(await logisticsByOrderId(ctx, sessionOf(request).userId, Number(request.params.id))),
    );
    app.get(
      Paths.logisticsByExpressNo,
      {
        config: auth,
        schema: { tags, summary: "One of the user's parcels by express number", querystring: LogisticsByExpressNoQuery, response: { 200: Envelope(Logistics) } },
      },
      async (request) => ok(await logisticsByExpressNo(ctx, sessionOf(request).userId, request.query.expressNo)),
    );
  };
}
