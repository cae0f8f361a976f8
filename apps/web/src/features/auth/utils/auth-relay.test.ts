import { describe, expect, it } from 'vitest';
import type { PendingMessengerLogin } from '../../../platform/messenger.ts';
import { appendCode, decideAuthRelay } from './auth-relay.ts';

const pending: PendingMessengerLogin = { state: 's1', redirect: '/store/home/shop', registerClue: null, startedAt: Date.now() };

describe('appendCode', () => {
  it('adds code to the query, before any hash, encoded', () => {
    expect(appendCode('/a', 'c 1')).toBe('/a?code=c%201');
    expect(appendCode('/a?x=1#top', 'c1')).toBe('/a?x=1&code=c1#top');
    expect(appendCode('https://m.yaochuan.example/p', 'c1')).toBe('https://m.yaochuan.example/p?code=c1');
    expect(appendCode('/a', null)).toBe('/a');
  });
});

describe('decideAuthRelay', () => {
  it('refuses a missing redirectUrl, and drops a foreign one', () => {
    expect(decideAuthRelay({ redirectUrl: null, code: 'c', pending: null })).toEqual({ kind: 'invalid', dropRedirect: false });
    expect(decideAuthRelay({ redirectUrl: '', code: 'c', pending: null })).toEqual({ kind: 'invalid', dropRedirect: false });
    for (const foreign of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 'https%3A%2F%2Fevil.example']) {
      expect(decideAuthRelay({ redirectUrl: foreign, code: 'c', pending })).toEqual({ kind: 'invalid', dropRedirect: true });
    }
  });

  it('relays the code to an allowed redirectUrl', () => {
    expect(decideAuthRelay({ redirectUrl: 'https://m.yaochuan.example/cb?x=1', code: 'c1', pending: null })).toEqual({
      kind: 'relay',
      target: { kind: 'external', href: 'https://m.yaochuan.example/cb?x=1&code=c1' },
    });
    expect(decideAuthRelay({ redirectUrl: '/store/home/shop', code: 'c1', pending: null })).toEqual({
      kind: 'relay',
      target: { kind: 'in-app', path: '/store/home/shop?code=c1' },
    });
  });

  it("exchanges the code of this tab's own messenger login, or takes a refusal back to login", () => {
    expect(decideAuthRelay({ redirectUrl: '/store/home/shop', code: 'c1', pending })).toEqual({
      kind: 'exchange',
      code: 'c1',
      target: { kind: 'in-app', path: '/store/home/shop' },
      pending,
    });
    expect(decideAuthRelay({ redirectUrl: '/store/home/shop', code: null, pending })).toEqual({
      kind: 'declined',
      target: { kind: 'in-app', path: '/store/home/shop' },
      pending,
    });
  });
});
