import { SESSION_STORAGE_KEY } from '@emall/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../../test/mock-api.ts';
import { setAppNavigator } from '../navigation.ts';
import { useSession } from '../session.ts';
import { readWechatUser, saveWechatUser } from '../wechat-user.ts';
import { logout } from './logout.ts';
import { spyOnToast } from '../../test/spies.ts';

beforeEach(() => {
  spyOnToast();
});

describe('logout', () => {
  it('revokes the token on the server, then forgets the session and the messenger identity', async () => {
    useSession.getState().setSession({ token: 'tok', userId: 'u-1', phone: '13800000001' });
    saveWechatUser({ openId: 'o-1', bound: true });
    const calls = mockApi(() => ok(null));
    await logout();
    const revoke = calls.find((c) => c.url.pathname === '/api-gateway/api/auth/logout');
    expect(revoke?.method).toBe('POST');
    expect(revoke?.headers.get('login-token')).toBe('tok');
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('"token":null');
    expect(readWechatUser()).toBeNull();
  });

  it('logs out locally when the call fails, without a login redirect for an expired token', async () => {
    const navigate = vi.fn();
    setAppNavigator(navigate);
    for (const reply of [fail(9999, '登录已失效,请重新登录', 401), fail(50000, '服务繁忙', 500)]) {
      useSession.getState().setSession({ token: 'tok', userId: 'u-1', phone: '13800000001' });
      mockApi(() => reply);
      await logout();
      expect(useSession.getState().token).toBeNull();
    }
    mockApi(() => {
      throw new TypeError('Failed to fetch');
    });
    useSession.getState().setSession({ token: 'tok', userId: 'u-1', phone: '13800000001' });
    await logout();
    expect(useSession.getState().token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});
