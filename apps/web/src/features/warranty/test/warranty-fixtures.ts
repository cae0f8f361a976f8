import {
  WarrantyActor,
  WarrantyCardStatus,
  WarrantyClaimStatus,
  WarrantyFaultType,
  WarrantyTimeSlot,
  type WarrantyCardDetail,
  type WarrantyClaimDetail,
} from '@emall/contract';

export const card = (over: Partial<WarrantyCardDetail> = {}): WarrantyCardDetail => ({
  cardId: '5',
  cardNo: 'WC20261127000000000005',
  orderId: '11',
  orderNo: 'E202611250001',
  lineId: 7,
  goodsId: '3',
  goodsName: '曜川家用充电桩 11kW',
  goodsPic: '/media/charger.webp',
  skuName: '11kW 壁挂款',
  serialNo: 'YC-HC11-000123',
  vin: 'LYC0ES9A0R1000001',
  storeName: '曜川汽车 上海浦东用户中心',
  startDate: '2026-11-20',
  endDate: '2029-11-19',
  months: 36,
  cover: '充电模块、控制主板、显示屏的非人为故障免费维修或更换',
  status: WarrantyCardStatus.active,
  statusText: '保修中',
  daysLeft: 1089,
  canClaim: true,
  cannotClaimReason: '',
  openFaultTypes: [],
  createdAt: '2026-11-20T02:00:00.000Z',
  claims: [],
  ...over,
});

const step = (status: WarrantyClaimStatus, text: string, at: string | null) => ({ status, text, done: at !== null, at });
const store = { storeId: '1', storeName: '曜川汽车 上海浦东用户中心', address: '上海市浦东新区张杨路 500 号', phone: '021-5888-1077' };

export const claim = (over: Partial<WarrantyClaimDetail> = {}): WarrantyClaimDetail => ({
  claimId: '9',
  claimNo: 'WR20261127000000000009',
  faultType: WarrantyFaultType.noCharge,
  faultTypeText: '无法充电',
  status: WarrantyClaimStatus.submitted,
  statusText: '已提交',
  createdAt: '2026-11-27T02:00:00.000Z',
  cardId: '5',
  cardNo: 'WC20261127000000000005',
  goodsName: '曜川家用充电桩 11kW',
  goodsPic: '/media/charger.webp',
  skuName: '11kW 壁挂款',
  description: '插枪后指示灯不亮,无法充电',
  photos: ['/media/u-1.webp'],
  video: null,
  contactPhone: '13800000001',
  preferredStore: store,
  preferredDate: '2026-11-29',
  timeSlot: WarrantyTimeSlot.morning,
  timeSlotText: '上午 09:00–12:00',
  appointment: null,
  repair: null,
  rejectReason: '',
  rating: null,
  timeline: [
    step(WarrantyClaimStatus.submitted, '已提交', '2026-11-27T02:00:00.000Z'),
    step(WarrantyClaimStatus.accepted, '已受理', null),
    step(WarrantyClaimStatus.scheduled, '已预约', null),
    step(WarrantyClaimStatus.repairing, '维修中', null),
    step(WarrantyClaimStatus.completed, '已完成', null),
  ],
  events: [{ status: WarrantyClaimStatus.submitted, statusText: '已提交', actor: WarrantyActor.shopper, actorText: '我', note: '', at: '2026-11-27T02:00:00.000Z' }],
  canCancel: true,
  canRate: false,
  ...over,
});

/** A claim scheduled at the store (accepted, then an appointment). */
export const scheduledClaim = (over: Partial<WarrantyClaimDetail> = {}): WarrantyClaimDetail =>
  claim({
    status: WarrantyClaimStatus.scheduled,
    statusText: '已预约',
    appointment: { store, at: '2026-11-29T02:00:00.000Z' },
    timeline: [
      step(WarrantyClaimStatus.submitted, '已提交', '2026-11-27T02:00:00.000Z'),
      step(WarrantyClaimStatus.accepted, '已受理', '2026-11-27T03:00:00.000Z'),
      step(WarrantyClaimStatus.scheduled, '已预约', '2026-11-27T04:00:00.000Z'),
      step(WarrantyClaimStatus.repairing, '维修中', null),
      step(WarrantyClaimStatus.completed, '已完成', null),
    ],
    canCancel: false,
    ...over,
  });

/** A completed repair waiting for its rating. */
export const completedClaim = (over: Partial<WarrantyClaimDetail> = {}): WarrantyClaimDetail =>
  scheduledClaim({
    status: WarrantyClaimStatus.completed,
    statusText: '已完成',
    repair: { parts: ['充电控制板'], note: '更换控制板后充电正常', photos: ['/media/u-2.webp'], completedAt: '2026-11-29T03:30:00.000Z' },
    timeline: [
      step(WarrantyClaimStatus.submitted, '已提交', '2026-11-27T02:00:00.000Z'),
      step(WarrantyClaimStatus.accepted, '已受理', '2026-11-27T03:00:00.000Z'),
      step(WarrantyClaimStatus.scheduled, '已预约', '2026-11-27T04:00:00.000Z'),
      step(WarrantyClaimStatus.repairing, '维修中', '2026-11-29T02:10:00.000Z'),
      step(WarrantyClaimStatus.completed, '已完成', '2026-11-29T03:30:00.000Z'),
    ],
    canRate: true,
    ...over,
  });
