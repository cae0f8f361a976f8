import { SelectEnum } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartItem } from '../../../test/cart-fixtures.ts';
import { fail } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { fakeCartApi } from '../test/fake-cart-api.ts';
import { settledDialog } from '../../../test/dialog.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const bar = () => screen.getByRole('region', { name: '购物车操作栏' });
const total = () => within(bar()).getByText('合计:').parentElement?.textContent ?? '';
const line = (name: string) => screen.getByRole('article', { name });
const box = (name: string) => screen.getByRole('checkbox', { name: `选择 ${name}` }) as HTMLInputElement;

async function openCart() {
  logInForTest();
  const view = renderRoute('/store/cart');
  await screen.findByRole('article', { name: '城市通勤双肩包' });
  return view;
}

describe('cart page', () => {
  it('sends a guest to login and brings them back to the cart', async () => {
    const api = fakeCartApi();
    const { router } = renderRoute('/store/cart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/store/cart')}`);
    expect(api.calls).toEqual([]);
  });

  it('shows a skeleton, then the groups, the lines, their problems and the user’s E-value', async () => {
    fakeCartApi();
    logInForTest();
    renderRoute('/store/cart');
    expect(await screen.findByTestId('cart-skeleton')).toBeTruthy();
    expect(await screen.findByRole('region', { name: '曜川精品' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '原厂配件' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('购物车(4)');
    expect(within(line('城市通勤双肩包')).getByLabelText('¥269.00')).toBeTruthy();
    expect(within(line('钛金保温杯')).getByText('150')).toBeTruthy();
    // The stock problem is said on the line, which cannot be ticked however it is stored.
    expect(within(line('全景天幕遮阳帘')).getByRole('note').textContent).toBe('库存不足');
    expect(box('全景天幕遮阳帘').disabled).toBe(true);
    expect(box('全景天幕遮阳帘').checked).toBe(false);
    expect(box('城市通勤双肩包').checked).toBe(true);
    expect(within(bar()).getByText(/可用E值 200/)).toBeTruthy();
    expect(document.title).toBe('购物车');
  });

  it('totals what the balance call answers, for the ticked lines that can be selected only', async () => {
    const api = fakeCartApi();
    await openCart();
    await waitFor(() => expect(total()).toBe('合计:¥269.00+150 E值'));
    const amount = api.callsTo('/hermes/annex/v2/cart/amount').at(-1);
    expect(amount?.body).toEqual({
      amountSpecsList: [
        { cartItemId: '101', quantity: 1 },
        { cartItemId: '102', quantity: 1 },
      ],
    });
    expect(within(bar()).getByRole('button', { name: '结算(2)' })).toBeTruthy();
  });

  it('shows an E-value-only total as E-value', async () => {
    fakeCartApi();
    await openCart();
    await userEvent.click(box('城市通勤双肩包'));
    await waitFor(() => expect(total()).toBe('合计:150 E值'));
  });

  it('unticks one line, then all, then ticks a group, with the update call each time', async () => {
    const api = fakeCartApi();
    await openCart();
    await userEvent.click(box('钛金保温杯'));
    expect(box('钛金保温杯').checked).toBe(false);
    await waitFor(() => expect(total()).toBe('合计:¥269.00'));
    expect(api.callsTo('/hermes/v1/cart/update').at(-1)?.body).toEqual({ cartItemIds: ['102'], selectEnum: SelectEnum.unselected });
    expect((screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement).checked).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(box('钛金保温杯').checked).toBe(true));
    expect(api.callsTo('/hermes/v1/cart/update').at(-1)?.body).toEqual({ cartItemIds: ['101', '102'], selectEnum: SelectEnum.selected });

    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(within(bar()).getByRole('button', { name: '结算(0)' })).toBeTruthy());
    expect((within(bar()).getByRole('button', { name: '结算(0)' }) as HTMLButtonElement).disabled).toBe(true);
    expect(total()).toBe('合计:¥0.00');

    await userEvent.click(screen.getByRole('checkbox', { name: '选择 曜川精品 全部商品' }));
    await waitFor(() => expect(box('城市通勤双肩包').checked).toBe(true));
    expect(api.callsTo('/hermes/v1/cart/update').at(-1)?.body).toEqual({ cartItemIds: ['101', '102'], selectEnum: SelectEnum.selected });
    // A group whose only line cannot be ticked has no box to tick.
    expect((screen.getByRole('checkbox', { name: '选择 原厂配件 全部商品' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('puts the ticks back as the server has them when ticking fails', async () => {
    fakeCartApi({ override: (call) => (call.url.pathname.endsWith('/cart/update') ? fail(50000, '服务繁忙,请稍后再试', 500) : null) });
    await openCart();
    await userEvent.click(box('钛金保温杯'));
    expect(await screen.findByText('服务繁忙,请稍后再试')).toBeTruthy();
    await waitFor(() => expect(box('钛金保温杯').checked).toBe(true));
  });

  it('shows the empty cart with a way to the shop', async () => {
    fakeCartApi({ items: [] });
    logInForTest();
    const { router } = renderRoute('/store/cart');
    expect(await screen.findByRole('heading', { name: '购物车空空如也' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '管理' })).toBeNull();
    expect(screen.queryByRole('region', { name: '购物车操作栏' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '去逛逛' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop'));
  });

  it('shows a failed load with a retry that loads the cart', async () => {
    let failures = 1;
    fakeCartApi({
      override: (call) => (call.url.pathname.endsWith('/cart/list') && failures-- > 0 ? fail(50300, '服务暂不可用,请稍后再试', 503) : null),
    });
    logInForTest();
    renderRoute('/store/cart');
    expect(await screen.findByRole('heading', { name: '服务暂不可用,请稍后再试' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('article', { name: '城市通勤双肩包' })).toBeTruthy();
  });

  it('opens a line’s product page when it is tapped', async () => {
    fakeCartApi();
    await openCart();
    expect(within(line('城市通勤双肩包')).getByRole('link', { name: '城市通勤双肩包' }).getAttribute('href')).toBe(
      '/store/boutique/product?productId=2',
    );
  });

  it('switches a line to another SKU from its specification', async () => {
    const api = fakeCartApi({
      options: [
        { productSpecsId: '21', specsName: '雾灰', pictureUrl: '', stock: 200, price: 26900, productPrice: 32900, eValue: 0 },
        { productSpecsId: '22', specsName: '墨绿', pictureUrl: '', stock: 150, price: 26900, productPrice: 32900, eValue: 0 },
      ],
    });
    await openCart();
    await userEvent.click(within(line('城市通勤双肩包')).getByRole('button', { name: /规格:雾灰/ }));
    const sheet = within(await settledDialog());
    expect(sheet.getByRole('radio', { name: '雾灰' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(sheet.getByRole('radio', { name: '墨绿' }));
    await userEvent.click(sheet.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(line('城市通勤双肩包')).getByRole('button', { name: /规格:墨绿/ })).toBeTruthy());
    expect(api.callsTo('/hermes/v1/cart/update').at(-1)?.body).toEqual({ cartItemIds: ['101'], productSpecsId: '22' });
    expect(api.callsTo('/hermes/v1/cart/101/option')).toHaveLength(1);
  });

  it('keeps the stepper within 1 and the line’s most', async () => {
    fakeCartApi({ items: [{ group: '曜川精品', item: cartItem({ cartItemId: '101', name: '城市通勤双肩包', num: 2, stock: 3, maxNum: 3 }) }] });
    await openCart();
    const stepper = within(within(line('城市通勤双肩包')).getByRole('group', { name: '城市通勤双肩包 数量' }));
    await userEvent.click(stepper.getByRole('button', { name: '增加' }));
    expect((stepper.getByRole('spinbutton') as HTMLInputElement).value).toBe('3');
    expect((stepper.getByRole('button', { name: '增加' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(stepper.getByRole('button', { name: '减少' }));
    await userEvent.click(stepper.getByRole('button', { name: '减少' }));
    expect((stepper.getByRole('spinbutton') as HTMLInputElement).value).toBe('1');
    expect((stepper.getByRole('button', { name: '减少' }) as HTMLButtonElement).disabled).toBe(true);
    // The spinbutton is named, and its value is not repeated on a plain wrapper (axe: label, aria-allowed-attr).
    const input = stepper.getByRole('spinbutton', { name: '城市通勤双肩包 数量' });
    expect(input.getAttribute('aria-valuenow')).toBe('1');
    expect(input.parentElement?.hasAttribute('aria-valuenow')).toBe(false);
  });
});
