import {
  AnnexChildType,
  BizType,
  DeductType,
  DeliveryMethod,
  fillPath,
  GoodsType,
  Paths,
  VirtualChildType,
  type DeliveryVoucher,
  type Logistics,
  type OrderActionResult,
  type OrderDetail,
  type OrderDetailV3,
  type OrderPage,
  type OrderUrlConfig,
} from '@emall/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../modules/orders/orders.table.ts';
import { insertGoods } from './cart.ts';
import { call, type Answer } from './goods.ts';
import { insertAddress, insertStore, submit } from './orders.ts';
import { newUser } from './storefront.ts';
import type { TestApp } from './test-app.ts';

export type Shopper = { userId: number; token: string };

/** A shopper with E-value and a default address. */
export async function shopper(app: TestApp, points = 10_000): Promise<Shopper> {
  const user = await newUser(app, points);
  await insertAddress(app, user.userId);
  return user;
}

/** Goods of each kind the lifecycle cares about; E-value-only ones are paid the moment they are ordered. */
export async function lifecycleGoods(app: TestApp) {
  const eOnly = { priceFen: 0, eValue: 100, deductType: DeductType.integral };
  const eSku = [{ priceFen: 0, eValue: 100, stock: 1_000 }];
  return {
    /** Boutique, ¥50 cash: waits for payment. */
    cash: (await insertGoods(app, { priceFen: 5_000 }, [{ stock: 1_000 }])).skuIds[0]!,
    /** Boutique, 100 E值 only: paid at once (waitSend). */
    eValue: (await insertGoods(app, eOnly, eSku)).skuIds[0]!,
    /** Home charging, 100 E值 only: a main order, paid at once (stocking). */
    homeCharging: (
      await insertGoods(app, { ...eOnly, bizType: BizType.attachment, goodsType: GoodsType.attachment, annexType: AnnexChildType.HomeCharging }, eSku)
    ).skuIds[0]!,
    /** A virtual card voucher, ¥9.90 cash. */
    virtual: (await insertGoods(app, { bizType: BizType.virtual, goodsType: GoodsType.virtual, virtualType: VirtualChildType.cardVoucher, priceFen: 990 }, [{ stock: 1_000 }])).skuIds[0]!,
  };
}

/** Places an order of one SKU; answers its id. */
export async function place(app: TestApp, user: Shopper, skuId: number, extra: Record<string, unknown> = {}): Promise<number> {
  const placed = await submit(app, user.token, { productSpecsId: String(skuId), purchaseCount: 1, ...extra });
  if (placed.code !== 0) throw new Error(`submit: ${placed.body}`);
  return Number(placed.result.orderId);
}

/** A store-pickup order of one SKU at a fresh store. */
export async function placePickup(app: TestApp, user: Shopper, skuId: number): Promise<number> {
  const storeId = await insertStore(app);
  return place(app, user, skuId, { deliveryMethod: DeliveryMethod.store, storeId: String(storeId) });
}

export async function orderRow(app: TestApp, orderId: number) {
  const [row] = await app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export function listOrders(app: TestApp, token: string | null, query = ''): Promise<Answer<OrderPage>> {
  return call<OrderPage>(app, 'GET', `${Paths.orderList}${query ? `?${query}` : ''}`, { token });
}

export function orderDetail(app: TestApp, token: string | null, id: string | number): Promise<Answer<OrderDetail>> {
  return call<OrderDetail>(app, 'GET', fillPath(Paths.orderDetailV2, { id }), { token });
}

export function orderDetailV3(app: TestApp, token: string | null, id: string | number): Promise<Answer<OrderDetailV3>> {
  return call<OrderDetailV3>(app, 'GET', fillPath(Paths.orderDetailV3, { id }), { token });
}

export function cancelOrder(app: TestApp, token: string | null, id: string | number): Promise<Answer<OrderActionResult>> {
  return call<OrderActionResult>(app, 'PUT', fillPath(Paths.orderCancel, { id }), { token });
}

export function confirmOrder(app: TestApp, token: string | null, id: string | number): Promise<Answer<OrderActionResult>> {
  return call<OrderActionResult>(app, 'PUT', fillPath(Paths.orderConfirm, { id }), { token });
}

export function deleteOrder(app: TestApp, token: string | null, id: string | number): Promise<Answer<null>> {
  return call<null>(app, 'DELETE', fillPath(Paths.orderDelete, { id }), { token });
}

export function voucherOf(app: TestApp, token: string | null, id: string | number): Promise<Answer<DeliveryVoucher>> {
  return call<DeliveryVoucher>(app, 'GET', fillPath(Paths.deliveryVoucher, { id }), { token });
}

export function urlConfigs(app: TestApp, token: string | null, query = ''): Promise<Answer<OrderUrlConfig[]>> {
  return call<OrderUrlConfig[]>(app, 'GET', `${Paths.orderUrlList}${query ? `?${query}` : ''}`, { token });
}

/** Every logistics call of §7 for one order (by id, by number, by bizNo, by path id). */
export async function logisticsCalls(app: TestApp, token: string, orderId: number, orderNo: string): Promise<Answer<Logistics[]>[]> {
  return Promise.all([
    call<Logistics[]>(app, 'GET', `${Paths.logisticsInformations}?orderNo=${encodeURIComponent(orderNo)}`, { token }),
    call<Logistics[]>(app, 'GET', `${Paths.logisticsListByBizNo}?bizNo=${encodeURIComponent(orderNo)}`, { token }),
    call<Logistics[]>(app, 'GET', `${Paths.logisticsListByOrderId}?orderId=${orderId}`, { token }),
    call<Logistics[]>(app, 'GET', fillPath(Paths.logisticsListV3, { id: orderId }), { token }),
  ]);
}

export function logisticsByExpressNo(app: TestApp, token: string, expressNo: string): Promise<Answer<Logistics>> {
  return call<Logistics>(app, 'GET', `${Paths.logisticsByExpressNo}?expressNo=${encodeURIComponent(expressNo)}`, { token });
}
