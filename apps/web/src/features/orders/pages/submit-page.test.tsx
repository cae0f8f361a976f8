import { AddressRoute, ErrorCode, Paths, STORE_CHOOSER_ROUTE, SubmitRoute } from '@emall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeCheckoutHandoff } from '../../../lib/checkout-handoff.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { routes } from '../../../routes.tsx';
import { readChosenAddress, writeAddedCar, writeChosenAddress, writeChosenStore } from '../../../lib/checkout-choices.ts';
import { mockCheckoutApi, preSubmitCalls, submitCalls } from '../../../test/checkout-api.ts';
import { checkoutCoupon, orderLine, payData, store, submitData, submitResult, userAddress } from '../../../test/checkout-fixtures.ts';
import { fail, ok } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { useSubmitStore } from '../state/submit-store.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  sessionStorage.clear();
  useSubmitStore.setState({ drafts: {} });
});
const BOUTIQUE = `${SubmitRoute.boutique}?productId=1&productSpecsId=11&num=2`;

/**
 * The next page is drawn (its code loaded) and the submit page gone: the router keeps a page on
 * screen until the page it goes to can draw, and a page never left is not entered again.
 */
const leftSubmitPage = () => waitFor(() => expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull());

describe('the order-submit page', () => {
  it('prices the product page’s SKU and count on the boutique pre-submit call and shows the answer', async () => {
    logInForTest();
    const calls = mockCheckoutApi();
    renderRoute(BOUTIQUE);
    expect(await screen.findByRole('heading', { name: '曜川 ES9 1:18 合金收藏车模' })).toBeTruthy();
    const [call] = preSubmitCalls(calls);
    expect(call?.url.pathname).toBe(`/api-gateway${Paths.preSubmit}`);
    expect(call?.body).toEqual({ productId: '1', productSpecsId: '11', purchaseCount: 2 });
    // The address card: receiver, masked phone, full address.
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('138****0001')).toBeTruthy();
    expect(screen.getByText('北京市东城区王府井大街 1 号')).toBeTruthy();
    expect(screen.getByLabelText('实付 ¥299.00')).toBeTruthy();
    expect(screen.getByText(/预计可得/).textContent).toBe('E预计可得 299 E值');
    expect(document.title).toBe('确认订单');
  });

  it('calls each kind’s own pre-submit path', async () => {
    logInForTest();
    const calls = mockCheckoutApi();
    const view = renderRoute(`${SubmitRoute.homeCharging}?productId=1&productSpecsId=11&num=1`);
    await screen.findByRole('heading', { name: '曜川 ES9 1:18 合金收藏车模' });
    expect(preSubmitCalls(calls)[0]?.url.pathname).toBe(`/api-gateway${Paths.preSubmitHomeCharging}`);
    view.unmount();
    const flowCalls = mockCheckoutApi({ preSubmit: () => submitData({ deliveryMethods: [], deliveryMethod: null, address: null }) });
    renderRoute(`${SubmitRoute.flow}?productId=2&productSpecsId=21&num=1`);
    await screen.findByRole('heading', { name: '曜川 ES9 1:18 合金收藏车模' });
    expect(preSubmitCalls(flowCalls)[0]?.url.pathname).toBe(`/api-gateway${Paths.preSubmitAnnexV3}`);
    expect(screen.queryByRole('region', { name: '配送方式' })).toBeNull();
  });

  it('prices the cart’s hand-off when opened from the cart', async () => {
    logInForTest();
    writeCheckoutHandoff([{ cartItemId: '101', purchaseCount: 2 }]);
    const calls = mockCheckoutApi();
    renderRoute(`${SubmitRoute.boutique}?source=cart`);
    await screen.findByRole('heading', { name: '曜川 ES9 1:18 合金收藏车模' });
    expect(preSubmitCalls(calls)[0]?.body).toEqual({ cartItems: [{ cartItemId: '101', purchaseCount: 2 }] });
  });

  it('says there is nothing to buy for a URL without goods, without calling', async () => {
    logInForTest();
    const calls = mockCheckoutApi();
    renderRoute(`${SubmitRoute.boutique}?productId=abc`);
    expect(await screen.findByText('请选择要购买的商品')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends a guest to login and back', async () => {
    mockCheckoutApi();
    const { router } = renderRoute(BOUTIQUE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirectUrl')).toBe(BOUTIQUE);
  });

  it('redirects /order/submit, /order/index and /home-charging/submit keeping the query', async () => {
    logInForTest();
    mockCheckoutApi();
    const a = renderRoute('/order/submit?productId=1&productSpecsId=11&num=1');
    await waitFor(() => expect(currentPath(a.router)).toBe(`${SubmitRoute.boutique}?productId=1&productSpecsId=11&num=1`));
    a.unmount();
    const b = renderRoute('/order/index?productId=1&productSpecsId=11');
    await waitFor(() => expect(currentPath(b.router)).toBe(`${SubmitRoute.boutique}?productId=1&productSpecsId=11`));
    b.unmount();
    const c = renderRoute('/home-charging/submit?productId=5&productSpecsId=51&num=1');
    await waitFor(() => expect(currentPath(c.router)).toBe(`${SubmitRoute.homeCharging}?productId=5&productSpecsId=51&num=1`));
  });

  it('shows a failed first load with its message and loads again on retry', async () => {
    logInForTest();
    let fails = true;
    const calls = mockCheckoutApi({ preSubmit: () => (fails ? fail(ErrorCode.STOCK_SHORT, '库存不足') : submitData()) });
    renderRoute(BOUTIQUE);
    expect(await screen.findByText('库存不足')).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '曜川 ES9 1:18 合金收藏车模' })).toBeTruthy();
    expect(preSubmitCalls(calls)).toHaveLength(2);
  });

  it('blocks submit with the server’s reason when the order cannot be submitted', async () => {
    logInForTest();
    mockCheckoutApi({ preSubmit: () => submitData({ address: null, canSubmit: false, blockReason: '请选择收货地址' }) });
    renderRoute(BOUTIQUE);
    await screen.findByRole('heading', { name: '曜川 ES9 1:18 合金收藏车模' });
    expect(screen.getAllByText('请选择收货地址').length).toBeGreaterThanOrEqual(2);
    expect((screen.getByRole('button', { name: '提交订单' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('delivery', () => {
  const both = (body: { deliveryMethod?: number; storeId?: string }) =>
    body.deliveryMethod === 2
      ? submitData({ deliveryMethods: [1, 2], deliveryMethod: 2, store: body.storeId ? store() : null, canSubmit: Boolean(body.storeId), blockReason: body.storeId ? '' : '请选择自提门店' })
      : submitData({ deliveryMethods: [1, 2], deliveryMethod: 1 });

  it('switches to store pickup, prices it again and leads to the store chooser keeping the draft', async () => {
    logInForTest();
    const calls = mockCheckoutApi({ preSubmit: both });
    const { router } = renderRoute(BOUTIQUE);
    const radio = await screen.findByRole('radio', { name: '门店自提' });
    expect(screen.getByRole('radio', { name: '快递配送' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(radio);
    await waitFor(() => expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ deliveryMethod: 2 }));
    expect(await screen.findByRole('button', { name: '请选择自提门店' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '门店自提' }).getAttribute('aria-checked')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: '请选择自提门店' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(STORE_CHOOSER_ROUTE));
    await leftSubmitPage();
    // The chooser picks a store and comes back: the kept draft takes it.
    writeChosenStore(store());
    await act(() => router.navigate(-1));
    expect(await screen.findByText('曜川汽车北京王府井体验中心')).toBeTruthy();
    expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ deliveryMethod: 2, storeId: '7' });
    expect((screen.getByRole('button', { name: '提交订单' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('leads to the address list to choose, and comes back with the chosen address', async () => {
    logInForTest();
    const calls = mockCheckoutApi({
      preSubmit: (body) => submitData({ address: body.addressId === '32' ? userAddress({ id: '32', name: '李四', isDefault: false }) : userAddress() }),
    });
    const { router } = renderRoute(BOUTIQUE);
    await userEvent.click(await screen.findByRole('button', { name: /^更换收货地址/ }));
    await waitFor(() => expect(currentPath(router)).toBe(`${AddressRoute.list}?select=1`));
    await leftSubmitPage();
    // The list sees the address in use.
    expect(readChosenAddress()?.id).toBe('31');
    writeChosenAddress(userAddress({ id: '32', name: '李四', isDefault: false }));
    await act(() => router.navigate(-1));
    expect(await screen.findByText('李四')).toBeTruthy();
    expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ addressId: '32' });
  });

  it('offers 请选择收货地址 when there is no address', async () => {
    logInForTest();
    mockCheckoutApi({ preSubmit: () => submitData({ address: null, canSubmit: false, blockReason: '请选择收货地址' }) });
    const { router } = renderRoute(BOUTIQUE);
    await userEvent.click(await screen.findByRole('button', { name: '请选择收货地址' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${AddressRoute.list}?select=1`));
  });
});

describe('the keep flag (§4)', () => {
  it('resets the draft when the page is left otherwise: a coupon choice does not survive', async () => {
    logInForTest();
    const calls = mockCheckoutApi({
      preSubmit: (body) =>
        submitData({
          coupons: [checkoutCoupon()],
          rightsAccountId: body.rightsAccountId === '' ? null : '501',
          couponDeductAmount: body.rightsAccountId === '' ? 0 : 2000,
        }),
    });
    const { router } = renderRoute(BOUTIQUE);
    await userEvent.click(await screen.findByRole('button', { name: /优惠券/ }));
    await userEvent.click(await screen.findByRole('button', { name: '不使用优惠券' }));
    await waitFor(() => expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ rightsAccountId: '' }));
    await act(() => router.navigate('/store/home/shop'));
    await act(() => router.navigate(BOUTIQUE));
    await screen.findByRole('heading', { name: '曜川 ES9 1:18 合金收藏车模' });
    await waitFor(() => expect(preSubmitCalls(calls).at(-1)?.body).toEqual({ productId: '1', productSpecsId: '11', purchaseCount: 2 }));
  });

  it('keeps the draft (coupon choice, remark) across the add-car page and takes the added VIN', async () => {
    logInForTest();
    const calls = mockCheckoutApi({
      preSubmit: (body) =>
        submitData({
          deliveryMethods: [],
          deliveryMethod: null,
          address: null,
          needVin: true,
          vinCode: body.vinCode ?? null,
          canSubmit: Boolean(body.vinCode),
          blockReason: body.vinCode ? '' : '请输入车架号(VIN)',
          lines: [orderLine({ name: '车载流量包 10GB', productSpecsId: '21' })],
        }),
    });
    const { router } = renderRoute(`${SubmitRoute.flow}?productId=2&productSpecsId=21&num=1`);
    await userEvent.type(await screen.findByRole('textbox', { name: '订单备注' }), '请尽快开通');
    await userEvent.click(screen.getByRole('button', { name: /^请添加车辆\(VIN\)/ }));
    await waitFor(() => expect(currentPath(router)).toBe(`${SubmitRoute.flowAddCar}?productSpecsId=21`));
    await leftSubmitPage();
    writeAddedCar({ vinCode: 'LYC0ES9A0R1000001' });
    await act(() => router.navigate(-1));
    expect(await screen.findByText('LYC0ES9A0R1000001')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '订单备注' }) as HTMLInputElement).value).toBe('请尽快开通');
    expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ vinCode: 'LYC0ES9A0R1000001' });
  });

  it('survives StrictMode’s second mount, on entering and on coming back', async () => {
    logInForTest();
    const calls = mockCheckoutApi({
      preSubmit: (body) => submitData({ address: body.addressId === '32' ? userAddress({ id: '32', name: '李四' }) : userAddress() }),
    });
    const router = createMemoryRouter(routes, { initialEntries: [BOUTIQUE] });
    render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^更换收货地址/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(AddressRoute.list));
    await leftSubmitPage();
    writeChosenAddress(userAddress({ id: '32', name: '李四' }));
    await act(() => router.navigate(-1));
    expect(await screen.findByText('李四')).toBeTruthy();
    expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ addressId: '32' });
  });

  it('undoes a choice the server refuses and keeps the answer it had', async () => {
    logInForTest();
    const calls = mockCheckoutApi({
      preSubmit: (body) => (body.addressId === '99' ? fail(ErrorCode.ADDRESS_NOT_FOUND, '收货地址不存在', 404) : submitData()),
    });
    const { router } = renderRoute(BOUTIQUE);
    await userEvent.click(await screen.findByRole('button', { name: /^更换收货地址/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(AddressRoute.list));
    await leftSubmitPage();
    writeChosenAddress(userAddress({ id: '99' }));
    await act(() => router.navigate(-1));
    // A re-price refused: the page keeps the answer it had, with the choice undone.
    await waitFor(() => expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ addressId: '99' }));
    expect(await screen.findByText('收货地址不存在')).toBeTruthy();
    expect(screen.getByText('张三')).toBeTruthy();
  });
});

describe('an E-value-only order', () => {
  const eOnly = () =>
    submitData({
      lines: [orderLine({ name: '曜川 钛金保温杯 500ml', price: 0, eValue: 2990, deductType: 1 })],
      goodsAmount: 0,
      payData: payData({ payShowType: 0, payIntegral: 2990, minIntegral: 2990, integral: 2990, payAmount: 0, cashPayAmount: 0, userAvailablePoint: 5000 }),
      realPayAmount: 0,
      pointsEarned: 0,
    });

  it('shows 需支付 N E值 and the balance, no switch, and submits on the points call', async () => {
    logInForTest();
    const calls = mockCheckoutApi({ preSubmit: eOnly, submit: () => ok(submitResult({ needPay: false, payAmount: 0, payIntegral: 2990 })) });
    const { router } = renderRoute(`${SubmitRoute.boutique}?productId=3&productSpecsId=31&num=1`);
    expect(await screen.findByText('E值支付')).toBeTruthy();
    expect(screen.getByText('需支付', { exact: false }).textContent).toContain('2990');
    expect(screen.getByText(/当前可用 5000 E值/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByLabelText('实付 ¥0.00 +2990 E值')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(currentPath(router)).toBe('/pay/result?orderNo=EM202611220001'));
    expect(submitCalls(calls)[0]?.url.pathname).toBe(`/api-gateway${Paths.orderPointsSubmit}`);
  });

  it('says so when the balance is short', async () => {
    logInForTest();
    mockCheckoutApi({
      preSubmit: () => {
        const data = eOnly();
        return { ...data, payData: { ...data.payData, userAvailablePoint: 100 }, canSubmit: false, blockReason: 'E值不足' };
      },
    });
    renderRoute(`${SubmitRoute.boutique}?productId=3&productSpecsId=31&num=1`);
    expect(await screen.findByText(/当前可用 100 E值,E值不足/)).toBeTruthy();
    expect((screen.getByRole('button', { name: '提交订单' }) as HTMLButtonElement).disabled).toBe(true);
    const bar = screen.getByRole('button', { name: '提交订单' }).closest('footer');
    expect(within(bar as HTMLElement).getByText('E值不足')).toBeTruthy();
  });
});
