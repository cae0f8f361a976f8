import { describe, expect, it } from 'vitest';
import { ErrorCode, errorInfo, fillPath, fillText, needsV5Signature, Paths, Text } from './index.ts';

describe('contract', () => {
  it('gives every error code a Chinese message and an HTTP status', () => {
    for (const code of Object.values(ErrorCode)) {
      const info = errorInfo[code];
      expect(info.message).toMatch(/[\u4e00-\u9fff]/);
      expect(info.status).toBeGreaterThanOrEqual(200);
      expect(info.status).toBeLessThan(600);
    }
  });

  it('keeps the spec codes of §8', () => {
    expect(ErrorCode.REQUEST_FAILED).toBe(-9999);
    expect(ErrorCode.SESSION_EXPIRED).toBe(9999);
    expect(ErrorCode.GOODS_SKU_EMPTY).toBe(100027);
    expect(ErrorCode.EVALUE_NOT_ENOUGH).toBe(17004);
    expect(errorInfo[ErrorCode.REQUEST_FAILED].message).toBe('请求异常,请稍后尝试');
  });

  it('fills text placeholders and leaves unknown ones', () => {
    expect(fillText(Text.footerLimit, { n: 2 })).toBe('限购2件,再爱也需克制');
    expect(fillText('{a}-{b}', { a: 1 })).toBe('1-{b}');
  });

  it('fills and encodes path parameters, refusing a missing one', () => {
    expect(fillPath(Paths.goodsDetail, { productId: 'a/b' })).toBe('/hermes/v2/goods/a%2Fb');
    expect(() => fillPath(Paths.goodsDetail, {})).toThrow(/productId/);
  });

  it('signs only paths with a v5 segment', () => {
    expect(needsV5Signature(Paths.loginSendMsg)).toBe(true);
    expect(needsV5Signature('/v5/appMaterial/getMaterialInfo')).toBe(true);
    expect(needsV5Signature('/hermes/v2/goods/1')).toBe(false);
    expect(needsV5Signature('/hermes/v50/x')).toBe(false);
  });
});
