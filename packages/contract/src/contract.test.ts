import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  errorInfo,
  fillPath,
  fillText,
  needsV5Signature,
  Paths,
  Permission,
  Text,
  WARRANTY_REPAIR_HOTLINE,
  WarrantyCardStatus,
  WarrantyCardStatusText,
  WarrantyClaimStatus,
  WarrantyClaimStatusText,
  WarrantyFaultType,
  WarrantyFaultTypeText,
  WarrantyTimeSlot,
  WarrantyTimeSlotText,
  warrantyApplyUrl,
  warrantyClaimUrl,
  warrantyDetailUrl,
  warrantyListUrl,
  warrantyRefusalCode,
} from './index.ts';

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

describe('warranty vocabulary', () => {
  it('names every card status, claim status, fault type and slot in Chinese', () => {
    const texts = [
      ...Object.values(WarrantyCardStatus).map((s) => WarrantyCardStatusText[s]),
      ...Object.values(WarrantyClaimStatus).map((s) => WarrantyClaimStatusText[s]),
      ...Object.values(WarrantyFaultType).map((f) => WarrantyFaultTypeText[f]),
      ...Object.values(WarrantyTimeSlot).map((t) => WarrantyTimeSlotText[t]),
    ];
    for (const text of texts) expect(text).toMatch(/[\u4e00-\u9fff]/);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('maps every refusal to a warranty error code, out of period naming the hotline', () => {
    expect(errorInfo[warrantyRefusalCode.expired].message).toContain(WARRANTY_REPAIR_HOTLINE);
    expect(warrantyRefusalCode.voided).toBe(ErrorCode.WARRANTY_CARD_VOIDED);
  });

  it('names the warranty permissions', () => {
    expect(Permission.warrantyRead).toBe('warranty:read');
    expect(Permission.warrantyHandle).toBe('warranty:handle');
  });

  it('builds the shop pages’ URLs', () => {
    expect(warrantyDetailUrl(12)).toBe('/order/warranty-detail?cardId=12');
    expect(warrantyApplyUrl('7')).toBe('/order/apply-warranty?cardId=7');
    expect(warrantyClaimUrl(3)).toBe('/order/warranty-claim?id=3');
    expect(warrantyListUrl()).toBe('/order/warranty');
    expect(warrantyListUrl(5)).toBe('/order/warranty?orderId=5');
  });
});
