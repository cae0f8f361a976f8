import { Type, type Static } from 'typebox';
import { WarrantyCardView, WarrantyClaimBrief, WarrantyClaimDetail, WarrantyStore } from '../api/warranty.ts';
import { VIN_PATTERN } from '../constants.ts';
import { adminRoute, declareApi } from '../route.ts';
import { IdParam, Paged } from '../schemas/common.ts';
import {
  WARRANTY_NOTE_MAX,
  WARRANTY_PART_MAX,
  WARRANTY_PARTS_MAX,
  WARRANTY_REASON_MAX,
  WARRANTY_REPAIR_PHOTOS_MAX,
  WARRANTY_SERIAL_PATTERN,
  WarrantyCardStatus,
  WarrantyClaimStatus,
  WarrantyEvent,
} from '../warranty.ts';
import { AuditEntry } from './audit.ts';
import { MediaUrl } from './goods.ts';
import { Permission } from './permissions.ts';

/** 保修管理's calls (issue 18), relative to ADMIN_API_BASE. {id} is a claim's or a card's id. */
export const WarrantyAdminPaths = {
  claims: '/warranty/claims',
  claim: '/warranty/claims/:id',
  accept: '/warranty/claims/:id/accept',
  schedule: '/warranty/claims/:id/schedule',
  startRepair: '/warranty/claims/:id/start-repair',
  complete: '/warranty/claims/:id/complete',
  reject: '/warranty/claims/:id/reject',
  /** POST multipart `file`: a repair photo, stored as WebP (warranty:handle). */
  photos: '/warranty/photos',
  cards: '/warranty/cards',
  card: '/warranty/cards/:id',
  serial: '/warranty/cards/:id/serial',
  /** GET: every store, for scheduling a visit at another store than the shopper's choice. */
  stores: '/warranty/stores',
  vin: '/warranty/cards/:id/vin',
} as const;

/** What 保修管理 writes to the audit log (target types `warrantyClaim`, `warrantyCard`). */
export const WarrantyAuditAction = {
  accept: 'warranty.accept',
  schedule: 'warranty.schedule',
  startRepair: 'warranty.start-repair',
  complete: 'warranty.complete',
  reject: 'warranty.reject',
  uploadPhoto: 'warranty.upload-photo',
  correctSerial: 'warranty.correct-serial',
  transferVin: 'warranty.transfer-vin',
} as const;

export const WarrantyAuditTarget = { claim: 'warrantyClaim', card: 'warrantyCard' } as const;

const Page = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** The claims queue: open ones by SLA deadline (overdue first), then the rest newest first. */
export const AdminWarrantyClaimsQuery = Type.Object(
  {
    /** A WarrantyClaimStatus (an integer: query text is coerced to the schema's type, an enum is not). */
    status: Type.Optional(Type.Integer({ minimum: WarrantyClaimStatus.submitted, maximum: WarrantyClaimStatus.cancelled })),
    /** A claim number, a contact or account phone, a serial number or a VIN, exactly. */
    keyword: Type.Optional(Type.String({ maxLength: 40 })),
    /** Only claims whose SLA deadline has passed. */
    overdue: Type.Optional(Type.Boolean()),
    ...Page,
  },
  { additionalProperties: false },
);
export type AdminWarrantyClaimsQuery = Static<typeof AdminWarrantyClaimsQuery>;

export const AdminWarrantyClaimRow = Type.Object({
  ...WarrantyClaimBrief.properties,
  cardId: Type.String(),
  cardNo: Type.String(),
  goodsName: Type.String(),
  skuName: Type.String(),
  serialNo: Type.Union([Type.String(), Type.Null()]),
  vin: Type.Union([Type.String(), Type.Null()]),
  userId: Type.String(),
  /** The account's phone and the claim's contact phone. */
  userPhone: Type.String(),
  contactPhone: Type.String(),
  preferredStoreName: Type.String(),
  preferredDate: Type.String(),
  timeSlotText: Type.String(),
  appointmentAt: Type.Union([Type.String(), Type.Null()]),
  /** SLA: accept by submit + WARRANTY_ACCEPT_SLA_HOURS, schedule by accept + WARRANTY_SCHEDULE_SLA_HOURS; null when nothing waits on it. */
  deadline: Type.Union([Type.String(), Type.Null()]),
  overdue: Type.Boolean(),
});
export type AdminWarrantyClaimRow = Static<typeof AdminWarrantyClaimRow>;

/** A card as service sees it: the shopper's view and whose it is. */
export const AdminWarrantyCard = Type.Object({
  ...WarrantyCardView.properties,
  userId: Type.String(),
  userPhone: Type.String(),
});
export type AdminWarrantyCard = Static<typeof AdminWarrantyCard>;

/** The unit's history: its order and every claim under its card. */
export const AdminWarrantyUnitHistory = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  orderStatusText: Type.String(),
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** When the card began: signed for, or installation completed. */
  cardCreatedAt: Type.String(),
  claims: Type.Array(WarrantyClaimBrief),
});

export const AdminWarrantyClaimDetail = Type.Object({
  ...WarrantyClaimDetail.properties,
  userId: Type.String(),
  userPhone: Type.String(),
  card: AdminWarrantyCard,
  history: AdminWarrantyUnitHistory,
  deadline: Type.Union([Type.String(), Type.Null()]),
  overdue: Type.Boolean(),
  /** The moves service may make now (the console shows only these buttons). */
  actions: Type.Array(Type.Enum(WarrantyEvent)),
  audit: Type.Array(AuditEntry),
});
export type AdminWarrantyClaimDetail = Static<typeof AdminWarrantyClaimDetail>;

export const AdminWarrantyCardsQuery = Type.Object(
  {
    /** A WarrantyCardStatus (an integer, as the claims' status). */
    status: Type.Optional(Type.Integer({ minimum: WarrantyCardStatus.active, maximum: WarrantyCardStatus.voided })),
    /** A card number, an order number, a serial number, a VIN or the account's phone, exactly. */
    keyword: Type.Optional(Type.String({ maxLength: 40 })),
    ...Page,
  },
  { additionalProperties: false },
);
export type AdminWarrantyCardsQuery = Static<typeof AdminWarrantyCardsQuery>;

/** A car of the card's owner (the cars module): where a VIN transfer may go. */
export const AdminWarrantyOwnerCar = Type.Object({ vin: Type.String(), name: Type.String() });

export const AdminWarrantyCardDetail = Type.Object({
  ...AdminWarrantyCard.properties,
  claims: Type.Array(WarrantyClaimBrief),
  /** The owner's cars other than the card's: the VIN transfer's choices (empty when the card binds no car). */
  ownerCars: Type.Array(AdminWarrantyOwnerCar),
  /** A VIN transfer is allowed now (bound to a car, active, no open claim). */
  canTransferVin: Type.Boolean(),
  audit: Type.Array(AuditEntry),
});
export type AdminWarrantyCardDetail = Static<typeof AdminWarrantyCardDetail>;

const Note = Type.String({ maxLength: WARRANTY_NOTE_MAX });

/** Accept or start repair: an optional note the shopper reads on the timeline. */
export const WarrantyNoteBody = Type.Object({ note: Type.Optional(Note) }, { additionalProperties: false });
export type WarrantyNoteBody = Static<typeof WarrantyNoteBody>;

export const WarrantyScheduleBody = Type.Object(
  {
    storeId: IdParam,
    /** ISO date-time of the visit: in the future, at most WARRANTY_PREFERRED_DAYS_MAX days ahead. */
    appointmentAt: Type.String({ format: 'date-time' }),
    note: Type.Optional(Note),
  },
  { additionalProperties: false },
);
export type WarrantyScheduleBody = Static<typeof WarrantyScheduleBody>;

export const WarrantyCompleteBody = Type.Object(
  {
    parts: Type.Array(Type.String({ minLength: 1, maxLength: WARRANTY_PART_MAX }), { maxItems: WARRANTY_PARTS_MAX }),
    note: Type.String({ minLength: 1, maxLength: WARRANTY_NOTE_MAX, pattern: '\\S' }),
    /** Repair photos uploaded through WarrantyAdminPaths.photos. */
    photos: Type.Array(MediaUrl, { maxItems: WARRANTY_REPAIR_PHOTOS_MAX }),
  },
  { additionalProperties: false },
);
export type WarrantyCompleteBody = Static<typeof WarrantyCompleteBody>;

const Reason = Type.String({ minLength: 1, maxLength: WARRANTY_REASON_MAX, pattern: '\\S' });

export const WarrantyRejectBody = Type.Object({ reason: Reason }, { additionalProperties: false });
export type WarrantyRejectBody = Static<typeof WarrantyRejectBody>;

export const WarrantySerialBody = Type.Object(
  { serialNo: Type.String({ pattern: WARRANTY_SERIAL_PATTERN }), reason: Reason },
  { additionalProperties: false },
);
export type WarrantySerialBody = Static<typeof WarrantySerialBody>;

export const WarrantyVinBody = Type.Object({ vin: Type.String({ pattern: VIN_PATTERN }), reason: Reason }, { additionalProperties: false });
export type WarrantyVinBody = Static<typeof WarrantyVinBody>;

export const WarrantyPhotoUploaded = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() });

const Params = Type.Object({ id: IdParam });

export const WarrantyAdminApi = declareApi('warranty-admin', {
  claims: adminRoute('GET', WarrantyAdminPaths.claims, Permission.warrantyRead, 'The claims queue: status, keyword, overdue; open claims by SLA deadline, overdue first', {
    query: AdminWarrantyClaimsQuery,
    answer: Paged(AdminWarrantyClaimRow),
  }),
  claim: adminRoute('GET', WarrantyAdminPaths.claim, Permission.warrantyRead, 'A claim with its card, media, the unit’s history, timeline and audit rows', {
    params: Params,
    answer: AdminWarrantyClaimDetail,
  }),
  accept: adminRoute('POST', WarrantyAdminPaths.accept, Permission.warrantyHandle, 'Accept a submitted claim (40203 when it moved meanwhile)', {
    params: Params,
    body: WarrantyNoteBody,
    answer: AdminWarrantyClaimDetail,
  }),
  schedule: adminRoute('POST', WarrantyAdminPaths.schedule, Permission.warrantyHandle, 'Schedule an accepted claim (or move a scheduled one) at a store and time', {
    params: Params,
    body: WarrantyScheduleBody,
    answer: AdminWarrantyClaimDetail,
  }),
  startRepair: adminRoute('POST', WarrantyAdminPaths.startRepair, Permission.warrantyHandle, 'Start the repair of a scheduled claim', {
    params: Params,
    body: WarrantyNoteBody,
    answer: AdminWarrantyClaimDetail,
  }),
  complete: adminRoute('POST', WarrantyAdminPaths.complete, Permission.warrantyHandle, 'Complete a repair: parts, note, photos', {
    params: Params,
    body: WarrantyCompleteBody,
    answer: AdminWarrantyClaimDetail,
  }),
  reject: adminRoute('POST', WarrantyAdminPaths.reject, Permission.warrantyHandle, 'Refuse a submitted or accepted claim (不予保修) with the reason the shopper reads', {
    params: Params,
    body: WarrantyRejectBody,
    answer: AdminWarrantyClaimDetail,
  }),
  uploadPhoto: adminRoute('POST', WarrantyAdminPaths.photos, Permission.warrantyHandle, 'Upload a repair photo (multipart field `file`), stored as WebP at most 1080 px wide', {
    consumes: ['multipart/form-data'],
    answer: WarrantyPhotoUploaded,
  }),
  stores: adminRoute('GET', WarrantyAdminPaths.stores, Permission.warrantyRead, 'Every store a visit may be scheduled at, by city', {
    answer: Type.Array(WarrantyStore),
  }),
  cards: adminRoute('GET', WarrantyAdminPaths.cards, Permission.warrantyRead, 'Search cards: status, keyword (card, order, serial, VIN, phone); newest first', {
    query: AdminWarrantyCardsQuery,
    answer: Paged(AdminWarrantyCard),
  }),
  card: adminRoute('GET', WarrantyAdminPaths.card, Permission.warrantyRead, 'A card with its claims, the owner’s cars and its audit rows', {
    params: Params,
    answer: AdminWarrantyCardDetail,
  }),
  serial: adminRoute('PUT', WarrantyAdminPaths.serial, Permission.warrantyHandle, "Correct a card's serial number, with the reason (audited)", {
    params: Params,
    body: WarrantySerialBody,
    answer: AdminWarrantyCardDetail,
  }),
  vin: adminRoute('PUT', WarrantyAdminPaths.vin, Permission.warrantyHandle, "Transfer a card to another of its owner's cars (active, car-bound, no open claim; audited)", {
    params: Params,
    body: WarrantyVinBody,
    answer: AdminWarrantyCardDetail,
  }),
});
