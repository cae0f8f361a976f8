import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { couponCard } from '../../../../test/fixtures.ts';
import { fail, mockApi, ok } from '../../../../test/mock-api.ts';
import { logInForTest, renderInApp } from '../../../../test/render-in-app.tsx';
import { CouponTicket } from './coupon-ticket.tsx';

const CLAIM_PATH = '/api-gateway/hermes/annex/v4/material/page-management/coupon/1';

function claimButton(): HTMLButtonElement {
  return screen.getByRole('article', { name: '新人专享券' }).querySelector('button') as HTMLButtonElement;
}

describe('coupon button (§4 states)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('claims: in progress and disabled meanwhile, then 领取成功 and 去使用', async () => {
    logInForTest();
    let release: () => void = () => undefined;
    const calls = mockApi(
      () =>
        new Promise((resolve) => {
          release = () => resolve(ok({ rightsAccountId: '77', status: 1 }));
        }),
    );
    renderInApp(<CouponTicket card={couponCard()} onUse={vi.fn()} />);
    await userEvent.click(claimButton());
    expect(claimButton().textContent).toBe('领取中');
    expect(claimButton().disabled).toBe(true);
    await waitFor(() => expect(calls.length).toBe(1));
    expect(calls[0]?.url.pathname).toBe(CLAIM_PATH);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ marketingNo: 'MKT-1', rightPoolId: '1', cardId: '1' });
    expect(calls[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
    act(() => release());
    expect(await screen.findByText('领取成功')).toBeTruthy();
    expect(claimButton().textContent).toBe('去使用');
  });

  it('retries code 10 every 500 ms, at most 5 times, then is claimable again with the failure toast', async () => {
    logInForTest();
    const at: number[] = [];
    const calls = mockApi(() => {
      at.push(Date.now());
      return fail(10, '优惠券领取中,请稍候');
    });
    renderInApp(<CouponTicket card={couponCard()} onUse={vi.fn()} />);
    await userEvent.click(claimButton());
    await act(() => vi.advanceTimersByTimeAsync(5 * 500 + 100));
    expect(await screen.findByText('优惠券领取失败,请稍后再试')).toBeTruthy();
    // One call and 5 retries, each 500 ms after the last answer; then no more.
    expect(calls.length).toBe(6);
    for (let i = 1; i < at.length; i++) expect((at[i] ?? 0) - (at[i - 1] ?? 0)).toBeGreaterThanOrEqual(500);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(calls.length).toBe(6);
    expect(claimButton().textContent).toBe('立即领取');
    expect(claimButton().disabled).toBe(false);
    // Every retry of one tap carries the same idempotency key.
    expect(new Set(calls.map((c) => c.headers.get('idempotency-key'))).size).toBe(1);
  });

  it('succeeds when the server stops being busy within the retries', async () => {
    logInForTest();
    let n = 0;
    const calls = mockApi(() => (++n <= 2 ? fail(10, '优惠券领取中,请稍候') : ok({ rightsAccountId: '5', status: 1 })));
    renderInApp(<CouponTicket card={couponCard()} onUse={vi.fn()} />);
    await userEvent.click(claimButton());
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(await screen.findByText('领取成功')).toBeTruthy();
    expect(calls.length).toBe(3);
    expect(claimButton().textContent).toBe('去使用');
  });

  it('goes back to claimable with the server message on another error, toasted once', async () => {
    logInForTest();
    mockApi(() => fail(40021, '已达领取上限'));
    renderInApp(<CouponTicket card={couponCard()} onUse={vi.fn()} />);
    await userEvent.click(claimButton());
    expect(await screen.findByText('已达领取上限')).toBeTruthy();
    expect(screen.getAllByText('已达领取上限').length).toBe(1);
    expect(claimButton().textContent).toBe('立即领取');
  });

  it('sends a guest to login instead of claiming', async () => {
    const calls = mockApi(() => ok({ rightsAccountId: '1', status: 1 }));
    const { location } = renderInApp(<CouponTicket card={couponCard()} onUse={vi.fn()} />);
    await userEvent.click(claimButton());
    await waitFor(() => expect(location()).toMatch(/^\/login\?redirectUrl=/));
    expect(calls.length).toBe(0);
  });

  it('runs the use action in state 1', async () => {
    logInForTest();
    mockApi(() => ok(null));
    const onUse = vi.fn();
    renderInApp(<CouponTicket card={couponCard({ status: 1, rightsAccountId: '9' })} onUse={onUse} />);
    await userEvent.click(claimButton());
    expect(onUse).toHaveBeenCalledWith(expect.objectContaining({ cardId: '1' }), '9');
  });

  it.each([
    [2, '已使用', '该优惠券已使用'],
    [3, '已过期', '该优惠券已过期'],
  ])('state %i (%s) says so and tells the parent', async (status, label, message) => {
    logInForTest();
    const calls = mockApi(() => ok(null));
    const onUnavailable = vi.fn();
    renderInApp(<CouponTicket card={couponCard({ status })} onUse={vi.fn()} onUnavailable={onUnavailable} />);
    expect(claimButton().textContent).toBe(label);
    await userEvent.click(claimButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onUnavailable).toHaveBeenCalledWith(expect.objectContaining({ cardId: '1' }), status);
    expect(calls.length).toBe(0);
  });

  it('shrinks an amount of more than 3 digits and marks an empty pool', () => {
    mockApi(() => ok(null));
    renderInApp(
      <>
        <CouponTicket card={couponCard({ cardId: '1', cardName: '大额券', eachReduction: 100_000 })} onUse={vi.fn()} />
        <CouponTicket card={couponCard({ cardId: '2', cardName: '小额券', eachReduction: 50_000, stockLeft: 0 })} onUse={vi.fn()} />
      </>,
    );
    const big = screen.getByRole('article', { name: '大额券' });
    const small = screen.getByRole('article', { name: '小额券' });
    expect(big.textContent).toContain('1000');
    expect(big.querySelector('p')?.className).toMatch(/shrink/);
    expect(small.querySelector('p')?.className).not.toMatch(/shrink/);
    const soldOut = small.querySelector('button') as HTMLButtonElement;
    expect(soldOut.textContent).toBe('已抢光');
    expect(soldOut.disabled).toBe(true);
  });
});
