import {
  CartProblemReason,
  ErrorCode,
  SelectEnum,
  Text,
  errorInfo,
  type CartAmountBody,
  type CartDeleteBody,
  type CartItem,
  type CartList,
  type CartSkipCheck,
  type CartSkipCheckBody,
  type CartUpdateBody,
  type CartUpdateNumBody,
  type GoodsSku,
} from '@emall/contract';
import { cartAmount, cartGroup, cartItem, cartList } from '../../../test/cart-fixtures.ts';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';

const API = '/api-gateway';

/** The demo cart of the tests: two boutique lines, one attachment line with a stock problem. */
function demoItems(): { group: string; item: CartItem }[] {
  return [
    { group: '曜川精品', item: cartItem({ cartItemId: '101', name: '城市通勤双肩包', specsName: '雾灰', price: 26900, num: 1, maxNum: 3 }) },
    {
      group: '曜川精品',
      item: cartItem({ cartItemId: '102', productId: '3', productSpecsId: '31', name: '钛金保温杯', specsName: '钛原色', price: 0, eValue: 150, deductType: 1, num: 1 }),
    },
    {
      group: '原厂配件',
      item: cartItem({
        cartItemId: '103',
        productId: '5',
        productSpecsId: '51',
        name: '全景天幕遮阳帘',
        specsName: 'ES9 专用',
        price: 35900,
        num: 2,
        stock: 1,
        maxNum: 1,
        selectEnum: SelectEnum.selected,
        selectEnable: false,
        problemReason: CartProblemReason.stock,
        problemText: Text.cartProblemStock,
      }),
    },
  ];
}

export interface FakeCartOptions {
  items?: { group: string; item: CartItem }[];
  /** Answer for a call before the fake cart does (a failure, a delay…); null lets the cart answer. */
  override?: (call: RecordedCall) => MockReply | Promise<MockReply> | null;
  skipCheck?: (body: CartSkipCheckBody) => CartSkipCheck;
  options?: GoodsSku[];
}

/**
 * A server-side cart for page tests: the calls of §7 change it and answer it whole, as the real
 * server does. Its balance is simply price × quantity of the lines the request names that can be
 * selected; the page must show whatever comes back.
 */
export function fakeCartApi(options: FakeCartOptions = {}) {
  let lines = (options.items ?? demoItems()).map((l) => ({ ...l, item: { ...l.item } }));
  const snapshot = (): CartList => {
    const groups = [...new Set(lines.map((l) => l.group))];
    return cartList(groups.map((g) => cartGroup(g, lines.filter((l) => l.group === g).map((l) => l.item))));
  };
  const find = (id: string) => lines.find((l) => l.item.cartItemId === id)?.item;

  const calls = mockApi(async (call) => {
    const early = options.override?.(call);
    if (early) return early;
    const path = call.url.pathname.slice(API.length);
    if (path === '/hermes/annex/v2/cart/list') return ok(snapshot());
    if (path === '/hermes/v1/cart/effect-num') return ok(snapshot().effectNum);
    if (path === '/hermes/v1/cart/update') {
      const body = call.body as CartUpdateBody;
      for (const id of body.cartItemIds) {
        const item = find(id);
        if (!item) return fail(ErrorCode.CART_ITEM_NOT_FOUND, errorInfo[ErrorCode.CART_ITEM_NOT_FOUND].message, 404);
        if (body.selectEnum !== undefined && item.selectEnable) item.selectEnum = body.selectEnum;
        const sku = options.options?.find((s) => s.productSpecsId === body.productSpecsId);
        if (sku) Object.assign(item, { productSpecsId: sku.productSpecsId, specsName: sku.specsName });
      }
      return ok(snapshot());
    }
    if (path === '/hermes/v1/cart/updateNum') {
      const body = call.body as CartUpdateNumBody;
      const item = find(body.cartItemId);
      if (!item) return fail(ErrorCode.CART_ITEM_NOT_FOUND, '购物车商品不存在', 404);
      if (body.num > item.stock) return fail(ErrorCode.STOCK_SHORT, Text.cartProblemStock);
      item.num = body.num;
      return ok(snapshot());
    }
    if (path === '/hermes/v1/cart/version2/batch' && call.method === 'DELETE') {
      const ids = new Set((call.body as CartDeleteBody).cartItemIds);
      lines = lines.filter((l) => !ids.has(l.item.cartItemId));
      return ok(snapshot());
    }
    if (path === '/hermes/annex/v2/cart/amount') {
      const counted = (call.body as CartAmountBody).amountSpecsList.flatMap((spec) => {
        const item = find(spec.cartItemId);
        return item?.selectEnable ? [{ item, quantity: spec.quantity }] : [];
      });
      const payAmount = counted.reduce((sum, { item, quantity }) => sum + item.price * quantity, 0);
      const payIntegral = counted.reduce((sum, { item, quantity }) => sum + item.eValue * quantity, 0);
      const count = counted.reduce((sum, { quantity }) => sum + quantity, 0);
      return ok(cartAmount({ payAmount, cashPayAmount: payAmount, payIntegral, count }));
    }
    if (path === '/hermes/v1/cart/skip/check') {
      const body = call.body as CartSkipCheckBody;
      return ok(options.skipCheck?.(body) ?? { pass: true, problems: [], eValueShort: false });
    }
    const option = /^\/hermes\/v1\/cart\/(\d+)\/option$/.exec(path);
    if (option) {
      const item = find(option[1] ?? '');
      if (!item) return fail(ErrorCode.CART_ITEM_NOT_FOUND, '购物车商品不存在', 404);
      return ok({ cartItemId: item.cartItemId, productId: item.productId, productSpecsId: item.productSpecsId, name: item.name, pictureUrl: '', num: item.num, skus: options.options ?? [] });
    }
    return fail(ErrorCode.NOT_FOUND, '请求的内容不存在', 404);
  });

  const callsTo = (suffix: string) => calls.filter((c) => c.url.pathname === `${API}${suffix}`);
  return { calls, callsTo, snapshot };
}
