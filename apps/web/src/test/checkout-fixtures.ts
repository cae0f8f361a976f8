import type { CheckoutCoupon, OrderLinePreview, OrderSubmitData, OrderSubmitResult, PayData, Store, UserAddress } from '@emall/contract';

export function orderLine(overrides: Partial<OrderLinePreview> = {}): OrderLinePreview {
  return {
    cartItemId: null,
    productId: '1',
    productSpecsId: '11',
    name: '曜川 ES9 1:18 合金收藏车模',
    specsName: '星河银',
    pictureUrl: '/media/car-model.png',
    num: 1,
    price: 29900,
    eValue: 0,
    deductType: 0,
    ...overrides,
  };
}

export function payData(overrides: Partial<PayData> = {}): PayData {
  return {
    payShowType: 1,
    payIntegral: 0,
    cashPayAmount: 29900,
    minIntegral: 0,
    payAmount: 29900,
    exchangeProportion: 10,
    carriage: 0,
    integral: 0,
    distributionProportion: 100,
    userAvailablePoint: 5000,
    ...overrides,
  };
}

export function checkoutCoupon(overrides: Partial<CheckoutCoupon> = {}): CheckoutCoupon {
  return {
    rightsAccountId: '501',
    cardName: '满200减20',
    cardType: 'enoughLess',
    eachReduction: 2000,
    discountRatio: 0,
    useConditionName: '满200元可用',
    validTimeStr: '2026.01.01-2026.12.31',
    usable: true,
    unusableReason: '',
    deductAmount: 2000,
    ...overrides,
  };
}

export function userAddress(overrides: Partial<UserAddress> = {}): UserAddress {
  return {
    id: '31',
    name: '张三',
    phone: '13800000001',
    provinceCode: '110000',
    provinceName: '北京市',
    cityCode: '110100',
    cityName: '北京市',
    districtCode: '110101',
    districtName: '东城区',
    detail: '王府井大街 1 号',
    fullAddress: '北京市东城区王府井大街 1 号',
    isDefault: true,
    ...overrides,
  };
}

export function store(overrides: Partial<Store> = {}): Store {
  return {
    storeId: '7',
    storeName: '曜川汽车北京王府井体验中心',
    cityCode: '110100',
    cityName: '北京市',
    address: '北京市东城区王府井大街 88 号',
    phone: '010-88886666',
    businessHours: '09:00-21:00',
    lng: 116.41,
    lat: 39.91,
    distance: null,
    ...overrides,
  };
}

export function submitData(overrides: Partial<OrderSubmitData> = {}): OrderSubmitData {
  return {
    lines: [orderLine()],
    goodsAmount: 29900,
    payData: payData(),
    coupons: [],
    rightsAccountId: null,
    couponDeductAmount: 0,
    couponDeductsAll: false,
    deliveryMethods: [1],
    deliveryMethod: 1,
    address: userAddress(),
    store: null,
    needVin: false,
    vinCode: null,
    realPayAmount: 29900,
    pointsEarned: 299,
    canSubmit: true,
    blockReason: '',
    ...overrides,
  };
}

export function submitResult(overrides: Partial<OrderSubmitResult> = {}): OrderSubmitResult {
  return {
    orderId: '9001',
    orderNo: 'EM202611220001',
    payAmount: 29900,
    payIntegral: 0,
    needPay: true,
    tradeScene: 'SHOP',
    payDeadline: '2026-11-22T10:30:00.000Z',
    ...overrides,
  };
}
