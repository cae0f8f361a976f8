import { AfterSalesReason, AfterSalesStatus, AfterSalesStep, AfterSalesType, type AfterSalesCaseDetail, type AfterSalesEntry } from '@emall/contract';

export const entry = (over: Partial<AfterSalesEntry> = {}): AfterSalesEntry => ({
  orderId: '11',
  orderNo: 'E202611250001',
  lines: [
    { lineId: 101, goodsName: '城市通勤双肩包', skuName: '黑色', picture: '/media/bag.webp', num: 2, piecesLeft: 2, types: [AfterSalesType.refundOnly], refusal: null, ruleText: '签收后7天内支持无理由退货' },
    { lineId: 102, goodsName: '车载香氛', skuName: '海洋', picture: '/media/scent.webp', num: 1, piecesLeft: 0, types: [], refusal: '该商品已全部申请售后', ruleText: '' },
  ],
  reasons: [
    { reason: AfterSalesReason.noLongerWanted, text: '不想要了/七天无理由', types: [AfterSalesType.refundOnly, AfterSalesType.returnRefund] },
    { reason: AfterSalesReason.notShippedInTime, text: '未按约定时间发货', types: [AfterSalesType.refundOnly] },
    { reason: AfterSalesReason.quality, text: '商品质量问题', types: [AfterSalesType.returnRefund] },
  ],
  cases: [],
  ...over,
});

export const caseDetail = (over: Partial<AfterSalesCaseDetail> = {}): AfterSalesCaseDetail => ({
  id: '7',
  caseNo: 'AS202611250007',
  orderId: '11',
  orderNo: 'E202611250001',
  type: AfterSalesType.returnRefund,
  typeText: '退货退款',
  status: AfterSalesStatus.approved,
  statusText: '审核通过',
  amounts: { cashFen: 19950, eValue: 120, couponFen: 500, carriageFen: 0, couponBack: false },
  lines: [{ lineId: 101, goodsName: '城市通勤双肩包', picture: '/media/bag.webp', pieces: 1 }],
  createdAt: '2026-11-25T02:00:00.000Z',
  reason: AfterSalesReason.quality,
  reasonText: '商品质量问题',
  description: '拉链坏了',
  photos: [],
  timeline: [
    { step: AfterSalesStep.apply, text: '申请', done: true },
    { step: AfterSalesStep.review, text: '审核', done: true },
    { step: AfterSalesStep.returnShip, text: '寄回', done: false },
    { step: AfterSalesStep.returnReceive, text: '收货', done: false },
    { step: AfterSalesStep.refund, text: '退款', done: false },
    { step: AfterSalesStep.complete, text: '完成', done: false },
  ],
  events: [],
  returnAddress: { name: '曜川商城售后部', phone: '400-800-1077', address: '上海市浦东新区祖冲之路1077号 曜川商城退货仓' },
  returnShipment: null,
  rejectReason: '',
  deadline: '2026-12-02T02:00:00.000Z',
  limitText: '请在审核通过后7天内寄回商品,逾期售后单将自动关闭',
  canCancel: true,
  canShip: true,
  messages: [],
  canMessage: true,
  ...over,
});
