import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEarly } from '../boot.ts';
import { takeEarlyAnswer } from './early-answers.ts';

const LIST = '{"urls":["/api-gateway/cart/list"],"headers":{"os":"H5","language":"zh"},"tokenHeader":"login-token"}';
const SENT = { os: 'H5', language: 'zh', 'login-token': 't-1' };

afterEach(() => {
  delete window.emallEarlyAnswers;
});

describe('answers asked by the boot script before the app ran', () => {
  it("are asked at once with the held token and taken once by the app's identical call", async () => {
    const get = vi.fn(async () => new Response('{"code":0}'));
    askEarly(LIST, 't-1', window, get);
    expect(get).toHaveBeenCalledWith('/api-gateway/cart/list', { headers: SENT, credentials: 'same-origin' });
    const taken = takeEarlyAnswer('/api-gateway/cart/list', { method: 'GET', headers: { ...SENT } });
    expect(await (await taken)?.text()).toBe('{"code":0}');
    // Once only: the next call (a refetch) goes to the network.
    expect(takeEarlyAnswer('/api-gateway/cart/list', { method: 'GET', headers: { ...SENT } })).toBeNull();
  });

  it('are not taken by a call with other headers (another token, a device-risk header) or another method', () => {
    askEarly(LIST, 't-1', window, async () => new Response('{}'));
    expect(takeEarlyAnswer('/api-gateway/cart/list', { headers: { ...SENT, 'login-token': 't-2' } })).toBeNull();
    expect(takeEarlyAnswer('/api-gateway/cart/list', { headers: { ...SENT, 'device-box': 'x'.repeat(1000) } })).toBeNull();
    expect(takeEarlyAnswer('/api-gateway/cart/list', { method: 'POST', headers: SENT, body: '{}' })).toBeNull();
    expect(takeEarlyAnswer('/api-gateway/cart/other', { headers: SENT })).toBeNull();
    expect(window.emallEarlyAnswers).toHaveLength(1);
  });

  it("keep the call's cancellation and timeout", async () => {
    askEarly(LIST, 't-1', window, () => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const taken = takeEarlyAnswer('/api-gateway/cart/list', { headers: SENT, signal: controller.signal });
    controller.abort();
    await expect(taken).rejects.toBeDefined();
  });

  it('are not asked from a list that is not the server\'s', () => {
    const get = vi.fn(async () => new Response('{}'));
    askEarly('not json', 't-1', window, get);
    askEarly(undefined, 't-1', window, get);
    expect(get).not.toHaveBeenCalled();
    expect(window.emallEarlyAnswers).toBeUndefined();
  });
});
