import { WarrantyClaimStatus, type WarrantyClaimDetail } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settledDialog } from '../../../test/dialog.ts';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { spyOnToast } from '../../../test/spies.ts';
import { claim, completedClaim, scheduledClaim } from '../test/warranty-fixtures.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const API = '/api-gateway/hermes/v1/warranty/claims/9';

function api(shown: WarrantyClaimDetail, move: (call: RecordedCall) => MockReply | null = () => null) {
  return mockApi((call) => move(call) ?? (call.url.pathname === API ? ok(shown) : fail(40400, 'x', 404)));
}

/** A tap on the n-th star of the rating. */
async function tapStar(n: number): Promise<void> {
  await userEvent.click(screen.getByRole('radio', { name: String(n) }));
}

describe('保修进度', () => {
  it('a submitted claim shows where it is and what was reported, and cancels after a confirm', async () => {
    const toast = spyOnToast();
    const calls = api(claim(), (call) =>
      call.url.pathname === `${API}/cancel` ? ok(claim({ status: WarrantyClaimStatus.cancelled, statusText: '已撤销', canCancel: false })) : null,
    );
    logInForTest();
    const { router } = renderRoute('/order/warranty-claim?id=9');
    const progress = await screen.findByRole('region', { name: '保修进度' });
    expect(progress.textContent).toContain('已提交');
    expect(progress.textContent).toContain('2026-11-27 10:00:00');
    const info = screen.getByRole('region', { name: '申请保修' });
    expect(info.textContent).toContain('无法充电');
    expect(info.textContent).toContain('插枪后指示灯不亮');
    expect(info.textContent).toContain('2026-11-29 上午 09:00–12:00');
    expect(screen.queryByRole('region', { name: '预约信息' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '撤销申请' }));
    await userEvent.click(within(await settledDialog()).getByRole('button', { name: '撤销申请' }));
    expect(await within(await screen.findByRole('region', { name: '已撤销' })).findByRole('heading', { name: '已撤销' })).toBeTruthy();
    // The dialog's own 撤销申请 goes with it.
    await waitFor(() => expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull());
    expect(calls.filter((c) => c.url.pathname === `${API}/cancel` && c.method === 'POST')).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith('已撤销申请');

    await userEvent.click(screen.getByRole('button', { name: '查看保修卡' }));
    await waitFor(() => expect(currentPath(router)).toBe('/order/warranty-detail?cardId=5'));
  });

  it('a scheduled claim shows the appointment: store, address, phone and time; it can no longer be cancelled', async () => {
    api(scheduledClaim());
    logInForTest();
    renderRoute('/order/warranty-claim?id=9');
    const appointment = await screen.findByRole('region', { name: '预约信息' });
    expect(appointment.textContent).toContain('2026-11-29 10:00:00');
    expect(appointment.textContent).toContain('张杨路 500 号');
    expect(within(appointment).getByRole('link', { name: '021-5888-1077' }).getAttribute('href')).toBe('tel:02158881077');
    expect(screen.getByRole('region', { name: '已预约' }).textContent).toContain('曜川汽车 上海浦东用户中心');
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull();
    expect(screen.queryByRole('region', { name: '评价服务' })).toBeNull();
  });

  it('a rejected claim stops at 不予保修 with the reason', async () => {
    api(claim({ status: WarrantyClaimStatus.rejected, statusText: '不予保修', rejectReason: '人为损坏不在保修范围内', canCancel: false }));
    logInForTest();
    renderRoute('/order/warranty-claim?id=9');
    const progress = await screen.findByRole('region', { name: '保修进度' });
    expect(progress.textContent).toContain('不予保修');
    expect(progress.textContent).toContain('人为损坏不在保修范围内');
    expect(progress.textContent).not.toContain('已完成');
  });

  it('a completed repair shows its record and takes one rating; a refused rating keeps the comment', async () => {
    let rates = 0;
    const calls = api(completedClaim(), (call) => {
      if (call.url.pathname !== `${API}/rate`) return null;
      rates += 1;
      if (rates === 1) return fail(50000, '服务繁忙,请稍后再试', 500);
      const body = call.body as { score: number; comment: string };
      return ok(completedClaim({ canRate: false, rating: { ...body, at: '2026-11-29T05:00:00.000Z' } }));
    });
    logInForTest();
    renderRoute('/order/warranty-claim?id=9');
    const repair = await screen.findByRole('region', { name: '维修记录' });
    expect(repair.textContent).toContain('充电控制板');
    expect(repair.textContent).toContain('更换控制板后充电正常');
    const rate = screen.getByRole('region', { name: '评价服务' });
    const send = within(rate).getByRole('button', { name: '评价服务' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await tapStar(4);
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    const comment = within(rate).getByPlaceholderText('说说您的感受(选填)') as HTMLTextAreaElement;
    await userEvent.type(comment, '师傅很专业');
    await userEvent.click(send);
    await waitFor(() => expect(rates).toBe(1));
    expect(comment.value).toBe('师傅很专业');
    await userEvent.click(send);
    const mine = await screen.findByRole('region', { name: '我的评价' });
    expect(mine.textContent).toContain('师傅很专业');
    expect(screen.queryByRole('region', { name: '评价服务' })).toBeNull();
    expect(calls.filter((c) => c.url.pathname === `${API}/rate`).map((c) => c.body)).toEqual([
      { score: 4, comment: '师傅很专业' },
      { score: 4, comment: '师傅很专业' },
    ]);
  });

  it('another user\'s or an unknown claim is 保修申请不存在', async () => {
    mockApi(() => fail(40427, '保修申请不存在', 404));
    logInForTest();
    renderRoute('/order/warranty-claim?id=9');
    expect(await screen.findByRole('heading', { name: '保修申请不存在' })).toBeTruthy();
  });
});
