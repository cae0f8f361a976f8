import { Type, type Static } from 'typebox';
import { AfterSalesStatus, AfterSalesType } from '../after-sales.ts';
import { AfterSalesCaseDetail, AfterSalesMessageText } from '../api/after-sales.ts';
import { adminRoute, declareApi } from '../route.ts';
import { IdParam, Paged } from '../schemas/common.ts';
import { Permission } from './permissions.ts';

/** Admin API paths of after-sales (issue 15), relative to ADMIN_API_BASE. {id} is a case id. */
export const AfterSalesAdminPaths = {
  cases: '/after-sales',
  case: '/after-sales/:id',
  approve: '/after-sales/:id/approve',
  reject: '/after-sales/:id/reject',
  receive: '/after-sales/:id/receive',
  refund: '/after-sales/:id/refund',
  refundAgain: '/after-sales/:id/refund-again',
  message: '/after-sales/:id/messages',
} as const;

/** A refund of more cash than this needs refunds:approve besides aftersales:handle (a role of 财务); the default of the server's setting. */
export const REFUND_APPROVAL_ABOVE_FEN = 100_000;


/** How the queue is ordered: the oldest status first (default), or the nearest SLA deadline first. */
/** What the audit log names an operator's step on a case by. */
export const AfterSalesAuditAction = {
  approve: 'afterSales.approve',
  reject: 'afterSales.reject',
  receive: 'afterSales.receive',
  refund: 'afterSales.refund',
  refundAgain: 'afterSales.refundAgain',
  reply: 'afterSales.reply',
} as const;

export const AfterSalesQueueSort = { waiting: 'waiting', deadline: 'deadline' } as const;
export type AfterSalesQueueSort = (typeof AfterSalesQueueSort)[keyof typeof AfterSalesQueueSort];

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A calendar day, YYYY-MM-DD (China time)' });

export const AdminAfterSalesQuery = Type.Object({
  status: Type.Optional(Type.Enum(AfterSalesStatus)),
  type: Type.Optional(Type.Enum(AfterSalesType)),
  orderNo: Type.Optional(Type.String({ maxLength: 40 })),
  /** An order number, a case number or the shopper's phone, exactly. */
  keyword: Type.Optional(Type.String({ maxLength: 40 })),
  /** Applied on or after this day… */
  appliedFrom: Type.Optional(Day),
  /** …and on or before this day (China time). */
  appliedTo: Type.Optional(Day),
  /** Only cases whose decision or return limit has passed. */
  overdue: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Enum(AfterSalesQueueSort)),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AdminAfterSalesQuery = Static<typeof AdminAfterSalesQuery>;

export const AdminAfterSalesRow = Type.Object({
  id: Type.String(),
  caseNo: Type.String(),
  orderNo: Type.String(),
  userId: Type.String(),
  /** The shopper's phone, for the operator who calls back. */
  phone: Type.String(),
  type: Type.Integer(),
  typeText: Type.String(),
  status: Type.Integer(),
  statusText: Type.String(),
  cashFen: Type.Integer(),
  eValue: Type.Integer(),
  reasonText: Type.String(),
  createdAt: Type.String(),
  /** The SLA: when the clock acts if no one does; null when nothing waits on it. */
  deadline: Type.Union([Type.String(), Type.Null()]),
  overdue: Type.Boolean(),
  /** The channel failed the case's cash refund: an operator refunds it again (refund-again). */
  refundFailed: Type.Boolean(),
});
export type AdminAfterSalesRow = Static<typeof AdminAfterSalesRow>;

/** One line of the case's order as paid: its share of the cash, E-value and coupon (the domain's allocation). */
export const AdminOrderLinePaid = Type.Object({
  lineId: Type.Integer(),
  goodsName: Type.String(),
  skuName: Type.String(),
  picture: Type.String(),
  num: Type.Integer(),
  /** Unit price before the coupon and the E-value offset. */
  priceFen: Type.Integer(),
  cashFen: Type.Integer(),
  eValue: Type.Integer(),
  couponFen: Type.Integer(),
});

/** The case's order as the operator checks it: how it was paid, line by line. */
export const AdminCaseOrder = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  statusText: Type.String(),
  goodsAmountFen: Type.Integer(),
  couponDeductFen: Type.Integer(),
  carriageFen: Type.Integer(),
  /** Cash paid. */
  payAmountFen: Type.Integer(),
  /** E-value paid. */
  integral: Type.Integer(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Array(AdminOrderLinePaid),
});

/** What the case refunds of one order line: its pieces and their quoted split. */
export const AdminCaseLineRefund = Type.Object({
  lineId: Type.Integer(),
  goodsName: Type.String(),
  pieces: Type.Integer(),
  cashFen: Type.Integer(),
  eValue: Type.Integer(),
  couponFen: Type.Integer(),
});

export const AdminAfterSalesDetail = Type.Object({
  ...AfterSalesCaseDetail.properties,
    userId: Type.String(),
    phone: Type.String(),
    order: AdminCaseOrder,
    refundLines: Type.Array(AdminCaseLineRefund),
    /** The cash above which a refund needs refunds:approve (REFUND_APPROVAL_ABOVE_FEN). */
    approvalAboveFen: Type.Integer(),
    inspectionNote: Type.String(),
    /** Cash the shopper's spent earned E-value took off the refund, and points still owed. */
    cashDeductFen: Type.Integer(),
    debtPoints: Type.Integer(),
    /** E-value the order earned on these pieces, taken back with the refund. */
    pointsEarnedBack: Type.Integer(),
    /** Whether this refund needs refunds:approve (its cash is above REFUND_APPROVAL_ABOVE_FEN). */
    needsApproval: Type.Boolean(),
    /** The case's cash refund at the channel (its out_refund_no and RefundStatus); null before the refund step or with no cash to pay. */
    channelRefund: Type.Union([Type.Object({ refundNo: Type.String(), amountFen: Type.Integer(), status: Type.Integer(), statusText: Type.String() }), Type.Null()]),
});
export type AdminAfterSalesDetail = Static<typeof AdminAfterSalesDetail>;

export const AfterSalesRejectBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) });
export const AfterSalesReplyBody = Type.Object({ text: AfterSalesMessageText });
export const AfterSalesReceiveBody = Type.Object({ note: Type.String({ maxLength: 500 }) });

const CaseParams = Type.Object({ id: IdParam });

export const AfterSalesAdminApi = declareApi('after-sales', {
  list: adminRoute('GET', AfterSalesAdminPaths.cases, Permission.afterSalesRead, 'The after-sales queue: filters and SLA deadlines, oldest waiting first', {
    query: AdminAfterSalesQuery,
    answer: Paged(AdminAfterSalesRow),
  }),
  detail: adminRoute('GET', AfterSalesAdminPaths.case, Permission.afterSalesRead, 'A case with its order lines, photos, timeline and messages', {
    params: CaseParams,
    answer: AdminAfterSalesDetail,
  }),
  approve: adminRoute('POST', AfterSalesAdminPaths.approve, Permission.afterSalesHandle, 'Approve a case waiting for the decision (40138 when it moved meanwhile)', {
    params: CaseParams,
    answer: AdminAfterSalesDetail,
  }),
  reject: adminRoute('POST', AfterSalesAdminPaths.reject, Permission.afterSalesHandle, 'Reject a case (waiting, or a return on inspection) with the reason', {
    params: CaseParams,
    body: AfterSalesRejectBody,
    answer: AdminAfterSalesDetail,
  }),
  receive: adminRoute('POST', AfterSalesAdminPaths.receive, Permission.afterSalesHandle, 'Confirm a return arrived, with the inspection note', {
    params: CaseParams,
    body: AfterSalesReceiveBody,
    answer: AdminAfterSalesDetail,
  }),
  refund: adminRoute(
    'POST',
    AfterSalesAdminPaths.refund,
    Permission.afterSalesHandle,
    'Refund a case: cash through the channel, E-value through the ledger, coupon and stock back, once (above REFUND_APPROVAL_ABOVE_FEN also refunds:approve)',
    { params: CaseParams, answer: AdminAfterSalesDetail },
  ),
  refundAgain: adminRoute(
    'POST',
    AfterSalesAdminPaths.refundAgain,
    Permission.afterSalesHandle,
    'Ask the channel again, under a new out_refund_no, for a case refund it failed; once however often asked (40138 unless the refund failed; above REFUND_APPROVAL_ABOVE_FEN also refunds:approve)',
    { params: CaseParams, answer: AdminAfterSalesDetail },
  ),
  reply: adminRoute('POST', AfterSalesAdminPaths.message, Permission.afterSalesHandle, "Reply to the shopper on an open case's 协商记录 (audited)", {
    params: CaseParams,
    body: AfterSalesReplyBody,
    answer: AdminAfterSalesDetail,
  }),
});
