import { ErrorCode, Text, type GoodsDetail } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartGroup, cartItem, cartList } from '../../../test/cart-fixtures.ts';
import { goodsDetail, loginInfo } from '../../../test/fixtures.ts';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const twoSkus = (): GoodsDetail =>
  goodsDetail({
    skus: [
      { productSpecsId: '11', specsName: '雾灰', pictureUrl: '', stock: 20, price: 26900, productPrice: 32900, eValue: 0 },
      { productSpecsId: '12', specsName: '墨绿', pictureUrl: '', stock: 3, price: 26900, productPrice: 32900, eValue: 0 },
    ],
  });

function api(detail: GoodsDetail, add: (call: RecordedCall) => MockReply, effectNum = 0) {
  return mockApi((call) => {
    const p = call.url.pathname;
    if (p === '/api-gateway/hermes/v2/goods/1' || p === '/api-gateway/hermes/v1/goods-annex/1') return ok(detail);
    if (p.endsWith('/getLoginInfo')) return ok(loginInfo());
    if (p.endsWith('/loveUserCount')) return ok(0);
    if (p === '/api-gateway/hermes/v1/cart/effect-num') return ok(effectNum);
    if (p === '/api-gateway/hermes/v1/cart' && call.method === 'POST') return add(call);
    return fail(40400, '请求的内容不存在', 404);
  });
}

const sheet = () => screen.findByRole('dialog', { name: /曜川 家用智能充电桩/ });

describe('adding to the cart from a product page', () => {
  it('picks a SKU and a count in the sheet, posts them, says 加入购物车成功 and badges the cart', async () => {
    logInForTest();
    const added = cartList([cartGroup('曜川精品', [cartItem({ num: 2 }), cartItem({ cartItemId: '102', num: 1 })])]);
    const calls = api(twoSkus(), () => ok(added), 1);
    renderRoute('/store/boutique/product?productId=1');
    expect((await screen.findByTestId('footer-cart-badge')).textContent).toBe('1');

    await userEvent.click(await screen.findByRole('button', { name: '加入购物车' }));
    const dialog = within(await sheet());
    await userEvent.click(dialog.getByRole('radio', { name: '墨绿' }));
    await userEvent.click(dialog.getByRole('button', { name: '增加' }));
    await userEvent.click(dialog.getByRole('button', { name: '增加' }));
    await userEvent.click(dialog.getByRole('button', { name: '增加' }));
    // 墨绿 has 3 in stock: the stepper stops there.
    expect((dialog.getByRole('button', { name: '增加' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(dialog.getByRole('button', { name: '加入购物车' }));

    expect(await screen.findByText(Text.cartAddSuccess)).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api-gateway/hermes/v1/cart');
    expect(post?.body).toEqual({ productId: '1', productSpecsId: '12', num: 3 });
    await waitFor(() => expect(screen.getByTestId('footer-cart-badge').textContent).toBe('3'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The page shows the SKU that went in.
    expect(screen.getByRole('radio', { name: '墨绿' }).getAttribute('aria-checked')).toBe('true');
  });

  it('keeps the sheet open and shows the server reason when the cart refuses', async () => {
    logInForTest();
    api(twoSkus(), () => fail(ErrorCode.PURCHASE_LIMIT, Text.cartProblemLimit));
    renderRoute('/store/boutique/product?productId=1');
    await userEvent.click(await screen.findByRole('button', { name: '加入购物车' }));
    await userEvent.click(within(await sheet()).getByRole('button', { name: '加入购物车' }));
    expect(await screen.findByText(Text.cartProblemLimit)).toBeTruthy();
    expect(screen.queryByText(Text.cartAddSuccess)).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sends a guest to login, from the add button and from the cart entry', async () => {
    const calls = api(twoSkus(), () => ok(cartList([])));
    const { router } = renderRoute('/store/boutique/product?productId=1');
    await userEvent.click(await screen.findByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/store/boutique/product?productId=1')}`);
    expect(calls.some((c) => c.url.pathname.includes('/cart'))).toBe(false);
  });

  it('opens the cart from the footer entry', async () => {
    logInForTest();
    api(twoSkus(), () => ok(cartList([])), 120);
    const { router } = renderRoute('/store/boutique/product?productId=1');
    expect((await screen.findByTestId('footer-cart-badge')).textContent).toBe('99+');
    await userEvent.click(screen.getByRole('button', { name: '购物车,99+件' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/cart'));
  });

  it.each([
    ['home charging', '/store/home-charging/product?productId=1', { bizType: 3 }, 'HomeCharging'],
    ['a virtual goods', '/store/boutique/product?productId=1', { bizType: 10 }, null],
  ])('offers no cart for %s', async (_name, path, overrides, annexType) => {
    logInForTest();
    const detail = { ...goodsDetail(overrides), kindInfo: annexKind(annexType) };
    api(detail as GoodsDetail, () => ok(cartList([])));
    renderRoute(path);
    expect(await screen.findByRole('button', { name: '立即购买' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加入购物车' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^购物车/ })).toBeNull();
  });

  it('offers the cart for an attachment sent by post', async () => {
    logInForTest();
    const detail = { ...goodsDetail({ bizType: 3 }), kindInfo: annexKind('Attachment') };
    api(detail as GoodsDetail, () => ok(cartList([])));
    renderRoute('/store/attachment/product?productId=1');
    expect(await screen.findByRole('button', { name: '加入购物车' })).toBeTruthy();
  });
});

function annexKind(annexType: string | null) {
  return {
    annexType,
    virtualType: null,
    identificationType: null,
    useType: null,
    needVin: false,
    validDays: 0,
    agreementType: null,
    previewUrl: '',
    faceValue: 0,
    fitModels: [],
    installHours: 0,
  };
}
