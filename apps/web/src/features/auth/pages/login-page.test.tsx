import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/mock-api.ts';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';

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

async function reachCodeStep(path = '/login') {
  const user = userEvent.setup();
  const calls = loginApi((call) => (call.body as { verificationCode?: string }).verificationCode === '1234');
  const view = renderRoute(path);
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
