import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type RecordedCall } from '../../../../test/mock-api.ts';
import { logInForTest, renderInApp } from '../../../../test/render-in-app.tsx';
import { startCardExchange } from './card-exchange.ts';

// Dialogs fade in with pointer-events off; a person waits for them, the test need not.
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const EXCHANGE = '/api-gateway/hermes/annex/v4/material/page-management/card';
const PRE_CHECK = '/api-gateway/hermes/annex/v4/material/page-management/card/pre-check';

function exchanges(calls: RecordedCall[]): RecordedCall[] {
  return calls.filter((c) => c.url.pathname === EXCHANGE);
}

/** The app around the flow (router and query client), at the shop home. */
function renderShop() {
  return renderInApp(<p>首页</p>);
}

describe('card exchange (§4)', () => {
  it('sends a guest to login and exchanges nothing', async () => {
    const calls = mockApi(() => ok('1'));
    const { location } = renderShop();
    await startCardExchange({ cardId: '8', eprice: 0 });
    await waitFor(() => expect(location()).toMatch(/^\/login\?redirectUrl=/));
    expect(calls).toEqual([]);
  });

  it('exchanges a free card at once and opens the success page', async () => {
    logInForTest();
    const calls = mockApi((call) => (call.url.pathname === EXCHANGE ? ok('301') : fail(40400, '不该调用', 404)));
    const onExchanged = vi.fn();
    const { location } = renderShop();
    await startCardExchange({ cardId: '8', eprice: 0, onExchanged });
    await waitFor(() => expect(location()).toBe('/store/activity/virtualproduct/success?id=301'));
    expect(calls.length).toBe(1);
    expect(calls[0]?.body).toEqual({ cardId: '8', source: 'H5' });
    expect(calls[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    expect(onExchanged).toHaveBeenCalledOnce();
  });

  it('asks with the pre-check description before spending E-value, and exchanges on confirm', async () => {
    logInForTest();
    const calls = mockApi((call) => (call.url.pathname === PRE_CHECK ? ok('可洗车一次,30天内有效') : ok('302')));
    const { location } = renderShop();
    const flow = startCardExchange({ cardId: '9', eprice: 100 });
    expect(await screen.findByText('使用100E值兑换一张')).toBeTruthy();
    expect(screen.getByText('可洗车一次,30天内有效')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ rightsBaseId: '9', rightsType: 'card' });
    expect(exchanges(calls)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await flow;
    await waitFor(() => expect(location()).toBe('/store/activity/virtualproduct/success?id=302'));
    expect(exchanges(calls).map((c) => c.body)).toEqual([{ cardId: '9', source: 'H5' }]);
  });

  it('closes on the mask without exchanging', async () => {
    logInForTest();
    const calls = mockApi((call) => (call.url.pathname === PRE_CHECK ? ok('说明') : ok('303')));
    const { location } = renderShop();
    const flow = startCardExchange({ cardId: '9', eprice: 100 });
    await screen.findByText('使用100E值兑换一张');
    const mask = await waitFor(() => {
      const found = document.querySelector('.adm-center-popup-mask');
      if (!found) throw new Error('no dialog mask yet');
      return found as HTMLElement;
    });
    await userEvent.click(mask);
    await flow;
    expect(exchanges(calls)).toEqual([]);
    expect(location()).toBe('/store/home/shop');
  }, 10_000);

  it('shows the E-value dialog on 17004, whose 立即前往 says where the task centre is in a browser', async () => {
    logInForTest();
    mockApi((call) => (call.url.pathname === PRE_CHECK ? ok('年度保养') : fail(17004, 'E值不足 兑换失败')));
    const { location } = renderShop();
    const flow = startCardExchange({ cardId: '10', eprice: 5000 });
    await screen.findByText('使用5000E值兑换一张');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await flow;
    expect(await screen.findByText('可前往任务中心赚取E值')).toBeTruthy();
    // The dialog's title, not a toast of the same words as well.
    expect(screen.getAllByText('E值不足 兑换失败').length).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: '立即前往' }));
    expect(await screen.findByText('任务中心在曜川汽车App中，打开App即可赚取E值')).toBeTruthy();
    expect(location()).toBe('/store/home/shop');
  });

  it('toasts any other refusal once, with the server message', async () => {
    logInForTest();
    mockApi((call) => (call.url.pathname === PRE_CHECK ? ok('说明') : fail(40024, '权益卡已兑完')));
    renderShop();
    const flow = startCardExchange({ cardId: '9', eprice: 100 });
    await screen.findByText('使用100E值兑换一张');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await flow;
    expect(await screen.findByText('权益卡已兑完')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText('权益卡已兑完').length).toBe(1);
  });

  it('stops at a refused pre-check (the wrapper toasts it) without a dialog', async () => {
    logInForTest();
    const calls = mockApi(() => fail(40026, '兑换活动已结束'));
    renderShop();
    await startCardExchange({ cardId: '9', eprice: 100 });
    expect(await screen.findByText('兑换活动已结束')).toBeTruthy();
    expect(screen.queryByText('使用100E值兑换一张')).toBeNull();
    expect(exchanges(calls)).toEqual([]);
  });
});
