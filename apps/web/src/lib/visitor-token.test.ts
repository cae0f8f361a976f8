import { Paths } from '@emall/contract';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../test/mock-api.ts';
import { ensureVisitorToken } from './api/get-visitor-token.ts';
import { http } from './http.ts';
import { useSession } from './session.ts';
import { VISITOR_TOKEN_KEY, storeVisitorToken, validVisitorToken } from './visitor-token.ts';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('visitor token', () => {
  it('is kept with its expiry and not used within a minute of it', () => {
    expect(validVisitorToken()).toBeNull();
    expect(storeVisitorToken({ vToken: 'v-1', expiresAt: inAnHour() })).toBe(true);
    expect(validVisitorToken()).toBe('v-1');
    expect(validVisitorToken(Date.now() + 3_600_000 - 30_000)).toBeNull();
    expect(storeVisitorToken({ vToken: 'v-2', expiresAt: 'soon' })).toBe(false);
    localStorage.setItem(VISITOR_TOKEN_KEY, '{broken');
    expect(validVisitorToken()).toBeNull();
  });

  it('is fetched once, silently, for a guest without one', async () => {
    const calls = mockApi(() => ok({ vToken: 'v-1', expiresAt: inAnHour() }));
    await Promise.all([ensureVisitorToken(), ensureVisitorToken()]);
    await ensureVisitorToken();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api-gateway/api/auth/visitorToken']);
    expect(validVisitorToken()).toBe('v-1');
  });

  it('is not fetched for a logged-in user', async () => {
    useSession.getState().setSession({ token: 'tok', userId: 'u-1', phone: null });
    const fetchToken = vi.fn();
    await ensureVisitorToken(fetchToken);
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it('goes as the visitor-token header on a guest call, never beside a login token', async () => {
    storeVisitorToken({ vToken: 'v-1', expiresAt: inAnHour() });
    const calls = mockApi(() => ok(null));
    await http.get(Paths.pageManagement);
    expect(calls[0]?.headers.get('visitor-token')).toBe('v-1');
    expect(calls[0]?.headers.has('login-token')).toBe(false);

    useSession.getState().setSession({ token: 'tok', userId: 'u-1', phone: '13800000001' });
    await http.get(Paths.pageManagement);
    expect(calls[1]?.headers.get('login-token')).toBe('tok');
    expect(calls[1]?.headers.has('visitor-token')).toBe(false);
  });
});
