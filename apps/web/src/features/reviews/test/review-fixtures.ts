import { EvaluateStatus, type Review, type ReviewList, type ReviewProduct, type ReviewProducts } from '@emall/contract';

export function reviewProduct(overrides: Partial<ReviewProduct> = {}): ReviewProduct {
  return {
    orderNo: 'YC20261121000000000001',
    orderLineId: '11',
    productId: '3',
    productSpecsId: '31',
    name: '曜川 钛金保温杯 500ml',
    specsName: '钛原色',
    pictureUrl: '/media/cup.webp',
    num: 1,
    bizType: 1,
    virtualType: null,
    evaluateStatus: EvaluateStatus.awaiting,
    reviewId: '',
    ...overrides,
  };
}

export function reviewProducts(products: ReviewProduct[], overrides: Partial<ReviewProducts> = {}): ReviewProducts {
  return { orderId: '7', orderNo: 'YC20261121000000000001', reviewable: true, products, ...overrides };
}

export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: '101',
    productId: '3',
    specsName: '钛原色',
    rating: 5,
    content: '保温效果很好',
    pictures: [],
    anonymous: false,
    userName: '曜川车友0001',
    createdAt: '2026-11-21T02:00:00.000Z',
    wantCount: 0,
    wanted: false,
    mine: false,
    ...overrides,
  };
}

export function reviewList(result: Review[], overrides: Partial<ReviewList> = {}): ReviewList {
  return {
    pageNo: 1,
    pageSize: 10,
    totalNum: result.length,
    result,
    summary: { total: result.length, average: 4.5, goodRate: 100, stars: [0, 0, 0, 1, 1] },
    ...overrides,
  };
}
