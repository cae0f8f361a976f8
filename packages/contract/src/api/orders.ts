import { Type } from 'typebox';
import { Paths } from '../api-paths.ts';
import { Header } from '../http.ts';
import { declareApi, route } from '../route.ts';
import { IdParam } from '../schemas/common.ts';
import {
  CanBuyBody,
  CanBuyResult,
  OrderRequest,
  OrderSubmitData,
  OrderSubmitResult,
  PointOrder,
  TradeSceneBody,
  TradeSceneResult,
  VirtualCheckBody,
  VirtualCheckResult,
} from '../schemas/order.ts';

const PRE_SUBMIT = 'Price an order as it would be charged now (§3 orderSubmitData): lines, pay data, coupons, delivery, and what blocks it';
const SUBMIT = 'Place an order (Idempotency-Key required: the same key answers the same order); stock, E-value and coupon are taken at once';
const preSubmit = { body: OrderRequest, answer: OrderSubmitData };
const submit = { body: OrderRequest, headers: Type.Object({ [Header.idempotencyKey]: Type.Optional(Type.String()) }), answer: OrderSubmitResult };

/** §7 Orders: checkout (pre-submit, submit) and its checks. */
export const OrdersApi = declareApi('orders', {
  preSubmit: route('POST', Paths.preSubmit, PRE_SUBMIT, preSubmit, 'required'),
  preSubmitAnnexV2: route('POST', Paths.preSubmitAnnexV2, PRE_SUBMIT, preSubmit, 'required'),
  preSubmitAnnexV3: route('POST', Paths.preSubmitAnnexV3, PRE_SUBMIT, preSubmit, 'required'),
  preSubmitHomeCharging: route('POST', Paths.preSubmitHomeCharging, 'Pre-submit of home charging goods (others 40030)', preSubmit, 'required'),
  submitV1: route('POST', Paths.orderSubmitV1, SUBMIT, submit, 'required'),
  submitV2: route('POST', Paths.orderSubmitV2, SUBMIT, submit, 'required'),
  submitSimple: route('POST', Paths.orderSubmitSimple, SUBMIT, submit, 'required'),
  submitAnnexV3: route('POST', Paths.orderSubmitAnnexV3, `${SUBMIT}; keeps the appversion and io_avatr headers`, submit, 'required'),
  pointsSubmit: route('POST', Paths.orderPointsSubmit, 'Place an E-value-only order (goods that need cash 40066)', submit, 'required'),
  pointOrderSubmit: route(
    'POST',
    Paths.pointOrders,
    'Place an E-value-only order and answer it as GET point-orders/{id} does',
    { ...submit, answer: PointOrder },
    'required',
  ),
  pointOrder: route('GET', Paths.pointOrder, "One of the user's E-value-only orders", { params: Type.Object({ id: IdParam }), answer: PointOrder }, 'required'),
  tradeScene: route('POST', Paths.orderTradeScene, "The cashier's trade scene of one of the user's orders", { body: TradeSceneBody, answer: TradeSceneResult }, 'required'),
  virtualCheck: route(
    'POST',
    Paths.orderVirtualCheck,
    'May this virtual goods be bought for this car (the user’s own, of a model it fits)?',
    { body: VirtualCheckBody, answer: VirtualCheckResult },
    'required',
  ),
  canBuy: route(
    'POST',
    Paths.orderCanBuy,
    'May the user buy one of each of these SKUs now? The first reason when not',
    { body: CanBuyBody, answer: CanBuyResult },
    'required',
  ),
});
