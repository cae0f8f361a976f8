import { ErrorCode, Header, Paths, SubmitRoute } from '@emall/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCheckoutHandoff, writeCheckoutHandoff } from '../../../lib/checkout-handoff.ts';
import { readChosenAddress } from '../../../lib/checkout-choices.ts';
import { mockCheckoutApi, submitCalls } from '../../../test/checkout-api.ts';
import { checkoutCoupon, orderLine, submitData, submitResult } from '../../../test/checkout-fixtures.ts';
import { fail, ok, type MockReply } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { useSubmitStore } from '../state/submit-store.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  sessionStorage.clear();
  useSubmitStore.setState({ drafts: {} });
});
const BOUTIQUE = `${SubmitRoute.boutique}?productId=1&productSpecsId=11&num=1`;
const keyOf = (headers: Headers): string | null => headers.get(Header.idempotencyKey);
const submitButton = async (): Promise<HTMLButtonElement> => (await screen.findByRole('button', { name: '提交订单' })) as HTMLButtonElement;

describe('submitting an order', () => {
  it('submits what the page showed with an idempotency key and the app headers, then goes to the cashier', async () => {
    logInForTest();
    writeCheckoutHandoff([{ cartItemId: '101', purchaseCount: 1 }]);
    const calls = mockCheckoutApi({
      preSubmit: () => submitData({ coupons: [checkoutCoupon()], rightsAccountId: '501', couponDeductAmount: 2000 }),
    });
    const { router } = renderRoute(`${SubmitRoute.boutique}?source=cart`);
    await userEvent.click(await submitButton());
    await waitFor(() => expect(currentPath(router)).toBe('/pay/cashier?orderNo=EM202611220001&tradeScene=SHOP'));
    const [call] = submitCalls(calls);
    expect(call?.url.pathname).toBe(`/api-gateway${Paths.orderSubmitV2}`);
    expect(call?.body).toEqual({
      cartItems: [{ cartItemId: '101', purchaseCount: 1 }],
      deliveryMethod: 1,
      addressId: '31',
      rightsAccountId: '501',
    });
    expect(keyOf(call!.headers)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(call?.headers.get(Header.appVersion)).toBeTruthy();
    expect(call?.headers.get(Header.ioAvatr)).toBe('0');
    // The hand-off and the choices are spent.
    expect(readCheckoutHandoff()).toBeNull();
    expect(readChosenAddress()).toBeNull();
  });

  it('submits virtual goods on the annex call with the VIN and the phone, and a paid-up order to the result page', async () => {
    logInForTest();
    const calls = mockCheckoutApi({
      preSubmit: () =>
        submitData({
          lines: [orderLine({ name: '车载流量包 10GB', productSpecsId: '21' })],
          deliveryMethods: [],
          deliveryMethod: null,
          address: null,
          needVin: true,
          vinCode: 'LYC0ES9A0R1000001',
        }),
      submit: () => ok(submitResult({ needPay: false })),
    });
    const { router } = renderRoute(`${SubmitRoute.flow}?productId=2&productSpecsId=21&num=1`);
    // A messenger login has no phone: the page asks for one before it submits.
    expect((await submitButton()).disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: '联系手机号' }), '1380000000a1');
    await userEvent.click(await submitButton());
    await waitFor(() => expect(currentPath(router)).toBe('/pay/result?orderNo=EM202611220001'));
    const [call] = submitCalls(calls);
    expect(call?.url.pathname).toBe(`/api-gateway${Paths.orderSubmitAnnexV3}`);
    expect(call?.body).toMatchObject({ vinCode: 'LYC0ES9A0R1000001', mobile: '13800000001', rightsAccountId: '' });
    expect(call?.headers.get(Header.appVersion)).toBeTruthy();
  });

  it('sends one call with one key for a double tap', async () => {
    logInForTest();
    let release: (reply: MockReply) => void = () => undefined;
    const calls = mockCheckoutApi({ submit: () => new Promise<MockReply>((resolve) => (release = resolve)) });
    const { router } = renderRoute(BOUTIQUE);
    const button = await submitButton();
    act(() => {
      button.click();
      button.click();
    });
    await userEvent.click(button);
    await waitFor(() => expect(submitCalls(calls)).toHaveLength(1));
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('提交中…');
    release(ok(submitResult()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/cashier'));
    expect(submitCalls(calls)).toHaveLength(1);
  });

  it('retries an attempt whose outcome is unknown (timeout, network, 5xx) with the same key', async () => {
    logInForTest();
    const outcomes: (() => MockReply)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => fail(ErrorCode.INTERNAL, '服务繁忙,请稍后再试', 500),
      () => ok(submitResult()),
    ];
    const calls = mockCheckoutApi({ submit: () => (outcomes.shift() ?? outcomes[0]!)() });
    const { router } = renderRoute(BOUTIQUE);
    await userEvent.click(await submitButton());
    expect(await screen.findByText('请求异常,请稍后尝试')).toBeTruthy();
    await waitFor(async () => expect((await submitButton()).disabled).toBe(false));
    await userEvent.click(await submitButton());
    expect(await screen.findByText('服务繁忙,请稍后再试')).toBeTruthy();
    await waitFor(async () => expect((await submitButton()).disabled).toBe(false));
    await userEvent.click(await submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/cashier'));
    const keys = submitCalls(calls).map((c) => keyOf(c.headers));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('toasts a refusal, keeps every input on the page, and makes the next tap a new attempt', async () => {
    logInForTest();
    let refuse = true;
    const calls = mockCheckoutApi({ submit: () => (refuse ? fail(ErrorCode.STOCK_SHORT, '库存不足') : ok(submitResult())) });
    const { router } = renderRoute(BOUTIQUE);
    await userEvent.type(await screen.findByRole('textbox', { name: '订单备注' }), '工作日送货');
    await userEvent.click(await submitButton());
    expect(await screen.findByText('库存不足')).toBeTruthy();
    expect(router.state.location.pathname).toBe(SubmitRoute.boutique);
    expect((screen.getByRole('textbox', { name: '订单备注' }) as HTMLInputElement).value).toBe('工作日送货');
    expect(screen.getByText('张三')).toBeTruthy();

    refuse = false;
    await waitFor(async () => expect((await submitButton()).disabled).toBe(false));
    await userEvent.click(await submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay/cashier'));
    const [first, second] = submitCalls(calls);
    expect(first?.body).toMatchObject({ remark: '工作日送货' });
    expect(keyOf(second!.headers)).not.toBe(keyOf(first!.headers));
  });

  it('does not submit while the order is being priced again', async () => {
    logInForTest();
    let release: () => void = () => undefined;
    const calls = mockCheckoutApi({
      preSubmit: async (body) => {
        if (body.deliveryMethod === 2) await new Promise<void>((resolve) => (release = resolve));
        return submitData({ deliveryMethods: [1, 2], deliveryMethod: body.deliveryMethod ?? 1 });
      },
    });
    renderRoute(BOUTIQUE);
    await userEvent.click(await screen.findByRole('radio', { name: '门店自提' }));
    await waitFor(async () => expect((await submitButton()).disabled).toBe(true));
    await userEvent.click(await submitButton());
    expect(submitCalls(calls)).toHaveLength(0);
    act(() => release());
    await waitFor(async () => expect((await submitButton()).disabled).toBe(false));
  });
});
