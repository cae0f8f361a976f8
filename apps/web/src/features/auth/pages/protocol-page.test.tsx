import type { Agreement } from '@emall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { showToast } from '../../../lib/toast.ts';
import { fail, mockApi, ok, type MockReply } from '../../../test/mock-api.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { spyOnToast } from '../../../test/spies.ts';

beforeEach(() => {
  spyOnToast();
});

function agreement(overrides: Partial<Agreement> = {}): Agreement {
  return {
    id: '3',
    agmtType: 'privacy',
    agreeTile: '曜川商城隐私政策',
    content: '<h2>一、我们收集的信息</h2><p>为向您提供服务,我们会收集<strong>手机号码</strong>。</p><ul><li>订单信息</li></ul>',
    agreeContent: '',
    version: '1.0',
    updatedAt: '2026-10-15T00:00:00.000Z',
    ...overrides,
  };
}

function api(reply: (path: string) => MockReply) {
  return mockApi((call) => reply(`${call.url.pathname}${call.url.search}`));
}

const HOSTILE = [
  '<p>正文</p>',
  '<script>window.__pwned = true</script>',
  '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.__pwned = true" alt="图">',
  '<a href="javascript:window.__pwned=true" id="js-link">点我</a>',
  '<a href="https://www.yaochuan-auto.example/help" id="ext-link">帮助</a>',
].join('');

describe('/protocol', () => {
  it('loads the agreement of a type and titles the page with its agreeTile', async () => {
    const calls = api(() => ok(agreement()));
    renderRoute('/protocol?type=privacy');
    expect(await screen.findByRole('heading', { level: 1, name: '曜川商城隐私政策' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '一、我们收集的信息' })).toBeTruthy();
    expect(screen.getByText('订单信息').tagName).toBe('LI');
    expect(document.title).toBe('曜川商城隐私政策');
    expect(calls[0]?.url.pathname).toBe('/api-gateway/api/privacyAgmt');
    expect(calls[0]?.url.searchParams.get('agmtType')).toBe('privacy');
  });

  it('titles the bar without the book-title marks of the document', async () => {
    api(() => ok(agreement({ agreeTile: '《隐私政策》' })));
    renderRoute('/protocol?type=privacy');
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeTruthy();
    expect(document.title).toBe('隐私政策');
  });

  it('loads an agreement by agreeId from the sign-agree content call', async () => {
    const calls = api(() => ok(agreement({ agreeTile: '数字钥匙服务协议' })));
    renderRoute('/protocol?agreeId=17');
    expect(await screen.findByRole('heading', { level: 1, name: '数字钥匙服务协议' })).toBeTruthy();
    expect(calls[0]?.url.pathname).toBe('/api-gateway/hermes/annex/v1/sign-agree/content/17');
  });

  it('never lets a script, an onerror handler or a javascript: link reach the DOM', async () => {
    (window as unknown as { __pwned?: boolean }).__pwned = false;
    api(() => ok(agreement({ content: HOSTILE })));
    const { container } = renderRoute('/protocol?type=user');
    await screen.findByText('正文');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|javascript:|__pwned/i);
    const jsLink = container.querySelector('#js-link');
    expect(jsLink?.getAttribute('href') ?? null).toBeNull();
    const external = container.querySelector('#ext-link');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByAltText('图')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBe(false);
  });

  it('shows a skeleton while loading', async () => {
    api(() => ok(agreement()));
    renderRoute('/protocol?type=privacy');
    expect(await screen.findByTestId('protocol-skeleton')).toBeTruthy();
    await screen.findByRole('heading', { level: 1 });
  });

  it('says 协议不存在 for an unknown agreement or none asked for', async () => {
    const calls = api(() => fail(40403, '协议不存在', 404));
    const view = renderRoute('/protocol?type=nothing');
    expect(await screen.findByRole('heading', { name: '协议不存在' })).toBeTruthy();
    expect(showToast).not.toHaveBeenCalled();
    view.unmount();
    renderRoute('/protocol');
    expect(await screen.findByRole('heading', { name: '协议不存在' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('offers a retry after a failed load', async () => {
    let first = true;
    api(() => {
      if (first) {
        first = false;
        return fail(50000, '服务繁忙,请稍后再试', 500);
      }
      return ok(agreement());
    });
    renderRoute('/protocol?type=privacy');
    expect(await screen.findByRole('heading', { name: '协议加载失败' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: '曜川商城隐私政策' })).toBeTruthy();
  });

  it('follows links to its own pages inside the app', async () => {
    api((path) =>
      path.includes('agmtType=user')
        ? ok(agreement({ agreeTile: '用户协议', content: '<p>另见<a href="/protocol?type=privacy">隐私政策</a></p>' }))
        : ok(agreement()),
    );
    const { router } = renderRoute('/protocol?type=user');
    await userEvent.click(await screen.findByRole('link', { name: '隐私政策' }));
    await waitFor(() => expect(currentPath(router)).toBe('/protocol?type=privacy'));
    expect(await screen.findByRole('heading', { level: 1, name: '曜川商城隐私政策' })).toBeTruthy();
  });
});
