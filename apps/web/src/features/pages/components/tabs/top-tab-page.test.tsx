import type { PageConfig, TrackBatch } from '@emall/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushTracking, resetTrackingForTests } from '../../../../lib/track.ts';
import { platform } from '../../../../platform/platform.ts';
import { goodsCard, pageConfig, pageModule } from '../../../../test/fixtures.ts';
import { mockApi, ok } from '../../../../test/mock-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

/** An IntersectionObserver the test drives: `show()` puts every observed element on screen. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element): void {
    this.elements.add(element);
  }
  unobserve(element: Element): void {
    this.elements.delete(element);
  }
  disconnect(): void {
    this.elements.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  static show(visible: boolean): void {
    for (const observer of FakeIntersectionObserver.all) {
      const entries = [...observer.elements].map(
        (target) => ({ target, isIntersecting: visible, intersectionRatio: visible ? 1 : 0 }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const SKIN = {
  startTime: Date.now() - 60_000,
  endTime: Date.now() + 86_400_000,
  materialData: [
    { dataType: 'headerBg', dataUrl: '/media/skin-header.webp' },
    { dataType: 'tabBg', dataUrl: '/media/skin-tab.webp' },
  ],
};

function landing(overrides: Partial<PageConfig> = {}): PageConfig {
  return pageConfig({
    pageCode: 'winter-fest',
    pageTitle: '冬季焕新季',
    moduleList: [
      pageModule({
        id: 't',
        columnType: 'topTab',
        goodsList: [],
        tabs: [
          { title: '商城', contentCode: 'shop', trackData: { tabName: '商城' } },
          { title: '智能', contentCode: 'intellect', trackData: { tabName: '智能' } },
        ],
      }),
    ],
    ...overrides,
  });
}

function pages(landingPage: PageConfig) {
  return mockApi((call) => {
    const code = call.url.searchParams.get('pageCode');
    if (code === 'winter-fest') return ok(landingPage);
    if (code === 'shop') return ok(pageConfig({ moduleList: [pageModule({ colName: '商城好物', goodsList: [goodsCard({ saleName: '商城的车模' })] })] }));
    if (code === 'intellect') return ok(pageConfig({ pageCode: 'intellect', moduleList: [pageModule({ colName: '智能服务', goodsList: [goodsCard({ id: '9', saleName: '智驾辅助包' })] })] }));
    return ok(null);
  });
}

async function beacons(sendBeacon: ReturnType<typeof vi.fn>): Promise<TrackBatch['events']> {
  const batches = await Promise.all(sendBeacon.mock.calls.map(([, blob]) => (blob as Blob).text()));
  return batches.flatMap((text) => (JSON.parse(text) as TrackBatch).events);
}

describe('top-tab page', () => {
  let sendBeacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    FakeIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    resetTrackingForTests();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('shows the tab bar and the first tab page, and loads another tab page when it is tapped', async () => {
    const calls = pages(landing());
    renderRoute('/store/activity/activity?pageCode=winter-fest');
    expect(await screen.findByRole('tab', { name: '商城' })).toBeTruthy();
    expect(await screen.findByText('商城的车模')).toBeTruthy();
    expect(calls.some((c) => c.url.searchParams.get('pageCode') === 'intellect')).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: '智能' }));
    expect(await screen.findByText('智驾辅助包')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '智能' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends HomeFunTab_Click on a tap and HomeFunTab_Exposure once a tab has been seen for 1000 ms, as beacons', async () => {
    pages(landing());
    renderRoute('/store/activity/activity?pageCode=winter-fest');
    await screen.findByRole('tab', { name: '智能' });
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() => FakeIntersectionObserver.show(true));
    act(() => void vi.advanceTimersByTime(999));
    flushTracking();
    expect(await beacons(sendBeacon)).toEqual([]);
    act(() => void vi.advanceTimersByTime(1));
    flushTracking();
    const exposures = await beacons(sendBeacon);
    expect(exposures.map((e) => [e.event, e.pageCode, e.data?.tabName, e.data?.tabIndex])).toEqual([
      ['HomeFunTab_Exposure', 'winter-fest', '商城', 0],
      ['HomeFunTab_Exposure', 'winter-fest', '智能', 1],
    ]);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('/api-gateway/api/track/events');
    // Seen again: no second exposure.
    act(() => FakeIntersectionObserver.show(true));
    act(() => void vi.advanceTimersByTime(2_000));
    vi.useRealTimers();
    sendBeacon.mockClear();
    await userEvent.click(screen.getByRole('tab', { name: '智能' }));
    flushTracking();
    expect((await beacons(sendBeacon)).map((e) => [e.event, e.data?.tabName, e.data?.contentCode])).toEqual([['HomeFunTab_Click', '智能', 'intellect']]);
  });

  it('does not count a tab that leaves the screen before 1000 ms', async () => {
    pages(landing());
    renderRoute('/store/activity/activity?pageCode=winter-fest');
    await screen.findByRole('tab', { name: '智能' });
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() => FakeIntersectionObserver.show(true));
    act(() => void vi.advanceTimersByTime(600));
    act(() => FakeIntersectionObserver.show(false));
    act(() => void vi.advanceTimersByTime(2_000));
    flushTracking();
    expect(await beacons(sendBeacon)).toEqual([]);
  });

  it('falls back to fetch keepalive when there is no sendBeacon', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    const calls = pages(landing());
    renderRoute('/store/activity/activity?pageCode=winter-fest');
    await userEvent.click(await screen.findByRole('tab', { name: '智能' }));
    flushTracking();
    const beacon = calls.find((c) => c.url.pathname === '/api-gateway/api/track/events');
    expect(beacon?.method).toBe('POST');
    expect((beacon?.body as TrackBatch).events[0]?.event).toBe('HomeFunTab_Click');
  });

  it('leaves the tab header plain in a browser, whose container has no skins', async () => {
    pages(landing({ h5SkinData: SKIN }));
    const { container } = renderRoute('/store/activity/activity?pageCode=winter-fest');
    await screen.findByRole('tab', { name: '商城' });
    await act(() => Promise.resolve());
    expect(container.querySelector('[data-skin]')?.getAttribute('data-skin')).toBe('off');
  });

  it('skins the tab header when the app reports skins enabled and now is within the skin window', async () => {
    vi.spyOn(platform, 'isSkinEnable').mockResolvedValue(true);
    pages(landing({ h5SkinData: SKIN }));
    const { container } = renderRoute('/store/activity/activity?pageCode=winter-fest');
    await screen.findByRole('tab', { name: '商城' });
    await waitFor(() => expect(container.querySelector('[data-skin]')?.getAttribute('data-skin')).toBe('on'));
    const header = container.querySelector('[data-skin]') as HTMLElement;
    expect(header.style.backgroundImage).toContain('/media/skin-header.webp');
  });

  it('gives the landing page its own leading tab when it has modules after the top tab', async () => {
    const page = landing();
    pages({ ...page, moduleList: [...page.moduleList, pageModule({ id: 'own', colName: '冬季好物', goodsList: [goodsCard({ id: '5', saleName: '保温杯' })] })] });
    renderRoute('/store/activity/activity?pageCode=winter-fest');
    expect(await screen.findByRole('tab', { name: '精选' })).toBeTruthy();
    expect(await screen.findByText('保温杯')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '商城' }));
    expect(await screen.findByText('商城的车模')).toBeTruthy();
  });
});
