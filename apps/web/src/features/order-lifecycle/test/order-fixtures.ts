import {
  DeliveryMethod,
  LogisticsStatus,
  OrderAction,
  OrderFamily,
  OrderKind,
  ShopOrderStatus,
  VirtualOrderStatus,
  VoucherStatus,
  type DeliveryVoucher,
  type Logistics,
  type OrderDetailV3,
  type OrderLineOfOrder,
  type OrderListItem,
} from '@emall/contract';

export const NOW = '2026-11-22T02:00:00.000Z';

export function orderLine(overrides: Partial<OrderLineOfOrder> = {}): OrderLineOfOrder {
  return {
    lineId: Number(overrides.productSpecsId ?? '21'),
    afterSales: { types: [], refusal: null, openCaseId: null, hasCases: false },
    productId: '2',
    productSpecsId: '21',
    name: '城市通勤双肩包',
    specsName: '雾灰',
    pictureUrl: '/media/backpack.png',
    num: 1,
    price: 26900,
    eValue: 0,
    deductType: 0,
    productUrl: '/store/boutique/product?productId=2',
    ...overrides,
  };
}

/** A paid boutique order waiting to be sent (shop family), shipped to the demo address. */
export function orderDetail(overrides: Partial<OrderDetailV3> = {}): OrderDetailV3 {
  return {
    orderId: '11',
    orderNo: 'YC20261122000000000011',
    kind: OrderKind.boutique,
    family: OrderFamily.shop,
    status: ShopOrderStatus.waitSend,
    statusText: '待发货',
    deliveryMethod: DeliveryMethod.online,
    address: {
      id: '1',
      name: '林曜',
      phone: '13800000001',
      provinceCode: '310000',
      provinceName: '上海市',
      cityCode: '310100',
      cityName: '上海市',
      districtCode: '310115',
      districtName: '浦东新区',
      detail: '世纪大道100号 18楼1801室',
      fullAddress: '上海市上海市浦东新区世纪大道100号 18楼1801室',
      isDefault: true,
    },
    store: null,
    vinCode: null,
    mobile: null,
    remark: '',
    lines: [orderLine()],
    totalNum: 1,
    amounts: { goodsAmount: 26900, couponDeductAmount: 0, carriage: 0, integral: 0, integralDeductAmount: 0, payAmount: 26900, pointsEarned: 269 },
    rightsAccountId: null,
    tradeScene: 'BOUTIQUE',
    createdAt: '2026-11-22T01:40:00.000Z',
    paidAt: '2026-11-22T01:41:30.000Z',
    payDeadline: null,
    timeline: [
      { status: ShopOrderStatus.waitPay, statusText: '待付款', at: '2026-11-22T01:40:00.000Z' },
      { status: ShopOrderStatus.waitSend, statusText: '待发货', at: '2026-11-22T01:41:30.000Z' },
    ],
    logistics: null,
    actions: [OrderAction.buyAgain],
    serverTime: NOW,
    ...overrides,
  };
}

/** An unpaid order with 15 minutes left, by the server's clock NOW. */
export function unpaidOrder(overrides: Partial<OrderDetailV3> = {}): OrderDetailV3 {
  return orderDetail({
    orderId: '12',
    orderNo: 'YC20261122000000000012',
    status: ShopOrderStatus.waitPay,
    statusText: '待付款',
    paidAt: null,
    payDeadline: '2026-11-22T02:15:00.000Z',
    timeline: [{ status: ShopOrderStatus.waitPay, statusText: '待付款', at: '2026-11-22T01:45:00.000Z' }],
    actions: [OrderAction.cancel, OrderAction.pay],
    ...overrides,
  });
}

export function toListItem(order: OrderDetailV3): OrderListItem {
  const { orderId, orderNo, kind, family, status, statusText, deliveryMethod, lines, totalNum, amounts, createdAt, paidAt, payDeadline, tradeScene, actions } = order;
  return { orderId, orderNo, kind, family, status, statusText, deliveryMethod, lines, totalNum, amounts, createdAt, paidAt, payDeadline, tradeScene, actions };
}

/** A store-pickup order ready at the store, with its voucher. */
export function pickupOrder(overrides: Partial<OrderDetailV3> = {}): OrderDetailV3 {
  return orderDetail({
    orderId: '13',
    orderNo: 'YC20261122000000000013',
    deliveryMethod: DeliveryMethod.store,
    address: null,
    store: {
      storeId: '1',
      storeName: '曜川深圳南山体验店',
      cityCode: '440300',
      cityName: '深圳市',
      address: '深圳市南山区科技园南区 曜川大厦 1 楼',
      phone: '0755-86000000',
      businessHours: '10:00-21:00',
      lng: 113.94,
      lat: 22.54,
      distance: null,
    },
    actions: [OrderAction.voucher, OrderAction.buyAgain],
    ...overrides,
  });
}

export function voucherOf(order: OrderDetailV3, overrides: Partial<DeliveryVoucher> = {}): DeliveryVoucher {
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    voucherCode: '83920417',
    qrContent: `EMALL-PICKUP:${order.orderNo}:83920417`,
    status: VoucherStatus.unused,
    statusText: '待提货',
    readyForPickup: true,
    usedAt: null,
    store: order.store,
    lines: order.lines,
    ...overrides,
  };
}

/** A virtual order for a car: VIN and phone instead of an address. */
export function flowOrder(overrides: Partial<OrderDetailV3> = {}): OrderDetailV3 {
  return orderDetail({
    orderId: '14',
    orderNo: 'YC20261122000000000014',
    kind: OrderKind.flow,
    family: OrderFamily.virtual,
    status: VirtualOrderStatus.finish,
    statusText: '已完成',
    deliveryMethod: null,
    address: null,
    vinCode: 'LYC0ES9A0R1000001',
    mobile: '13800000001',
    lines: [orderLine({ productId: '8', productSpecsId: '81', name: '车载流量包 20G', specsName: '12个月', price: 3000, productUrl: '/virtual/flow/product?productId=8' })],
    amounts: { goodsAmount: 3000, couponDeductAmount: 0, carriage: 0, integral: 0, integralDeductAmount: 0, payAmount: 3000, pointsEarned: 30 },
    actions: [OrderAction.delete, OrderAction.buyAgain],
    ...overrides,
  });
}

export function parcelOf(order: OrderDetailV3): Logistics {
  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    carrierCode: 'SANDBOX',
    carrierName: '曜川速运',
    carrierPhone: '400-800-0000',
    expressNo: 'YCX1234567890',
    status: LogisticsStatus.inTransit,
    statusText: '运输中',
    shippedAt: '2026-11-22T03:00:00.000Z',
    signedAt: null,
    traces: [
      { status: LogisticsStatus.inTransit, statusText: '运输中', description: '快件已到达【上海浦东转运中心】', at: '2026-11-22T06:00:00.000Z' },
      { status: LogisticsStatus.collected, statusText: '已揽收', description: '曜川速运已揽收', at: '2026-11-22T03:00:00.000Z' },
    ],
    lines: order.lines,
  };
}
