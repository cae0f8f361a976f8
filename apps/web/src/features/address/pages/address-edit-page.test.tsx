import { Paths } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { settledDialog } from '../../../test/dialog.ts';
import { geoTree, userAddress } from '../test/address-fixtures.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const API = '/api-gateway';

function api(more: (call: RecordedCall) => MockReply | null = () => null) {
  return mockApi((call) => {
    const extra = more(call);
    if (extra) return extra;
    const p = call.url.pathname;
    if (p === `${API}${Paths.geoAllExclude}`) return ok(geoTree);
    if (p === `${API}${Paths.addressList}`) return ok([userAddress()]);
    if (p === `${API}/api/app/user/user-address/1`) return ok(userAddress());
    return fail(40400, '请求的内容不存在', 404);
  });
}

const field = (label: string) => screen.findByLabelText(label);
const save = () => userEvent.click(screen.getByRole('button', { name: '保存' }));
const saves = (calls: RecordedCall[]) => calls.filter((c) => c.url.pathname === `${API}${Paths.addressSave}`);

async function pickRegion(...names: string[]): Promise<void> {
  await userEvent.click(await screen.findByRole('button', { name: /所在地区|请选择省/ }));
  for (const name of names) await userEvent.click(await screen.findByText(name));
  const popup = document.querySelector('.adm-cascader') as HTMLElement;
  await userEvent.click(within(popup).getByText('确定'));
}

describe('address form', () => {
  it('says what is wrong with each field before anything is sent', async () => {
    logInForTest();
    const calls = api();
    renderRoute('/address/add');
    await field('收货人');
    await save();
    expect(await screen.findByText('请输入收货人姓名')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
    expect(screen.getByText('请选择正确的所在地区')).toBeTruthy();
    expect(screen.getByText('请输入详细地址(2-100字)')).toBeTruthy();
    await userEvent.type(await field('详细地址'), '1');
    await save();
    expect(await screen.findByText('请输入详细地址(2-100字)')).toBeTruthy();
    expect(saves(calls)).toHaveLength(0);
  });

  it('keeps only 11 digits in the phone input', async () => {
    logInForTest();
    api();
    renderRoute('/address/add');
    const phone = (await field('手机号')) as HTMLInputElement;
    await userEvent.type(phone, '138-0000 00019999');
    expect(phone.value).toBe('13800000001');
  });

  it('creates an address picked in the region picker, as the default', async () => {
    logInForTest();
    const calls = api((call) => (call.method === 'POST' ? ok(userAddress({ id: '2' })) : null));
    const { router } = renderRoute('/address/add');
    await userEvent.type(await field('收货人'), ' 李四 ');
    await userEvent.type(await field('手机号'), '13900000002');
    await pickRegion('广东省', '深圳市', '南山区');
    expect(await screen.findByText('广东省 深圳市 南山区')).toBeTruthy();
    await userEvent.type(await field('详细地址'), '粤海街道 1 号');
    await userEvent.click(screen.getByRole('switch', { name: '设为默认地址' }));
    await save();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toEqual({
      name: '李四',
      phone: '13900000002',
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440305',
      detail: '粤海街道 1 号',
      isDefault: true,
    });
    await waitFor(() => expect(currentPath(router)).toBe('/address/unselectlist'));
  });

  it('keeps every input after a refused save, with the message toasted and under its field', async () => {
    logInForTest();
    let release: (reply: MockReply) => void = () => undefined;
    const calls = api((call) =>
      call.method === 'POST' ? (new Promise<MockReply>((resolve) => (release = resolve)) as unknown as MockReply) : null,
    );
    const { router } = renderRoute('/address/add');
    await userEvent.type(await field('收货人'), '李四');
    await userEvent.type(await field('手机号'), '13900000002');
    await pickRegion('北京市', '市辖区', '东城区');
    await userEvent.type(await field('详细地址'), '东长安街 1 号');
    await save();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    const submit = document.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    // While it saves the spinner is not its only content: the button keeps a name (axe's button-name).
    expect(screen.getByRole('button', { name: '请稍候' })).toBe(submit);
    release(fail(40051, '请选择正确的所在地区', 400));
    await waitFor(() => expect(screen.getAllByText('请选择正确的所在地区')).toHaveLength(2));
    expect(((await field('收货人')) as HTMLInputElement).value).toBe('李四');
    expect(((await field('手机号')) as HTMLInputElement).value).toBe('13900000002');
    expect(((await field('详细地址')) as HTMLTextAreaElement).value).toBe('东长安街 1 号');
    expect(screen.getByText('北京市 市辖区 东城区')).toBeTruthy();
    expect(submit.disabled).toBe(false);
    expect(currentPath(router)).toBe('/address/add');
  });

  it('fills the region and street from the position with 定位', async () => {
    logInForTest();
    const calls = api((call) =>
      call.url.pathname.startsWith(`${API}/hermes/v1/geo/reGeoAndDetail/`)
        ? ok({
            provinceCode: '440000',
            provinceName: '广东省',
            cityCode: '440300',
            cityName: '深圳市',
            districtCode: '440304',
            districtName: '福田区',
            formattedAddress: '广东省深圳市福田区福华一路 6 号',
          })
        : null,
    );
    stubGeolocation({ longitude: 114.0579, latitude: 22.5431 });
    renderRoute('/address/add');
    await field('收货人');
    await userEvent.click(screen.getByRole('button', { name: /定位/ }));
    expect(await screen.findByText('广东省 深圳市 福田区')).toBeTruthy();
    expect(((await field('详细地址')) as HTMLTextAreaElement).value).toBe('福华一路 6 号');
    expect(calls.some((c) => decodeURIComponent(c.url.pathname).endsWith('/reGeoAndDetail/114.057900,22.543100'))).toBe(true);
  });

  it('edits an address with its values filled in and deletes it after the confirm', async () => {
    logInForTest();
    const calls = api((call) => (call.method === 'PUT' || call.method === 'DELETE' ? ok(userAddress()) : null));
    const { router } = renderRoute('/address/edit?id=1');
    const name = (await field('收货人')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('张三'));
    expect(await screen.findByText('广东省 深圳市 南山区')).toBeTruthy();
    expect(screen.getByRole('switch', { name: '设为默认地址' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.clear(name);
    await userEvent.type(name, '张小三');
    await save();
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.method).toBe('PUT');
    expect(saves(calls)[0]?.body).toMatchObject({ id: '1', name: '张小三', districtCode: '440305', isDefault: true });
    await waitFor(() => expect(currentPath(router)).toBe('/address/unselectlist'));

    await router.navigate('/address/edit?id=1');
    await userEvent.click(await screen.findByRole('button', { name: '删除收货地址' }));
    const dialog = await settledDialog();
    expect(within(dialog).getByText('确定删除该地址吗?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === `${API}/api/app/user/user-address/1`)).toBe(true));
  });

  it('says so when the address is not the user\'s', async () => {
    logInForTest();
    api((call) => (call.url.pathname.endsWith('/user-address/9') ? fail(40411, '收货地址不存在', 404) : null));
    renderRoute('/address/edit?id=9');
    expect(await screen.findByText('收货地址不存在')).toBeTruthy();
  });

  it('sends a guest to login and back', async () => {
    api();
    const { router } = renderRoute('/address/add');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/address/add')}`);
  });
});

function stubGeolocation(coords: { longitude: number; latitude: number } | null): void {
  const geolocation = {
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (coords) success({ coords, timestamp: Date.now() } as GeolocationPosition);
      else failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}
