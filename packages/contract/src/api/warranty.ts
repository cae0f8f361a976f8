import { Type, type Static } from 'typebox';
import { Header } from '../http.ts';
import { WarrantyPaths } from '../warranty-paths.ts';
import { declareApi, route } from '../route.ts';
import { IdParam, Paged } from '../schemas/common.ts';
import {
  WARRANTY_DESCRIPTION_MAX,
  WARRANTY_DESCRIPTION_MIN,
  WARRANTY_PHOTOS_MAX,
  WARRANTY_RATE_COMMENT_MAX,
  WARRANTY_SCORE_MAX,
  WarrantyActor,
  WarrantyCardStatus,
  WarrantyClaimStatus,
  WarrantyFaultType,
  WarrantyTimeSlot,
} from '../warranty.ts';

/** A calendar day, YYYY-MM-DD (China time). */
export const WarrantyDay = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Iso = Type.String();
const Url = Type.String({ maxLength: 300 });

/** A claim in a card's list: enough to show its line and open it. */
export const WarrantyClaimBrief = Type.Object({
  claimId: Type.String(),
  claimNo: Type.String(),
  faultType: Type.Enum(WarrantyFaultType),
  faultTypeText: Type.String(),
  status: Type.Enum(WarrantyClaimStatus),
  statusText: Type.String(),
  createdAt: Iso,
});
export type WarrantyClaimBrief = Static<typeof WarrantyClaimBrief>;

/** One card (one unit of a goods that carries a warranty). */
export const WarrantyCardView = Type.Object({
  cardId: Type.String(),
  /** Printable, WC + 20 digits. */
  cardNo: Type.String(),
  orderId: Type.String(),
  orderNo: Type.String(),
  /** The order line the unit is of (the order detail shows 查看保修卡 on it). */
  lineId: Type.Integer(),
  goodsId: Type.String(),
  goodsName: Type.String(),
  goodsPic: Type.String(),
  skuName: Type.String(),
  /** Entered at installation or delivery; null until then. */
  serialNo: Nullable(Type.String()),
  /** Only goods bound to a car. */
  vin: Nullable(Type.String()),
  /** The store that installed it; null for posted goods. */
  storeName: Nullable(Type.String()),
  /** China dates, YYYY-MM-DD; the card covers startDate to endDate inclusive. */
  startDate: Type.String(),
  endDate: Type.String(),
  months: Type.Integer(),
  /** What it covers (the goods' warrantyCover when the card was made). */
  cover: Type.String(),
  status: Type.Enum(WarrantyCardStatus),
  statusText: Type.String(),
  /** Days from today to endDate inclusive; 0 once expired or voided. */
  daysLeft: Type.Integer(),
  canClaim: Type.Boolean(),
  /** Why not (Chinese; out of period names the paid-repair hotline); '' when canClaim. */
  cannotClaimReason: Type.String(),
  /** Fault types with an open claim now (one open claim per fault at a time). */
  openFaultTypes: Type.Array(Type.Enum(WarrantyFaultType)),
  createdAt: Iso,
});
export type WarrantyCardView = Static<typeof WarrantyCardView>;

export const WarrantyCardDetail = Type.Object({
  ...WarrantyCardView.properties,
  /** Its claims, newest first. */
  claims: Type.Array(WarrantyClaimBrief),
});
export type WarrantyCardDetail = Static<typeof WarrantyCardDetail>;

export const WarrantyCardsQuery = Type.Object({
  orderId: Type.Optional(IdParam),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type WarrantyCardsQuery = Static<typeof WarrantyCardsQuery>;

/** A store as a claim shows it (the chooser's store, or the appointment's). */
export const WarrantyStore = Type.Object({
  storeId: Type.String(),
  storeName: Type.String(),
  address: Type.String(),
  phone: Type.String(),
});
export type WarrantyStore = Static<typeof WarrantyStore>;

/** One step of the progress timeline (已提交 → 已受理 → 已预约 → 维修中 → 已完成). */
export const WarrantyTimelineStep = Type.Object({
  status: Type.Enum(WarrantyClaimStatus),
  text: Type.String(),
  done: Type.Boolean(),
  /** When it was reached; null while not. */
  at: Nullable(Iso),
});

/** One move of a claim: who, when, what they noted (shown to the shopper). */
export const WarrantyEventView = Type.Object({
  status: Type.Enum(WarrantyClaimStatus),
  statusText: Type.String(),
  actor: Type.Enum(WarrantyActor),
  actorText: Type.String(),
  note: Type.String(),
  at: Iso,
});
export type WarrantyEventView = Static<typeof WarrantyEventView>;

export const WarrantyAppointment = Type.Object({
  store: WarrantyStore,
  /** ISO date-time of the visit. */
  at: Iso,
});
export type WarrantyAppointment = Static<typeof WarrantyAppointment>;

export const WarrantyRepairRecord = Type.Object({
  parts: Type.Array(Type.String()),
  note: Type.String(),
  photos: Type.Array(Type.String()),
  completedAt: Iso,
});
export type WarrantyRepairRecord = Static<typeof WarrantyRepairRecord>;

export const WarrantyRating = Type.Object({ score: Type.Integer(), comment: Type.String(), at: Iso });

export const WarrantyClaimDetail = Type.Object({
  ...WarrantyClaimBrief.properties,
  cardId: Type.String(),
  cardNo: Type.String(),
  goodsName: Type.String(),
  goodsPic: Type.String(),
  skuName: Type.String(),
  description: Type.String(),
  photos: Type.Array(Type.String()),
  video: Nullable(Type.String()),
  contactPhone: Type.String(),
  preferredStore: WarrantyStore,
  preferredDate: Type.String(),
  timeSlot: Type.Enum(WarrantyTimeSlot),
  timeSlotText: Type.String(),
  /** Set once scheduled (moved while still scheduled). */
  appointment: Nullable(WarrantyAppointment),
  repair: Nullable(WarrantyRepairRecord),
  rejectReason: Type.String(),
  rating: Nullable(WarrantyRating),
  timeline: Type.Array(WarrantyTimelineStep),
  /** Every move in time order. */
  events: Type.Array(WarrantyEventView),
  canCancel: Type.Boolean(),
  canRate: Type.Boolean(),
});
export type WarrantyClaimDetail = Static<typeof WarrantyClaimDetail>;

/** POST …/warranty/claims (optional Idempotency-Key header: a repeat answers the same claim). */
export const WarrantyApplyBody = Type.Object(
  {
    cardId: IdParam,
    faultType: Type.Enum(WarrantyFaultType),
    description: Type.String({ minLength: WARRANTY_DESCRIPTION_MIN, maxLength: WARRANTY_DESCRIPTION_MAX, pattern: '\\S' }),
    /** URLs of the shopper's own uploads of type warranty; none when a video is sent. */
    photos: Type.Array(Url, { maxItems: WARRANTY_PHOTOS_MAX }),
    /** The URL of the shopper's own upload of type warrantyVideo, or null. */
    video: Type.Optional(Nullable(Url)),
    /** A mobile number (11 digits from 1). */
    contactPhone: Type.String({ minLength: 1, maxLength: 32 }),
    /** A store of the store chooser (GET /hermes/v1/stores). */
    storeId: IdParam,
    /** From tomorrow to WARRANTY_PREFERRED_DAYS_MAX days ahead (China date). */
    preferredDate: WarrantyDay,
    timeSlot: Type.Enum(WarrantyTimeSlot),
  },
  { additionalProperties: false },
);
export type WarrantyApplyBody = Static<typeof WarrantyApplyBody>;

/** Rate a completed claim once: 1–5 and an optional comment. */
export const WarrantyRateBody = Type.Object(
  {
    score: Type.Integer({ minimum: 1, maximum: WARRANTY_SCORE_MAX }),
    comment: Type.String({ maxLength: WARRANTY_RATE_COMMENT_MAX }),
  },
  { additionalProperties: false },
);
export type WarrantyRateBody = Static<typeof WarrantyRateBody>;

const Params = Type.Object({ id: IdParam });

/** Warranty (issue 18): the shopper's side. Another user's card or claim answers not-found. */
export const WarrantyApi = declareApi('warranty', {
  cards: route('GET', WarrantyPaths.cards, "The shopper's warranty cards, newest first (?orderId: one order's)", {
    query: WarrantyCardsQuery,
    answer: Paged(WarrantyCardView),
  }, 'required'),
  card: route('GET', WarrantyPaths.card, 'One card with its claims', { params: Params, answer: WarrantyCardDetail }, 'required'),
  apply: route('POST', WarrantyPaths.claims, 'Claim under an active card: fault, description, photos or a video, phone, store, date and slot', {
    headers: Type.Object({ [Header.idempotencyKey]: Type.Optional(Type.String()) }),
    body: WarrantyApplyBody,
    answer: WarrantyClaimDetail,
  }, 'required'),
  claim: route('GET', WarrantyPaths.claim, 'One claim with its timeline, appointment and repair record', { params: Params, answer: WarrantyClaimDetail }, 'required'),
  cancel: route('POST', WarrantyPaths.cancel, 'Cancel a claim not yet scheduled (submitted or accepted)', { params: Params, answer: WarrantyClaimDetail }, 'required'),
  rate: route('POST', WarrantyPaths.rate, 'Rate a completed claim, once', { params: Params, body: WarrantyRateBody, answer: WarrantyClaimDetail }, 'required'),
});
