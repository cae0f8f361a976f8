import {
  Role,
  WarrantyActor,
  WarrantyCardStatus,
  WarrantyCardStatusText,
  WarrantyClaimStatus as S,
  WarrantyClaimStatusText,
  WarrantyEvent,
  WarrantyFaultType,
  WarrantyFaultTypeText,
  WarrantyTimeSlot,
  WarrantyTimeSlotText,
  type AdminWarrantyCardDetail,
  type AdminWarrantyClaimDetail,
  type AdminWarrantyClaimRow,
  type OperatorSelf,
  type Permission,
} from '@emall/contract';

/** The signed-in 客服 with `permissions`. */
export const serviceOperator = (permissions: Permission[]): OperatorSelf => ({
  id: 5,
  username: 'service',
  displayName: '客服·王',
  roles: [Role.service],
  permissions,
  mustChangePassword: false,
});

const submittedAt = '2026-11-27T02:00:00.000Z';
const store = { storeId: '3', storeName: '曜川上海浦东体验中心', address: '上海市浦东新区张江路 100 号', phone: '021-50001234' };

/** A home charging station's active card, installed in Pudong, bound to the owner's ES9. */
export const card: AdminWarrantyCardDetail = {
  cardId: '21',
  cardNo: 'WC20261127000000000021',
  orderId: '7',
  orderNo: 'YC20261127000000000007',
  lineId: 9,
  goodsId: '5',
  goodsName: '曜川家用充电桩 7kW',
  goodsPic: '/media/goods/charger.png',
  skuName: '标准版',
  serialNo: 'YCHC-7K-000123',
  vin: 'LYC0ES9A0R1000001',
  storeName: store.storeName,
  startDate: '2026-11-20',
  endDate: '2029-11-19',
  months: 36,
  cover: '主机及充电枪在正常使用下出现的质量问题免费维修',
  status: WarrantyCardStatus.active,
  statusText: WarrantyCardStatusText[WarrantyCardStatus.active],
  daysLeft: 1088,
  canClaim: true,
  cannotClaimReason: '',
  openFaultTypes: [WarrantyFaultType.noCharge],
  createdAt: '2026-11-20T08:00:00.000Z',
  userId: '3',
  userPhone: '138****0001',
  claims: [],
  ownerCars: [{ vin: 'LYC0ES9A0R1000002', name: '曜川 ES7' }],
  canTransferVin: true,
  audit: [],
};

const { claims: _c, ownerCars: _o, canTransferVin: _t, audit: _a, ...cardView } = card;

const timeline = (reached: number) =>
  [S.submitted, S.accepted, S.scheduled, S.repairing, S.completed].map((status) => ({
    status,
    text: WarrantyClaimStatusText[status],
    done: status <= reached,
    at: status <= reached ? submittedAt : null,
  }));

/** A claim just submitted under that card: cannot charge, two photos, the owner would like a Saturday morning in Pudong. */
export const submitted: AdminWarrantyClaimDetail = {
  claimId: '31',
  claimNo: 'WR20261127000000000031',
  faultType: WarrantyFaultType.noCharge,
  faultTypeText: WarrantyFaultTypeText[WarrantyFaultType.noCharge],
  status: S.submitted,
  statusText: WarrantyClaimStatusText[S.submitted],
  createdAt: submittedAt,
  cardId: card.cardId,
  cardNo: card.cardNo,
  goodsName: card.goodsName,
  goodsPic: card.goodsPic,
  skuName: card.skuName,
  description: '插枪后指示灯红灯常亮，无法开始充电',
  photos: ['/media/warranty/a.webp', '/media/warranty/b.webp'],
  video: null,
  contactPhone: '13800000001',
  preferredStore: store,
  preferredDate: '2026-11-29',
  timeSlot: WarrantyTimeSlot.morning,
  timeSlotText: WarrantyTimeSlotText[WarrantyTimeSlot.morning],
  appointment: null,
  repair: null,
  rejectReason: '',
  rating: null,
  timeline: timeline(S.submitted),
  events: [{ status: S.submitted, statusText: WarrantyClaimStatusText[S.submitted], actor: WarrantyActor.shopper, actorText: '我', note: '', at: submittedAt }],
  canCancel: true,
  canRate: false,
  userId: '3',
  userPhone: card.userPhone,
  card: cardView,
  history: {
    orderId: card.orderId,
    orderNo: card.orderNo,
    orderStatusText: '待评价',
    paidAt: '2026-11-18T02:00:00.000Z',
    cardCreatedAt: card.createdAt,
    claims: [],
  },
  // A day and a half from now, whenever the tests run: a fixed instant turns into 已超时 once passed.
  deadline: new Date(Date.now() + 36 * 3_600_000).toISOString(),
  overdue: false,
  actions: [WarrantyEvent.accept, WarrantyEvent.reject],
  audit: [],
};

/** The same claim one step on, as the server answers a move: status, actions and the timeline's new step. */
export function movedTo(claim: AdminWarrantyClaimDetail, status: S, actions: WarrantyEvent[], extra: Partial<AdminWarrantyClaimDetail> = {}): AdminWarrantyClaimDetail {
  return {
    ...claim,
    status,
    statusText: WarrantyClaimStatusText[status],
    timeline: timeline(status),
    events: [...claim.events, { status, statusText: WarrantyClaimStatusText[status], actor: WarrantyActor.operator, actorText: '售后服务', note: '', at: '2026-11-27T03:00:00.000Z' }],
    actions,
    ...extra,
  };
}

/** The queue's row of a claim; `overdue` past its deadline. */
export function rowOf(claim: AdminWarrantyClaimDetail, overdue = false): AdminWarrantyClaimRow {
  return {
    claimId: claim.claimId,
    claimNo: claim.claimNo,
    faultType: claim.faultType,
    faultTypeText: claim.faultTypeText,
    status: claim.status,
    statusText: claim.statusText,
    createdAt: claim.createdAt,
    cardId: claim.cardId,
    cardNo: claim.cardNo,
    goodsName: claim.goodsName,
    skuName: claim.skuName,
    serialNo: claim.card.serialNo,
    vin: claim.card.vin,
    userId: claim.userId,
    userPhone: claim.userPhone,
    contactPhone: claim.contactPhone,
    preferredStoreName: claim.preferredStore.storeName,
    preferredDate: claim.preferredDate,
    timeSlotText: claim.timeSlotText,
    appointmentAt: claim.appointment?.at ?? null,
    deadline: overdue ? '2026-11-26T02:00:00.000Z' : '2099-11-28T02:00:00.000Z',
    overdue,
  };
}
