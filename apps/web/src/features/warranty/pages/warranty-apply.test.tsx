import { UiText, WarrantyCardStatus, WarrantyFaultType, type Store } from '@emall/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StorePick, storePicks } from '../../../lib/checkout-choices.ts';
import { useSession } from '../../../lib/session.ts';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { spyOnLocation, spyOnToast } from '../../../test/spies.ts';
import { card, claim } from '../test/warranty-fixtures.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const API = '/api-gateway/hermes/v1/warranty';
const UPLOAD = '/api-gateway/api/file/upload';
const store: Store = { storeId: '1', storeName: '曜川汽车 上海浦东用户中心', address: '上海市浦东新区张杨路 500 号' } as Store;

function logIn(): void {
  useSession.getState().setSession({ token: 'token-u-1', userId: 'u-1', phone: '13800000001' });
}

function api(apply: (call: RecordedCall) => MockReply = () => ok(claim()), detail = card()) {
  return mockApi((call) => {
    const path = call.url.pathname;
    if (path === `${API}/cards/5`) return ok(detail);
    if (path === `${API}/claims` && call.method === 'POST') return apply(call);
    if (path === `${API}/claims/9`) return ok(claim());
    if (path === `${UPLOAD}/warranty`) return ok({ url: '/media/u-photo.webp', width: 800, height: 600, size: 1000 });
    if (path === `${UPLOAD}/warrantyVideo`) return ok({ url: '/media/u-video.mp4', width: 0, height: 0, size: 5_000_000 });
    return fail(40400, 'x', 404);
  });
}

afterEach(() => sessionStorage.clear());

async function fillForm(container: HTMLElement) {
  await screen.findByRole('region', { name: '故障类型' });
  await userEvent.click(screen.getByText('无法充电'));
  await userEvent.type(screen.getByLabelText('故障描述'), '插枪后指示灯不亮');
  await userEvent.upload(container.querySelector('input[type="file"][accept^="image"]') as HTMLInputElement, new File(['a'], 'a.png', { type: 'image/png' }));
  await waitFor(() => expect(container.querySelectorAll('.adm-image-uploader-cell-image')).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: /期望日期/ }));
  await userEvent.click(await screen.findByRole('button', { name: '确定' }));
  await userEvent.click(screen.getByText('下午 13:00–18:00'));
}

describe('申请保修', () => {
  it('sends the claim with the attempt\'s key; a fault keeps the key, a refusal keeps every input, then opens the claim', async () => {
    storePicks[StorePick.warranty].write(store);
    spyOnToast();
    let applies = 0;
    const calls = api(() => {
      applies += 1;
      if (applies === 1) return fail(50000, '服务器繁忙', 500);
      if (applies === 2) return fail(40202, '该故障已有处理中的保修申请,请勿重复提交');
      return ok(claim());
    }, card({ openFaultTypes: [WarrantyFaultType.chargeInterrupted] }));
    logIn();
    const { router, container } = renderRoute('/order/apply-warranty?cardId=5');
    // A fault with an open claim cannot be picked again.
    expect((await screen.findByText('充电中断(处理中)')).closest('.adm-selector-item-disabled')).toBeTruthy();
    const submit = screen.getByRole('button', { name: '提交申请' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText('联系电话') as HTMLInputElement).value).toBe('13800000001');
    expect(screen.getByRole('button', { name: /服务门店/ }).textContent).toContain('张杨路 500 号');
    await fillForm(container);
    // The picked time settles the form after the click's own render.
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));

    await userEvent.click(submit);
    await waitFor(() => expect(applies).toBe(1));
    await userEvent.click(submit);
    await waitFor(() => expect(applies).toBe(2));
    expect((screen.getByLabelText('故障描述') as HTMLTextAreaElement).value).toBe('插枪后指示灯不亮');
    await userEvent.click(submit);
    await waitFor(() => expect(currentPath(router)).toBe('/order/warranty-claim?id=9'));

    const sent = calls.filter((c) => c.url.pathname === `${API}/claims`);
    const keys = sent.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    const body = sent[2]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ cardId: '5', faultType: 'noCharge', description: '插枪后指示灯不亮', photos: ['/media/u-photo.webp'], video: null, contactPhone: '13800000001', storeId: '1', timeSlot: 2 });
    expect(body.preferredDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The claim is made: the kept form and the picked store go.
    expect(storePicks[StorePick.warranty].read()).toBeNull();
    expect(Object.keys(sessionStorage).filter((k) => k.includes('warranty_draft'))).toEqual([]);
  });

  it('keeps what was typed while the shopper picks a store on the chooser', async () => {
    api();
    logIn();
    const { router } = renderRoute('/order/apply-warranty?cardId=5');
    await screen.findByRole('region', { name: '故障类型' });
    await userEvent.click(screen.getByText('外观损坏'));
    await userEvent.type(screen.getByLabelText('故障描述'), '外壳开裂了');
    const phone = screen.getByLabelText('联系电话');
    await userEvent.clear(phone);
    await userEvent.type(phone, '1390000');
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /服务门店/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/stores/chose?select=warranty'));
    storePicks[StorePick.warranty].write(store);
    // The chooser on screen before going back, as a shopper sees it (the form gone).
    await waitFor(() => expect(screen.queryByLabelText('故障描述')).toBeNull());
    await act(() => router.navigate(-1));
    expect(((await screen.findByLabelText('故障描述')) as HTMLTextAreaElement).value).toBe('外壳开裂了');
    expect((screen.getByLabelText('联系电话') as HTMLInputElement).value).toBe('1390000');
    expect(screen.getByText('外观损坏').closest('.adm-selector-item-active')).toBeTruthy();
    expect(screen.getByRole('button', { name: /服务门店/ }).textContent).toContain(store.storeName);
  });

  it('keeps the shopper on the form while a photo uploads: on the store chooser it would be lost', async () => {
    let release = (): void => undefined;
    const uploaded = new Promise<void>((resolve) => (release = resolve));
    mockApi(async (call) => {
      const path = call.url.pathname;
      if (path === `${API}/cards/5`) return ok(card());
      if (path !== `${UPLOAD}/warranty`) return fail(40400, 'x', 404);
      await uploaded;
      return ok({ url: '/media/u-photo.webp', width: 800, height: 600, size: 1000 });
    });
    const toast = spyOnToast();
    logIn();
    const { router, container } = renderRoute('/order/apply-warranty?cardId=5');
    await screen.findByRole('region', { name: '故障类型' });
    await userEvent.upload(container.querySelector('input[type="file"][accept^="image"]') as HTMLInputElement, new File(['a'], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(container.querySelector('.adm-image-uploader-cell-mask')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: /服务门店/ }));
    expect(toast).toHaveBeenCalledWith(UiText.uploadingWait);
    expect(currentPath(router)).toBe('/order/apply-warranty?cardId=5');
    release();
    await waitFor(() => expect(container.querySelector('.adm-image-uploader-cell-mask')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: /服务门店/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/stores/chose?select=warranty'));
  });

  it('takes one video instead of photos, refusing a file too large before sending it', async () => {
    const toast = spyOnToast();
    const calls = api();
    logIn();
    const { container } = renderRoute('/order/apply-warranty?cardId=5');
    const input = (await screen.findByLabelText('添加视频')) as HTMLInputElement;
    const big = new File(['v'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.upload(input, big);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('视频不能超过20MB'));
    expect(calls.some((c) => c.url.pathname.startsWith(UPLOAD))).toBe(false);

    await userEvent.upload(input, new File(['v'], 'fault.mp4', { type: 'video/mp4' }));
    const video = await screen.findByLabelText('添加视频', { selector: 'video' });
    expect(video.getAttribute('src')).toBe('/media/u-video.mp4');
    expect(container.querySelector('input[type="file"][accept^="image"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(container.querySelector('input[type="file"][accept^="image"]')).toBeTruthy();
  });

  it('a card past its period offers no form: the reason and a call to the paid-repair hotline', async () => {
    const go = spyOnLocation('assignLocation');
    const reason = '已过保修期,如需维修请拨打付费维修热线 400-820-1077';
    api(undefined, card({ status: WarrantyCardStatus.expired, statusText: '已过保', canClaim: false, cannotClaimReason: reason }));
    logIn();
    renderRoute('/order/apply-warranty?cardId=5');
    expect(await screen.findByRole('heading', { name: reason })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '付费维修热线 400-820-1077' }));
    expect(go).toHaveBeenCalledWith('tel:4008201077');
  });

  it('shows a failed card read with a retry', async () => {
    let failures = 1;
    mockApi((call) => (call.url.pathname === `${API}/cards/5` ? (failures-- > 0 ? fail(50000, '服务繁忙,请稍后再试', 500) : ok(card())) : fail(40400, 'x', 404)));
    logIn();
    renderRoute('/order/apply-warranty?cardId=5');
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(within(await screen.findByRole('region', { name: '故障类型' })).getByText('无法充电')).toBeTruthy();
  });
});
