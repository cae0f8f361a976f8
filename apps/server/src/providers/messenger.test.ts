import { describe, expect, it } from 'vitest';
import { jsSdkSignature, sandboxJsApiTicket, sandboxOpenId } from './messenger.ts';

describe('the messenger JS-SDK signature', () => {
  it("matches the example of the messenger's own documentation", () => {
    const signature = jsSdkSignature({
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    });
    expect(signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});

describe('the sandbox messenger', () => {
  it('gives a user key the same openId every time, and another secret another one', () => {
    expect(sandboxOpenId('s1', 'lin')).toBe(sandboxOpenId('s1', 'lin'));
    expect(sandboxOpenId('s1', 'lin')).toMatch(/^o_[A-Za-z0-9_-]{26}$/);
    expect(sandboxOpenId('s1', 'lin')).not.toBe(sandboxOpenId('s1', 'zhou'));
    expect(sandboxOpenId('s1', 'lin')).not.toBe(sandboxOpenId('s2', 'lin'));
  });

  it('derives its jsapi ticket from the app secret', () => {
    expect(sandboxJsApiTicket('s1')).toBe(sandboxJsApiTicket('s1'));
    expect(sandboxJsApiTicket('s1')).not.toBe(sandboxJsApiTicket('s2'));
  });
});
