import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { startMessengerLogin } from '../../../platform/messenger.ts';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/mock-api.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { spyOnMessengerLogin } from '../../../test/spies.ts';

beforeEach(() => {
  spyOnMessengerLogin();
});

const LOGIN_RESULT = { token: 'tok-1', userId: 'u-1', phone: '13800000001', isNewUser: false };

function loginApi(verify: (call: RecordedCall) => boolean = () => true) {
  return mockApi((call) => {
    if (call.url.pathname === '/api-gateway/v5/sign/auth/loginSendMsg') return ok({ resendSeconds: 60, expireSeconds: 300 });
    if (call.url.pathname === '/api-gateway/api/auth/phoneLogin') {
      return verify(call) ? ok(LOGIN_RESULT) : fail(40005, '验证码错误,请重新输入', 400);
    }
    return ok(null);
  });
}

async function phoneInput(): Promise<HTMLInputElement> {
  return (await screen.findByPlaceholderText('请输入手机号')) as HTMLInputElement;
}

function passcodeInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('.adm-passcode-input-native-input');
  if (!input) throw new Error('no passcode input');
  return input;
}

async function reachCodeStep(path = '/login', state?: unknown) {
  const user = userEvent.setup();
  const calls = loginApi((call) => (call.body as { verificationCode?: string }).verificationCode === '1234');
  const view = renderRoute(path, { state });
  await user.type(await phoneInput(), '13800000001');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  await screen.findByText('验证码已发送至 138****0001');
  return { ...view, user, calls };
}

describe('login page', () => {
  it('keeps 获取验证码 disabled until the phone is valid, and takes digits only', async () => {
    const user = userEvent.setup();
    loginApi();
    renderRoute('/login');
    const input = await phoneInput();
    const button = screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('11');
    await user.type(input, '1380a0-000 00');
    expect(input.value).toBe('1380000000');
    expect(button.disabled).toBe(true);
    await user.type(input, '1');
    expect(input.value).toBe('13800000001');
    expect(button.disabled).toBe(false);
    await user.clear(input);
    await user.type(input, '23800000001');
    expect(button.disabled).toBe(true);
  });

  it('sends the code request signed, with phoneSet and sourceType 3', async () => {
    const { calls } = await reachCodeStep();
    const send = calls.find((c) => c.url.pathname.endsWith('loginSendMsg'));
    expect(send?.method).toBe('POST');
    expect(send?.body).toEqual({ phoneSet: '13800000001', sourceType: 3 });
    expect(send?.headers.get('x-sign')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('submits on the 4th digit, stores the session and goes to redirectUrl', async () => {
    const redirect = '/store/boutique/product?productId=1';
    const { container, calls, router } = await reachCodeStep(
      `/login?redirectUrl=${encodeURIComponent(redirect)}&register_clue=${encodeURIComponent('{"utm_source":"app"}')}`,
    );
    const input = passcodeInput(container);
    fireEvent.change(input, { target: { value: '123' } });
    expect(calls.some((c) => c.url.pathname.endsWith('phoneLogin'))).toBe(false);
    fireEvent.change(input, { target: { value: '1234' } });
    await waitFor(() => expect(currentPath(router)).toBe(redirect));
    const login = calls.filter((c) => c.url.pathname.endsWith('phoneLogin'));
    expect(login).toHaveLength(1);
    expect(login[0]?.body).toEqual({
      phone: '13800000001',
      verificationCode: '1234',
      registerSource: 'e_mall',
      registerClue: '{"utm_source":"app"}',
    });
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', userId: 'u-1', phone: '13800000001' });
  });

  it('clears the code when the login fails', async () => {
    const { container, calls } = await reachCodeStep();
    const input = passcodeInput(container);
    fireEvent.change(input, { target: { value: '9999' } });
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('phoneLogin'))).toHaveLength(1));
    expect((calls.find((c) => c.url.pathname.endsWith('phoneLogin'))?.body as { registerClue: unknown }).registerClue).toBeNull();
    await waitFor(() => expect(input.value).toBe(''));
    expect(useSession.getState().token).toBeNull();
  });

  it('counts down 59 s before the code can be requested again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = await reachCodeStep();
    expect(screen.getByText('59s后重新获取')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('58s后重新获取')).toBeTruthy();
    for (let i = 0; i < 58; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    const resend = screen.getByRole('button', { name: '重新获取验证码' });
    vi.useRealTimers();
    fireEvent.click(resend);
    await screen.findByText('59s后重新获取');
    expect(calls.filter((c) => c.url.pathname.endsWith('loginSendMsg'))).toHaveLength(2);
  });

  it('drops a redirectUrl outside the brand domains from the address', async () => {
    loginApi();
    const { router } = renderRoute(`/login?redirectUrl=${encodeURIComponent('https://evil.example/x')}&register_clue=a`);
    await phoneInput();
    await waitFor(() => expect(currentPath(router)).toBe('/login?register_clue=a'));
  });
});

describe('login page: agreements, messenger sign-in, binding, switching account', () => {
  it('links 《用户协议》 and 《隐私政策》 to their /protocol pages', async () => {
    loginApi();
    renderRoute('/login');
    await phoneInput();
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe('/protocol?type=user');
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/protocol?type=privacy');
  });

  it('offers 微信一键登录 only in the messenger or with sandbox=1, and starts the messenger login', async () => {
    loginApi();
    const plain = renderRoute('/login');
    await phoneInput();
    expect(screen.queryByRole('button', { name: '微信一键登录' })).toBeNull();
    plain.unmount();

    const redirect = '/store/boutique/product?productId=1';
    renderRoute(`/login?sandbox=1&redirectUrl=${encodeURIComponent(redirect)}&register_clue=${encodeURIComponent('{"utm_source":"poster"}')}`);
    await userEvent.click(await screen.findByRole('button', { name: '微信一键登录' }));
    expect(startMessengerLogin).toHaveBeenCalledTimes(1);
    expect(vi.mocked(startMessengerLogin).mock.calls[0]?.[1]).toEqual({ redirect, registerClue: '{"utm_source":"poster"}' });
  });

  it('after an unbound messenger login shows the bind notice and sends the bind ticket with the phone login', async () => {
    const { container, calls, router } = await reachCodeStep('/login?redirectUrl=%2Fstore%2Fhome%2Fshop', { bindTicket: 'bt-1' });
    expect(screen.queryByRole('button', { name: '微信一键登录' })).toBeNull();
    fireEvent.change(passcodeInput(container), { target: { value: '1234' } });
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop'));
    expect(calls.find((c) => c.url.pathname.endsWith('phoneLogin'))?.body).toEqual({
      phone: '13800000001',
      verificationCode: '1234',
      registerSource: 'e_mall',
      registerClue: null,
      bindTicket: 'bt-1',
    });
  });

  it('shows the bind notice from history state, never from the address', async () => {
    loginApi();
    const view = renderRoute('/login', { state: { bindTicket: 'bt-1' } });
    expect(await screen.findByText('微信账号未绑定,验证手机号后完成绑定')).toBeTruthy();
    view.unmount();
    renderRoute('/login?bindTicket=bt-1');
    await phoneInput();
    expect(screen.queryByText('微信账号未绑定,验证手机号后完成绑定')).toBeNull();
  });

  it('lets a logged-in user go on or log out to switch accounts', async () => {
    useSession.getState().setSession({ token: 'tok-1', userId: 'u-1', phone: '13800000001' });
    const calls = loginApi();
    renderRoute('/login?sandbox=1');
    expect(await screen.findByRole('heading', { name: '您已登录' })).toBeTruthy();
    expect(screen.getByText('当前账号 138****0001')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('heading', { name: '手机号登录' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '微信一键登录' })).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.endsWith('/api/auth/logout'))?.headers.get('login-token')).toBe('tok-1');
    expect(useSession.getState().token).toBeNull();
  });
});
