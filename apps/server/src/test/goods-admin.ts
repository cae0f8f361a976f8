import { BizType, DeductType, type GoodsSaveBody } from '@emall/contract';
import { plainKindInfo } from '@emall/domain';
import type { AuditActor } from '../modules/audit/audit.service.ts';

let codeSeq = 0;

/** A boutique goods the way the console's editor sends it: two colours, ¥399 and ¥299, 10 of each. */
export function goodsDraft(overrides: Partial<GoodsSaveBody> = {}): GoodsSaveBody {
  const prefix = `T${process.pid % 1000}-${++codeSeq}`;
  return {
    bizType: BizType.shop,
    virtualType: null,
    annexType: null,
    name: '曜川 测试车模',
    saleName: '曜川 测试车模 1:18',
    description: '测试用商品',
    detailHtml: '<p>合金车身</p>',
    pictures: ['/media/goods-car-model-1.webp'],
    detailPictures: [],
    tags: [{ name: '新品' }],
    specs: [{ name: '颜色', values: ['星河银', '曜石黑'] }],
    skus: [
      { code: `${prefix}-A`, specValues: ['星河银'], price: 39_900, productPrice: 45_900, eValue: 0, stock: 10 },
      { code: `${prefix}-B`, specValues: ['曜石黑'], price: 29_900, productPrice: 35_900, eValue: 0, stock: 10 },
    ],
    deductType: DeductType.cash,
    deductAmount: 5_000,
    userLimitFlag: false,
    userLimit: 0,
    buyerType: 0,
    whitelist: 0,
    preSale: 0,
    installType: 0,
    costFree: false,
    kindInfo: plainKindInfo(),
    ...overrides,
  };
}

/** An operator acting in a service test (the routes build theirs from the session). */
export const testActor: AuditActor = { operatorId: null, username: 'test', ip: '127.0.0.1', userAgent: 'vitest' };
