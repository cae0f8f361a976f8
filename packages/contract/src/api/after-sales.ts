import { Type, type Static } from 'typebox';
import { AFTER_SALES_MESSAGE_MAX, AFTER_SALES_MESSAGE_PHOTOS_MAX, AFTER_SALES_PHOTOS_MAX, AfterSalesMessageBy, AfterSalesReason, AfterSalesStatus, AfterSalesStep, AfterSalesType } from '../after-sales.ts';
import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { EValue, Fen, IdParam, Paged } from '../schemas/common.ts';

const CaseType = Type.Enum(AfterSalesType);
const CaseStatus = Type.Enum(AfterSalesStatus);
const Reason = Type.Enum(AfterSalesReason);
const Step = Type.Enum(AfterSalesStep);
const Id = Type.Integer({ minimum: 1 });

export const AfterSalesPieces = Type.Object({ lineId: Id, pieces: Type.Integer({ minimum: 1, maximum: 9999 }) });
export type AfterSalesPieces = Static<typeof AfterSalesPieces>;

/** What the pieces asked would pay back: cash (carriage included), E-value, the coupon's share (never cash). */
export const AfterSalesAmounts = Type.Object({
  cashFen: Fen,
  eValue: EValue,
  couponFen: Fen,
  carriageFen: Fen,
  /** The coupon is enabled again (only when the whole order is refunded before it expires). */
  couponBack: Type.Boolean(),
});
export type AfterSalesAmounts = Static<typeof AfterSalesAmounts>;

export const AfterSalesQuoteBody = Type.Object({
  orderId: Id,
  type: CaseType,
  lines: Type.Array(AfterSalesPieces, { minItems: 1, maxItems: 100 }),
});
export type AfterSalesQuoteBody = Static<typeof AfterSalesQuoteBody>;

export const AfterSalesApplyBody = Type.Object({
  orderId: Id,
  type: CaseType,
  reason: Reason,
  description: Type.String({ maxLength: 500 }),
  /** URLs of the shopper's own uploads of type afterSales. */
  photos: Type.Array(Type.String({ maxLength: 300 }), { maxItems: AFTER_SALES_PHOTOS_MAX }),
  lines: Type.Array(AfterSalesPieces, { minItems: 1, maxItems: 100 }),
});
export type AfterSalesApplyBody = Static<typeof AfterSalesApplyBody>;

export const AfterSalesReturnBody = Type.Object({
  expressCompany: Type.String({ minLength: 1, maxLength: 40 }),
  expressNo: Type.String({ minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
});
export type AfterSalesReturnBody = Static<typeof AfterSalesReturnBody>;

/** Where a return is sent back to. */
export const ReturnAddress = Type.Object({ name: Type.String(), phone: Type.String(), address: Type.String() });
export type ReturnAddress = Static<typeof ReturnAddress>;

/** One line of an order as the entry page shows it: what may be asked for it now, and why not. */
export const AfterSalesEntryLine = Type.Object({
  lineId: Id,
  goodsName: Type.String(),
  skuName: Type.String(),
  picture: Type.String(),
  num: Type.Integer(),
  /** Pieces not refunded and not held by an open case. */
  piecesLeft: Type.Integer(),
  /** The types the shopper may ask for this line now; empty with `refusal` saying why. */
  types: Type.Array(CaseType),
  refusal: Type.Union([Type.String(), Type.Null()]),
  /** The no-reason rule of the goods as the shopper reads it. */
  ruleText: Type.String(),
});

export const AfterSalesReasonOption = Type.Object({ reason: Reason, text: Type.String(), types: Type.Array(CaseType) });

export const AfterSalesCaseBrief = Type.Object({
  id: Type.String(),
  caseNo: Type.String(),
  orderId: Type.String(),
  orderNo: Type.String(),
  type: CaseType,
  typeText: Type.String(),
  status: CaseStatus,
  statusText: Type.String(),
  amounts: AfterSalesAmounts,
  lines: Type.Array(Type.Object({ lineId: Id, goodsName: Type.String(), picture: Type.String(), pieces: Type.Integer() })),
  createdAt: Type.String(),
});
export type AfterSalesCaseBrief = Static<typeof AfterSalesCaseBrief>;

export const AfterSalesEntry = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  lines: Type.Array(AfterSalesEntryLine),
  reasons: Type.Array(AfterSalesReasonOption),
  cases: Type.Array(AfterSalesCaseBrief),
});
export type AfterSalesEntry = Static<typeof AfterSalesEntry>;

export const AfterSalesEventView = Type.Object({
  status: CaseStatus,
  statusText: Type.String(),
  /** shopper | operator | system */
  actor: Type.String(),
  note: Type.String(),
  at: Type.String(),
});

/** One message of a case's 协商记录, shopper's or operator's. */
export const AfterSalesMessageView = Type.Object({
  id: Type.String(),
  by: Type.Enum(AfterSalesMessageBy),
  /** 买家 or 客服. */
  byText: Type.String(),
  text: Type.String(),
  photos: Type.Array(Type.String()),
  at: Type.String(),
});
export type AfterSalesMessageView = Static<typeof AfterSalesMessageView>;

/** A message's text: not blank, at most AFTER_SALES_MESSAGE_MAX characters. */
export const AfterSalesMessageText = Type.String({ minLength: 1, maxLength: AFTER_SALES_MESSAGE_MAX, pattern: '\\S' });

export const AfterSalesMessageBody = Type.Object({
  text: AfterSalesMessageText,
  /** URLs of the shopper's own uploads of type afterSales. */
  photos: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: AFTER_SALES_MESSAGE_PHOTOS_MAX })),
});
export type AfterSalesMessageBody = Static<typeof AfterSalesMessageBody>;

export const AfterSalesCaseDetail = Type.Object({
  ...AfterSalesCaseBrief.properties,
    reason: Reason,
    reasonText: Type.String(),
    description: Type.String(),
    photos: Type.Array(Type.String()),
    timeline: Type.Array(Type.Object({ step: Step, text: Type.String(), done: Type.Boolean() })),
    events: Type.Array(AfterSalesEventView),
    returnAddress: Type.Union([ReturnAddress, Type.Null()]),
    returnShipment: Type.Union([Type.Object({ expressCompany: Type.String(), expressNo: Type.String() }), Type.Null()]),
    rejectReason: Type.String(),
    /** When the clock acts on the case if nobody does (decision or return limit); null when nothing waits. */
    deadline: Type.Union([Type.String(), Type.Null()]),
    /** The limit's text for the shopper. */
    limitText: Type.String(),
    canCancel: Type.Boolean(),
    canShip: Type.Boolean(),
    /** 协商记录 in time order. */
    messages: Type.Array(AfterSalesMessageView),
    /** A message may still be added (the case is not finished or closed). */
    canMessage: Type.Boolean(),
});
export type AfterSalesCaseDetail = Static<typeof AfterSalesCaseDetail>;

export const AfterSalesListQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type AfterSalesListQuery = Static<typeof AfterSalesListQuery>;

const CaseParams = Type.Object({ id: IdParam });

/** After-sales (issue 15): the shopper's side. */
export const AfterSalesApi = declareApi('after-sales', {
  entry: route(
    'GET',
    Paths.afterSalesOrder,
    "An order's after-sales entry: per line the types allowed now (or why not), pieces left, the reasons, and the order's cases",
    { params: Type.Object({ orderId: IdParam }), answer: AfterSalesEntry },
    'required',
  ),
  quote: route('POST', Paths.afterSalesQuote, 'What the given pieces would pay back (cash, E-value, coupon), computed as the refund will be', {
    body: AfterSalesQuoteBody,
    answer: AfterSalesAmounts,
  }, 'required'),
  apply: route('POST', Paths.afterSalesApply, 'Ask for 仅退款 or 退货退款 of pieces (Idempotency-Key header: a repeat answers the same case)', {
    body: AfterSalesApplyBody,
    answer: AfterSalesCaseDetail,
  }, 'required'),
  list: route('GET', Paths.afterSalesList, "The shopper's cases, newest first (the order list's 退款/售后 tab)", {
    query: AfterSalesListQuery,
    answer: Paged(AfterSalesCaseBrief),
  }, 'required'),
  detail: route('GET', Paths.afterSalesDetail, 'One case with its timeline, messages and the return address', { params: CaseParams, answer: AfterSalesCaseDetail }, 'required'),
  cancel: route('POST', Paths.afterSalesCancel, 'Cancel a case still waiting (applied, or an approved return not sent yet)', {
    params: CaseParams,
    answer: AfterSalesCaseDetail,
  }, 'required'),
  returnShipment: route('POST', Paths.afterSalesReturnShipment, 'The express company and number of an approved return sent back', {
    params: CaseParams,
    body: AfterSalesReturnBody,
    answer: AfterSalesCaseDetail,
  }, 'required'),
  message: route('POST', Paths.afterSalesMessages, "A message (协商记录) on the shopper's own open case: text, up to 3 photos", {
    params: CaseParams,
    body: AfterSalesMessageBody,
    answer: AfterSalesCaseDetail,
  }, 'required'),
});
