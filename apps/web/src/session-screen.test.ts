import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyAnswer } from './lib/early-answers.ts';
import { askEarly } from './session-screen.ts';

const LIST = '{"urls":["/api-gateway/cart/list"],"headers":{"os":"H5","language":"zh"},"tokenHeader":"login-token"}';
const SENT = { os: 'H5', language: 'zh', 'login-token': 't-1' };

afterEach(() => {
  delete window.emallEarlyAnswers;
});

describe('answers asked before the app ran', () => {
  it("are asked at once with the held token and taken once by the app's identical call", async () => {
    const get = vi.fn(async () => new Response('{"code":0}'));
    askEarly(LIST, 't-1', window, get);
    expect(get).toHaveBeenCalledWith('/api-gateway/cart/list', { headers: SENT });
    const taken = takeEarlyAnswer('/api-gateway/cart/list', { method: 'GET', headers: { ...SENT } });
    expect(await (await taken)?.text()).toBe('{"code":0}');
    // Once only: the next call (a refetch) goes to the network.
    expect(takeEarlyAnswer('/api-gateway/cart/list', { method: 'GET', headers: { ...SENT } })).toBeUndefined();
  });

  it('are not taken by a call with other headers (another token, a device-risk header) or another method', () => {
    askEarly(LIST, 't-1', window, async () => new Response('{}'));
    expect(takeEarlyAnswer('/api-gateway/cart/list', { method: 'GET', headers: { ...SENT, 'login-token': 't-2' } })).toBeUndefined();
    expect(takeEarlyAnswer('/api-gateway/cart/list', { method: 'GET', headers: { ...SENT, 'device-box': 'x'.repeat(1000) } })).toBeUndefined();
    expect(takeEarlyAnswer('/api-gateway/cart/list', { method: 'POST', headers: SENT, body: '{}' })).toBeUndefined();
    expect(takeEarlyAnswer('/api-gateway/cart/other', { method: 'GET', headers: SENT })).toBeUndefined();
    expect(window.emallEarlyAnswers).toHaveLength(1);
  });

  it("keep the call's cancellation and timeout", async () => {
    askEarly(LIST, 't-1', window, () => new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const taken = takeEarlyAnswer('/api-gateway/cart/list', { method: 'GET', headers: SENT, signal: controller.signal });
    controller.abort();
    await expect(taken).rejects.toBeDefined();
  });
});
