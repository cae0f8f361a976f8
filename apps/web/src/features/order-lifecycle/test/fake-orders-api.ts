import {
  ErrorCode,
  OrderAction,
  OrderListTab,
  ShopOrderStatus,
  errorInfo,
  type CartAddBody,
  type DeliveryVoucher,
  type Logistics,
  type OrderActionResult,
  type OrderDetailV3,
  type OrderPage,
  type OrderUrlConfig,
} from '@emall/contract';
import { cartGroup, cartItem, cartList } from '../../../test/cart-fixtures.ts';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';
import { toListItem } from './order-fixtures.ts';

const API = '/api-gateway';

export interface FakeOrder {
  order: OrderDetailV3;
  /** The list tabs it shows under besides 全部. */
  tabs: OrderListTab[];
}

export interface FakeOrdersOptions {
  orders?: FakeOrder[];
  vouchers?: Record<string, DeliveryVoucher>;
  parcels?: Record<string, Logistics[]>;
  /** Answer a call before the fake does (a failure, a delay…); null lets it answer. */
  override?: (call: RecordedCall) => MockReply | Promise<MockReply> | null;
}

const notFound = (): MockReply => fail(ErrorCode.ORDER_NOT_FOUND, errorInfo[ErrorCode.ORDER_NOT_FOUND].message, 404);

/**
 * The user's orders for page tests: the list by tab and page, the detail, cancel, confirm and
 * delete that change them as the server would, voucher, parcels, the tab counts, and a cart that
 * takes what is bought again.
 */
export function fakeOrdersApi(options: FakeOrdersOptions = {}) {
  let orders = (options.orders ?? []).map((o) => ({ order: { ...o.order }, tabs: [...o.tabs] }));
  const find = (id: string) => orders.find((o) => o.order.orderId === id);
  const idOf = (path: string, pattern: RegExp): string | null => pattern.exec(path)?.[1] ?? null;

  const page = (call: RecordedCall): OrderPage => {
    const tab = (call.url.searchParams.get('status') ?? OrderListTab.all) as OrderListTab;
    const pageNo = Number(call.url.searchParams.get('pageNo') ?? 1);
    const pageSize = Number(call.url.searchParams.get('pageSize') ?? 10);
    const inTab = orders.filter((o) => tab === OrderListTab.all || o.tabs.includes(tab));
    const result = inTab.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((o) => toListItem(o.order));
    return { pageNo, pageSize, totalNum: inTab.length, result };
  };

  const change = (id: string, status: number, statusText: string, actions: OrderAction[], tabs: OrderListTab[]): MockReply => {
    const found = find(id);
    if (!found) return notFound();
    found.order = { ...found.order, status, statusText, actions, payDeadline: null };
    found.tabs = tabs;
    const result: OrderActionResult = { orderId: id, status, statusText, actions };
    return ok(result);
  };

  const cart: CartAddBody[] = [];
  const calls = mockApi(async (call) => {
    const early = options.override?.(call);
    if (early) return early;
    const path = call.url.pathname.slice(API.length);
    if (path === '/hermes/v1/cart' && call.method === 'POST') {
      cart.push(call.body as CartAddBody);
      const items = cart.map((line, i) => cartItem({ cartItemId: String(200 + i), productId: line.productId, productSpecsId: line.productSpecsId, num: line.num }));
      return ok(cartList([cartGroup('曜川精品', items)]));
    }
    if (path === '/hermes/v3/orders') return ok(page(call));
    if (path === '/api/user/center/config/order/url/list') {
      const counts: OrderUrlConfig[] = Object.values(OrderListTab).map((tab) => ({
        title: tab,
        tab,
        url: `/order/list?status=${tab}`,
        iconUrl: '',
        count: tab === OrderListTab.all || tab === OrderListTab.afterSales ? 0 : orders.filter((o) => o.tabs.includes(tab)).length,
      }));
      return ok(counts);
    }
    const cancelId = idOf(path, /^\/hermes\/v1\/orders\/(\w+)\/cancel$/);
    if (cancelId && call.method === 'PUT') {
      return change(cancelId, ShopOrderStatus.cancel, '已取消', [OrderAction.delete, OrderAction.buyAgain], []);
    }
    const confirmId = idOf(path, /^\/hermes\/v1\/orders\/(\w+)\/confirm$/);
    if (confirmId && call.method === 'PUT') {
      return change(confirmId, ShopOrderStatus.waitAppraise, '待评价', [OrderAction.buyAgain], [OrderListTab.waitAppraise]);
    }
    const deleteId = idOf(path, /^\/hermes\/v1\/orders\/(\w+)$/);
    if (deleteId && call.method === 'DELETE') {
      if (!find(deleteId)) return notFound();
      orders = orders.filter((o) => o.order.orderId !== deleteId);
      return ok(null);
    }
    const detailId = idOf(path, /^\/hermes\/v3\/orders\/(\w+)$/);
    if (detailId) {
      const found = find(detailId);
      return found ? ok(found.order) : notFound();
    }
    const voucherId = idOf(path, /^\/hermes\/v1\/goods-annex-voucher\/delivery-voucher\/(\w+)$/);
    if (voucherId) {
      const voucher = options.vouchers?.[voucherId];
      return voucher ? ok(voucher) : notFound();
    }
    if (path === '/hermes/v1/orders/logistics-informations') {
      return ok(options.parcels?.[call.url.searchParams.get('orderNo') ?? ''] ?? []);
    }
    return fail(ErrorCode.NOT_FOUND, '请求的内容不存在', 404);
  });

  const callsTo = (path: string, method?: string): RecordedCall[] =>
    calls.filter((c) => c.url.pathname === `${API}${path}` && (!method || c.method === method));
  return { calls, callsTo, orderOf: (id: string) => find(id)?.order };
}
