import { CartProblemReason, PayShowType, Text } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_SUBMIT_STORAGE_KEY, readCheckoutHandoff } from '../../../lib/checkout-handoff.ts';
import { cartItem } from '../../../test/cart-fixtures.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { spyOnToast } from '../../../test/spies.ts';
import { fakeCartApi } from '../test/fake-cart-api.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const bar = () => screen.getByRole('region', { name: '购物车操作栏' });
const total = () => within(bar()).getByText('合计:').parentElement?.textContent ?? '';
const line = (name: string) => screen.getByRole('article', { name });
const stepperOf = (name: string) => within(within(line(name)).getByRole('group', { name: `${name} 数量` }));

beforeEach(() => sessionStorage.clear());

async function openCart() {
  logInForTest();
  const view = renderRoute('/store/cart');
  await screen.findByRole('article', { name: '城市通勤双肩包' });
  return view;
}

describe('cart quantities', () => {
  it('sends a burst of taps as one count, and the total follows the server', async () => {
    const api = fakeCartApi();
    const { queryClient } = await openCart();
    await waitFor(() => expect(total()).toBe('合计:¥269.00+150 E值'));
    const stepper = stepperOf('城市通勤双肩包');
    await userEvent.click(stepper.getByRole('button', { name: '增加' }));
    await userEvent.click(stepper.getByRole('button', { name: '增加' }));
    expect((stepper.getByRole('spinbutton') as HTMLInputElement).value).toBe('3');
    await waitFor(() => expect(total()).toBe('合计:¥807.00+150 E值'));
    expect(api.callsTo('/hermes/v1/cart/updateNum').map((c) => c.body)).toEqual([{ cartItemId: '101', num: 3 }]);
    // The badge's count is the server's answer.
    expect(queryClient.getQueryData(['cart-effect-num', 'u-1'])).toBe(6);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('购物车(6)');
  });

  it('puts the count back and shows the refusal when the server says 库存不足', async () => {
    // The stock fell since the cart was loaded: the stepper allows 2, the server has 1.
    const api = fakeCartApi({
      items: [{ group: '曜川精品', item: cartItem({ cartItemId: '101', name: '城市通勤双肩包', num: 1, stock: 1, maxNum: 5 }) }],
    });
    await openCart();
    const stepper = stepperOf('城市通勤双肩包');
    await userEvent.click(stepper.getByRole('button', { name: '增加' }));
    expect((stepper.getByRole('spinbutton') as HTMLInputElement).value).toBe('2');
    expect(await screen.findByText(Text.cartProblemStock)).toBeTruthy();
    await waitFor(() => expect((stepper.getByRole('spinbutton') as HTMLInputElement).value).toBe('1'));
    expect(api.callsTo('/hermes/v1/cart/updateNum').map((c) => c.body)).toEqual([{ cartItemId: '101', num: 2 }]);
  });
});

describe('deleting', () => {
  it('deletes one line from its swipe action after confirming', async () => {
    const api = fakeCartApi();
    await openCart();
    await userEvent.click(screen.getByRole('button', { name: '删除 钛金保温杯' }));
    expect(await screen.findByText('确定删除该商品吗?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '钛金保温杯' })).toBeNull());
    expect(api.callsTo('/hermes/v1/cart/version2/batch')[0]?.body).toEqual({ cartItemIds: ['102'] });
  });

  it('keeps the line when the confirm is cancelled', async () => {
    const api = fakeCartApi();
    await openCart();
    await userEvent.click(screen.getByRole('button', { name: '删除 钛金保温杯' }));
    await userEvent.click(await screen.findByRole('button', { name: Text.cancel }));
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
    expect(line('钛金保温杯')).toBeTruthy();
    expect(api.callsTo('/hermes/v1/cart/version2/batch')).toEqual([]);
  });

  it('in edit mode picks any lines, the unavailable one too, and deletes them together', async () => {
    const api = fakeCartApi();
    await openCart();
    await userEvent.click(screen.getByRole('button', { name: '管理' }));
    expect(within(bar()).getByRole('button', { name: '删除(0)' })).toBeTruthy();
    expect((within(bar()).getByRole('button', { name: '删除(0)' }) as HTMLButtonElement).disabled).toBe(true);
    const unavailable = screen.getByRole('checkbox', { name: '选择 全景天幕遮阳帘' }) as HTMLInputElement;
    expect(unavailable.disabled).toBe(false);
    await userEvent.click(unavailable);
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 钛金保温杯' }));
    await userEvent.click(within(bar()).getByRole('button', { name: '删除(2)' }));
    expect(await screen.findByText('确定删除这2件商品吗?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '钛金保温杯' })).toBeNull());
    expect(screen.queryByRole('article', { name: '全景天幕遮阳帘' })).toBeNull();
    expect(api.callsTo('/hermes/v1/cart/version2/batch')[0]?.body).toEqual({ cartItemIds: ['102', '103'] });
    await userEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(within(bar()).getByRole('button', { name: /结算/ })).toBeTruthy();
  });

  it('picks every line with 全选 in edit mode, and leaves edit mode when the cart empties', async () => {
    fakeCartApi();
    await openCart();
    await userEvent.click(screen.getByRole('button', { name: '管理' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    await userEvent.click(within(bar()).getByRole('button', { name: '删除(3)' }));
    await userEvent.click(await screen.findByRole('button', { name: '删除' }));
    expect(await screen.findByRole('heading', { name: '购物车空空如也' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '完成' })).toBeNull();
  });
});

describe('checkout', () => {
  it('checks the ticked lines, stores the hand-off and opens the submit page', async () => {
    const api = fakeCartApi();
    const { router } = await openCart();
    const stepper = stepperOf('城市通勤双肩包');
    await userEvent.click(stepper.getByRole('button', { name: '增加' }));
    // 结算 straight after a tap: the count goes first.
    await userEvent.click(within(bar()).getByRole('button', { name: '结算(3)' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/boutique/submit?source=cart'));
    expect(api.callsTo('/hermes/v1/cart/updateNum').map((c) => c.body)).toEqual([{ cartItemId: '101', num: 2 }]);
    const items = [
      { cartItemId: '101', purchaseCount: 2 },
      { cartItemId: '102', purchaseCount: 1 },
    ];
    expect(api.callsTo('/hermes/v1/cart/skip/check')[0]?.body).toEqual({ cartItems: items });
    expect(readCheckoutHandoff()).toEqual({ source: 'cart', payShowType: PayShowType.cartDeduct, items });
    expect(sessionStorage.getItem(ORDER_SUBMIT_STORAGE_KEY)).toContain('"payShowType":3');
  });

  it('stays, says the first problem and reloads the cart when a line cannot go', async () => {
    const api = fakeCartApi({
      skipCheck: () => ({
        pass: false,
        problems: [{ cartItemId: '101', problemReason: CartProblemReason.off, problemText: Text.cartProblemOff }],
        eValueShort: false,
      }),
    });
    const { router } = await openCart();
    const listCalls = api.callsTo('/hermes/annex/v2/cart/list').length;
    await userEvent.click(within(bar()).getByRole('button', { name: '结算(2)' }));
    expect(await screen.findByText(Text.cartProblemOff)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/hermes/annex/v2/cart/list').length).toBe(listCalls + 1));
    expect(currentPath(router)).toBe('/store/cart');
    expect(readCheckoutHandoff()).toBeNull();
  });

  it('stays and says E值不足 when the lines need more E-value than the user has', async () => {
    fakeCartApi({ skipCheck: () => ({ pass: false, problems: [], eValueShort: true }) });
    // The toast is asked for, not looked for: on a loaded machine its 2 s on screen passed between two looks.
    const toast = spyOnToast();
    const { router } = await openCart();
    await userEvent.click(within(bar()).getByRole('button', { name: '结算(2)' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(Text.cartProblemEValue));
    expect(currentPath(router)).toBe('/store/cart');
    expect(readCheckoutHandoff()).toBeNull();
  });
});
