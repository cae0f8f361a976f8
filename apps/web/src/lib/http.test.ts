import { HTTP_TIMEOUT_MS, LOGIN_REDIRECT_THROTTLE_MS, Paths, SESSION_STORAGE_KEY, SHOP_APP_KEY } from '@emall/contract';
import { v5Signature } from '@emall/domain';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetDeviceRiskForTests } from '../platform/device-risk.ts';
import { fail, mockApi, ok } from '../test/mock-api.ts';
import { spyOnToast } from '../test/spies.ts';
import { ApiError, http } from './http.ts';
import { setAppNavigator } from './navigation.ts';
import { useSession } from './session.ts';
import { showToast } from './toast.ts';

let toast: MockInstance<typeof showToast>;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

let clock = Date.UTC(2030, 0, 1);

beforeEach(() => {
  toast = spyOnToast();
  // Each test starts well past the previous one's login-redirect throttle window.
  vi.useFakeTimers({ toFake: ['Date'] });
  clock += 60_000;
  vi.setSystemTime(clock);
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('http wrapper', () => {
  it('unwraps the result of a code-0 envelope', async () => {
    const calls = mockApi(() => ok({ a: 1 }));
    await expect(http.get(Paths.goodsDetail, { params: { productId: 1 }, query: { activityCode: 'x y' } })).resolves.toEqual({ a: 1 });
    expect(calls[0]?.url.pathname).toBe('/api-gateway/hermes/v2/goods/1');
    expect(calls[0]?.url.search).toBe('?activityCode=x+y');
    // A query value left undefined is left out.
    await http.get(Paths.geoCityList, { query: { cityName: undefined } });
    expect(calls[1]?.url.search).toBe('');
    expect(toast).not.toHaveBeenCalled();
  });

  it('throws the server code and message and toasts the message', async () => {
    mockApi(() => fail(40005, '验证码错误,请重新输入', 400));
    const error = await failure(http.post(Paths.phoneLogin, { phone: '13800000001', verificationCode: '0000', registerSource: 'H5' }));
    expect(error.code).toBe(40005);
    expect(error.message).toBe('验证码错误,请重新输入');
    expect(toast).toHaveBeenCalledWith('验证码错误,请重新输入', 2000);
  });

  it('falls back to -9999 and the default message when the call yields none', async () => {
    mockApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const network = await failure(http.get(Paths.loginInfo));
    expect([network.code, network.message]).toEqual([-9999, '请求异常,请稍后尝试']);

    mockApi(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    const notJson = await failure(http.get(Paths.loginInfo));
    expect([notJson.code, notJson.message]).toEqual([-9999, '请求异常,请稍后尝试']);

    mockApi(() => ({ body: { code: 40000, message: '', result: null } }));
    const noMessage = await failure(http.get(Paths.loginInfo));
    expect([noMessage.code, noMessage.message]).toEqual([40000, '请求异常,请稍后尝试']);

    mockApi(() => ({ status: 500, body: { code: 0, message: 'ok', result: null } }));
    expect((await failure(http.get(Paths.loginInfo))).code).toBe(-9999);
  });

  it('gives up after the 15 s timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init: RequestInit = {}) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = failure(http.get(Paths.loginInfo));
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect([error.code, error.message]).toEqual([-9999, '请求异常,请稍后尝试']);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('shows no toast for a silent call or a call its caller cancelled', async () => {
    mockApi(() => fail(40400, '请求的内容不存在'));
    await failure(http.get(Paths.loginInfo, { silent: true }));
    const controller = new AbortController();
    controller.abort();
    await failure(http.get(Paths.loginInfo, { signal: controller.signal }));
    expect(toast).not.toHaveBeenCalled();
  });

  it('on a burst of 9999 clears the session and redirects to login once, without a toast', async () => {
    useSession.getState().setSession({ token: 't-1', userId: 'u-1', phone: '13800000001' });
    window.history.replaceState(null, '', '/store/boutique/product?productId=1&a=b');
    const navigate = vi.fn();
    setAppNavigator(navigate);
    mockApi(() => fail(9999, '登录已失效,请重新登录', 401));

    const errors = await Promise.all([failure(http.get(Paths.loginInfo)), failure(http.get(Paths.cartList)), failure(http.get(Paths.addressList))]);

    expect(errors.map((e) => e.code)).toEqual([9999, 9999, 9999]);
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('"token":null');
    expect(toast).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(`/login?redirectUrl=${encodeURIComponent('/store/boutique/product?productId=1&a=b')}`, {});

    // Past the throttle window another expiry redirects again.
    vi.setSystemTime(Date.now() + LOGIN_REDIRECT_THROTTLE_MS);
    await failure(http.get(Paths.reviewPointShow));
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('sends the spec headers on every call, the login token from the session', async () => {
    useSession.getState().setSession({ token: 'tok-123', userId: 'u-1', phone: '13800000001' });
    const calls = mockApi(() => ok(null));
    await http.get(Paths.pageManagement);
    const headers = calls[0]?.headers;
    expect(headers?.get('login-token')).toBe('tok-123');
    expect(headers?.get('os')).toBe('H5');
    expect(headers?.get('application')).toBe('HERMES_HTML');
    expect(headers?.get('language')).toBe('zh');
    expect(headers?.has('device-box')).toBe(false);
    expect(headers?.has('x-sign')).toBe(false);
    expect(headers?.has('x-sign-timestamp')).toBe(false);
    expect(headers?.has('x-sign-nonce')).toBe(false);
  });

  it('signs calls to v5 paths with timestamp, nonce and the v5 signature', async () => {
    const calls = mockApi(() => ok({ resendSeconds: 60, expireSeconds: 300 }));
    await http.post(Paths.loginSendMsg, { phoneSet: '13800000001', sourceType: 3 });
    const headers = calls[0]?.headers;
    const timestamp = headers?.get('x-sign-timestamp') ?? '';
    const nonce = headers?.get('x-sign-nonce') ?? '';
    expect(timestamp).toBe(String(Date.now()));
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(headers?.get('x-sign')).toBe(
      v5Signature({ method: 'POST', path: '/v5/sign/auth/loginSendMsg', timestamp, nonce, appKey: SHOP_APP_KEY }),
    );
    expect(headers?.get('content-type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ phoneSet: '13800000001', sourceType: 3 });
  });

  it('uses a fresh nonce for each signed call', async () => {
    const calls = mockApi(() => ok(null));
    await http.post(Paths.loginSendMsg, { phoneSet: '13800000001', sourceType: 3 });
    await http.post(Paths.loginSendMsg, { phoneSet: '13800000001', sourceType: 3 });
    expect(calls[0]?.headers.get('x-sign-nonce')).not.toBe(calls[1]?.headers.get('x-sign-nonce'));
  });

  it('sends the native bridge\'s device-risk token when its length is within bounds', async () => {
    resetDeviceRiskForTests();
    vi.stubGlobal('YaochuanJSBridge', { getDeviceRiskToken: () => 'r'.repeat(1_200) });
    const calls = mockApi(() => ok(null));
    await http.get(Paths.loginInfo);
    expect(calls[0]?.headers.get('device-box')).toBe('r'.repeat(1_200));
    resetDeviceRiskForTests();
  });

  it('sends a given login token instead of the session\'s; its 9999 leaves the session and starts no login', async () => {
    useSession.getState().setSession({ token: 'mine', userId: 'u-1', phone: '13800000001' });
    const navigate = vi.fn();
    setAppNavigator(navigate);
    const calls = mockApi(() => fail(9999, '登录已失效,请重新登录', 401));
    const error = await failure(http.get(Paths.loginInfo, { authToken: 'handed-over' }));
    expect(error.code).toBe(9999);
    expect(calls[0]?.headers.get('login-token')).toBe('handed-over');
    expect(useSession.getState().token).toBe('mine');
    expect(navigate).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});
