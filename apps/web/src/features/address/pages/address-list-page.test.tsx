import { Paths, type UserAddress } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readChosenAddress, writeChosenAddress } from '../../../lib/checkout-choices.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { userAddress } from '../test/address-fixtures.ts';
import { settledDialog } from '../../../test/dialog.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const API = '/api-gateway';

const home = userAddress();
const office = userAddress({
  id: '2',
  name: '李四',
  phone: '13900000002',
  detail: '福华一路 6 号',
  districtCode: '440304',
  districtName: '福田区',
  fullAddress: '广东省深圳市福田区福华一路 6 号',
  isDefault: false,
});

function api(list: () => UserAddress[], more: (call: RecordedCall) => MockReply | null = () => null) {
  return mockApi((call) => {
    const extra = more(call);
    if (extra) return extra;
    if (call.url.pathname === `${API}${Paths.addressList}`) return ok(list());
    return fail(40400, '请求的内容不存在', 404);
  });
}

const card = (name: string) => screen.findByRole('article', { name: new RegExp(`^${name} `) });

describe('address list', () => {
  it('in select mode, shows the default first with its tag and makes a tapped address the order\'s', async () => {
    logInForTest();
    api(() => [home, office]);
    const { router } = renderRoute('/address/list?select=1');
    expect(await screen.findByRole('heading', { name: '选择收货地址' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      '张三 广东省深圳市南山区科技园南区 曜川大厦 18 楼',
      '李四 广东省深圳市福田区福华一路 6 号',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('默认')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByText('默认')).toBeNull();
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: '编辑 李四' }).getAttribute('href')).toBe('/address/edit?id=2');
    await userEvent.click(within(await card('李四')).getByRole('button', { pressed: false }));
    expect(readChosenAddress()).toEqual(office);
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop'));
  });

  it('ticks the address the order uses and drops it once it is gone from the book', async () => {
    logInForTest();
    writeChosenAddress(office);
    let book = [home, office];
    api(() => book);
    const { router } = renderRoute('/address/list?select=1');
    expect(within(await card('李四')).getByRole('button').getAttribute('aria-pressed')).toBe('true');
    book = [home];
    await router.navigate('/address/unselectlist');
    await screen.findByRole('heading', { name: '我的收货地址' });
    await waitFor(() => expect(readChosenAddress()).toBeNull());
  });

  it('shows the empty book with a way to add one', async () => {
    logInForTest();
    api(() => []);
    const { router } = renderRoute('/address/list?select=1');
    expect(await screen.findByText('还没有收货地址')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '新增收货地址' }));
    await waitFor(() => expect(currentPath(router)).toBe('/address/add'));
  });

  it('without select=1 it is the management list', async () => {
    logInForTest();
    api(() => [home]);
    renderRoute('/address/list');
    expect(await screen.findByRole('heading', { name: '我的收货地址' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '删除 张三' })).toBeTruthy();
  });

  it('sets another address as the default', async () => {
    logInForTest();
    let book = [home, office];
    const calls = api(
      () => book,
      (call) => {
        if (call.method !== 'PUT') return null;
        book = [{ ...office, isDefault: true }, { ...home, isDefault: false }];
        return ok(book[0]);
      },
    );
    renderRoute('/address/unselectlist');
    const officeCard = await card('李四');
    expect(within(await card('张三')).getByText('默认地址')).toBeTruthy();
    await userEvent.click(within(officeCard).getByText('设为默认'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      id: '2',
      name: '李四',
      phone: '13900000002',
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440304',
      detail: '福华一路 6 号',
      isDefault: true,
    });
    await waitFor(async () => expect(within(await card('李四')).getByText('默认地址')).toBeTruthy());
    expect(within(await card('张三')).getByText('设为默认')).toBeTruthy();
  });

  it('deletes only after the confirm, and not when it is cancelled', async () => {
    logInForTest();
    let book = [home, office];
    const calls = api(
      () => book,
      (call) => {
        if (call.method !== 'DELETE') return null;
        book = [home];
        return ok(null);
      },
    );
    renderRoute('/address/unselectlist');
    await userEvent.click(await screen.findByRole('button', { name: '删除 李四' }));
    expect(await screen.findByText('确定删除该地址吗?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定删除该地址吗?')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: '删除 李四' }));
    const dialog = await settledDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === `${API}/api/app/user/user-address/2`)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('article', { name: /^李四 / })).toBeNull());
  });

  it('sends a guest to login and back', async () => {
    api(() => []);
    const { router } = renderRoute('/address/list?select=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/address/list?select=1')}`);
  });
});
