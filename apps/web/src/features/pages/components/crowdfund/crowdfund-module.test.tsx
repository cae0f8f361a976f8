import type { CrowdfundInfo, GoodsCard } from '@emall/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goodsCard, pageModule } from '../../../../test/fixtures.ts';
import { mockApi, ok } from '../../../../test/mock-api.ts';
import { renderInApp } from '../../../../test/render-in-app.tsx';
import { CrowdfundModule } from './crowdfund-module.tsx';

const NOW = new Date('2026-12-01T10:00:00+08:00').getTime();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function info(overrides: Partial<CrowdfundInfo> = {}): CrowdfundInfo {
  return {
    status: 3,
    crowdfundNo: 'CF1',
    crowTarget: 200_000_000,
    targetType: 0,
    targetValue: 200_000_000,
    supportPersonCount: 1296,
    crowdfundEdCount: 0,
    crowdfundStartMillisecond: NOW - 5 * DAY,
    crowdfundEndMillisecond: NOW + 10 * DAY,
    remainTime: 10 * DAY,
    schedule: 69,
    appointmentStatus: 2,
    realityJoinPeople: 1296,
    realityJoinPeopleTimes: 1296,
    totalJoinPeople: 1296,
    progress: 69,
    currentAmount: 138_000_000,
    currentQuantity: 0,
    ...overrides,
  };
}

function crowdfundGoods(name: string, cf: Partial<CrowdfundInfo>): GoodsCard {
  return goodsCard({ id: name, saleName: name, crowdfundFlag: true, crowdfundInfo: info(cf) });
}

function render(goods: GoodsCard[]) {
  mockApi(() => ok(null));
  return renderInApp(<CrowdfundModule module={pageModule({ columnType: 'crowdfund', goodsList: goods })} width={366} />);
}

// The card opens from anywhere; its link is its title.
const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement;

describe('crowdfund cards', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false, now: NOW, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a running crowdfund: progress, amount raised in 万, supporters, days left, 立即支持', () => {
    render([crowdfundGoods('储能电源', {})]);
    const running = card('储能电源');
    expect(running.getAttribute('data-crowdfund-status')).toBe('crowdfunding');
    expect(within(running).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('69');
    expect(running.textContent).toContain('69%');
    expect(running.textContent).toContain('已筹 ¥138.00万');
    expect(running.textContent).toContain('1296人支持');
    expect(running.textContent).toContain('距结束 10天');
    expect(running.textContent).toContain('立即支持');
  });

  it('counts down hh:mm:ss in the last day, every second', () => {
    render([crowdfundGoods('香薰', { crowdfundEndMillisecond: NOW + 2 * HOUR + 5_000, targetType: 1, targetValue: 800, currentQuantity: 1000 })]);
    expect(card('香薰').textContent).toContain('距结束 02:00:05');
    // Pieces, over-funded: the bar stops at 100, the percent does not.
    expect(within(card('香薰')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(card('香薰').textContent).toContain('125%');
    expect(card('香薰').textContent).toContain('已筹 1000件');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(card('香薰').textContent).toContain('距结束 02:00:04');
  });

  it('shows a preheat more than a day away as 待开始 with its target and start time', () => {
    render([crowdfundGoods('香薰机', { status: 2, crowdfundStartMillisecond: NOW + 3 * DAY, targetValue: 5_000_000 })]);
    const preheat = card('香薰机');
    expect(preheat.getAttribute('data-crowdfund-status')).toBe('preheat');
    expect(preheat.textContent).toContain('目标 ¥5.00万');
    expect(preheat.textContent).toContain('12月4日 10:00 开始');
    expect(preheat.textContent).toContain('待开始');
    expect(preheat.textContent).not.toContain('立即支持');
  });

  it('counts down a preheat within a day as 即将开始 and turns it to running when the countdown ends', () => {
    render([crowdfundGoods('钥匙扣', { status: 2, crowdfundStartMillisecond: NOW + 3_000, targetType: 1, targetValue: 500 })]);
    expect(card('钥匙扣').textContent).toContain('即将开始');
    expect(card('钥匙扣').textContent).toContain('距开始 00:00:03');
    expect(card('钥匙扣').textContent).toContain('目标 500件');
    act(() => void vi.advanceTimersByTime(2_000));
    expect(card('钥匙扣').textContent).toContain('距开始 00:00:01');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(card('钥匙扣').getAttribute('data-crowdfund-status')).toBe('crowdfunding');
    expect(card('钥匙扣').textContent).toContain('立即支持');
    expect(card('钥匙扣').textContent).toContain('距结束');
  });

  it.each([
    [4, 'success'],
    [5, 'fail'],
  ])('shows status %i as ended (众筹已结束)', (status, shown) => {
    render([crowdfundGoods('已结束', { status })]);
    expect(card('已结束').getAttribute('data-crowdfund-status')).toBe(shown);
    expect(card('已结束').textContent).toContain('众筹已结束');
    expect(card('已结束').textContent).not.toContain('距结束');
  });

  it('puts several in a row of 97% slides, one card each', () => {
    const { container } = render([crowdfundGoods('一', {}), crowdfundGoods('二', {})]);
    const row = container.querySelector<HTMLElement>('[style*="--slide-size"]');
    expect(row?.style.getPropertyValue('--slide-size')).toBe('97%');
    expect(row?.children).toHaveLength(2);
  });
});
