import {
  ADMIN_PAGE_SIZE,
  ErrorCode,
  WARRANTY_ACCEPT_SLA_HOURS,
  WARRANTY_SCHEDULE_SLA_HOURS,
  WarrantyActor,
  WarrantyAuditAction,
  WarrantyAuditTarget,
  WarrantyCardStatus,
  WarrantyEvent,
  WarrantyTimeSlotText,
  type AdminWarrantyCard,
  type AdminWarrantyCardDetail,
  type AdminWarrantyCardsQuery,
  type AdminWarrantyClaimDetail,
  type AdminWarrantyClaimRow,
  type AdminWarrantyClaimsQuery,
  type AuditEntry,
  type OrderKind,
  type WarrantyClaimStatus,
  type WarrantyCompleteBody,
  type WarrantyScheduleBody,
  type WarrantyStore,
  type WarrantyTimeSlot,
  type WarrantySerialBody,
  type WarrantyVinBody,
} from '@emall/contract';
import { chinaDay, isAppointmentAllowed, isOpenWarrantyStatus, nextWarrantyStatus, orderFamilyOf, orderStatusText, vinTransferRefusal, warrantyDeadline, warrantyServiceMoves } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Paged } from '../../http/paged.ts';
import { recordAudit, searchAudit, type AuditActor } from '../audit/audit.service.ts';
import { storeCataloguePicture } from '../files/files.service.ts';
import { findOrderById } from '../orders/orders.service.ts';
import { notifyClaimStep } from './claim-notices.ts';
import { allStores, storeById } from '../stores/stores.service.ts';
import * as repo from './warranty.repository.ts';
import { claimDetailOf } from './warranty.service.ts';
import { standingOf, toCardView, toClaimBrief } from './warranty.view.ts';

const HOUR_MS = 3_600_000;

/** An operator as a warranty move needs them: who, for the audit row and the timeline. */
export interface WarrantyOperator {
  actor: AuditActor;
  operatorId: number;
}

async function requireClaim(db: Executor, id: number): Promise<repo.ClaimRow> {
  const claim = await repo.findClaim(db, id);
  if (!claim) throw new AppError(ErrorCode.WARRANTY_CLAIM_NOT_FOUND);
  return claim;
}

async function requireCard(db: Executor, id: number): Promise<repo.CardRow> {
  const card = await repo.findCard(db, id);
  if (!card) throw new AppError(ErrorCode.WARRANTY_CARD_NOT_FOUND);
  return card;
}

async function auditOf(ctx: AppContext, targetType: string, id: number): Promise<AuditEntry[]> {
  return (await searchAudit(ctx, { targetType, targetId: String(id), pageSize: 100 })).result;
}

function deadlineOf(claim: repo.ClaimRow): Date | null {
  return warrantyDeadline(claim.status as WarrantyClaimStatus, claim.createdAt, claim.acceptedAt);
}

async function adminCard(ctx: AppContext, card: repo.CardRow, claims: readonly repo.ClaimRow[], phone?: string): Promise<AdminWarrantyCard> {
  return { ...toCardView(card, claims, chinaDay(ctx.clock.now())), userId: String(card.userId), userPhone: phone ?? (await repo.phoneOfUser(ctx.db, card.userId)) };
}

/** GET /admin-api/warranty/claims: open claims by SLA deadline (overdue first), then the rest newest first. */
export async function warrantyQueue(ctx: AppContext, query: AdminWarrantyClaimsQuery): Promise<Paged<AdminWarrantyClaimRow>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const nowMs = ctx.clock.now().getTime();
  const { rows, total } = await repo.pageQueue(
    ctx.db,
    {
      status: query.status,
      keyword: query.keyword?.trim() || undefined,
      overdue: query.overdue
        ? { submittedBefore: new Date(nowMs - WARRANTY_ACCEPT_SLA_HOURS * HOUR_MS), acceptedBefore: new Date(nowMs - WARRANTY_SCHEDULE_SLA_HOURS * HOUR_MS) }
        : undefined,
      acceptHours: WARRANTY_ACCEPT_SLA_HOURS,
      scheduleHours: WARRANTY_SCHEDULE_SLA_HOURS,
    },
    (pageNo - 1) * pageSize,
    pageSize,
  );
  return {
    pageNo,
    pageSize,
    totalNum: total,
    result: rows.map(({ claim, card, phone }) => {
      const deadline = deadlineOf(claim);
      return {
        ...toClaimBrief(claim),
        cardId: String(card.id),
        cardNo: card.cardNo,
        goodsName: card.goodsName,
        skuName: card.skuName,
        serialNo: card.serialNo,
        vin: card.vin,
        userId: String(claim.userId),
        userPhone: phone,
        contactPhone: claim.contactPhone,
        preferredStoreName: claim.preferredStore.storeName,
        preferredDate: claim.preferredDate,
        timeSlotText: WarrantyTimeSlotText[claim.timeSlot as WarrantyTimeSlot],
        appointmentAt: claim.appointmentAt?.toISOString() ?? null,
        deadline: deadline?.toISOString() ?? null,
        overdue: deadline !== null && deadline.getTime() <= nowMs,
      };
    }),
  };
}

/** GET /admin-api/warranty/claims/:id: the claim, its card, the unit's history and the audit rows. */
export async function warrantyClaimOf(ctx: AppContext, id: number): Promise<AdminWarrantyClaimDetail> {
  const claim = await requireClaim(ctx.db, id);
  const card = (await repo.findCard(ctx.db, claim.cardId))!;
  const [detail, claims, order, audit, phone] = await Promise.all([
    claimDetailOf(ctx.db, claim),
    repo.findClaimsOfCards(ctx.db, [card.id]),
    findOrderById(ctx.db, card.orderId),
    auditOf(ctx, WarrantyAuditTarget.claim, claim.id),
    repo.phoneOfUser(ctx.db, claim.userId),
  ]);
  const deadline = deadlineOf(claim);
  return {
    ...detail,
    userId: String(claim.userId),
    userPhone: phone,
    card: await adminCard(ctx, card, claims, phone),
    history: {
      orderId: String(card.orderId),
      orderNo: card.orderNo,
      orderStatusText: order ? orderStatusText(orderFamilyOf(order.kind as OrderKind), order.status) : '',
      paidAt: order?.paidAt?.toISOString() ?? null,
      cardCreatedAt: card.createdAt.toISOString(),
      claims: claims.filter((c) => c.id !== claim.id).map(toClaimBrief),
    },
    deadline: deadline?.toISOString() ?? null,
    overdue: deadline !== null && deadline.getTime() <= ctx.clock.now().getTime(),
    actions: warrantyServiceMoves(claim.status as WarrantyClaimStatus),
    audit,
  };
}

type Move = typeof WarrantyEvent.accept | typeof WarrantyEvent.schedule | typeof WarrantyEvent.startRepair | typeof WarrantyEvent.complete | typeof WarrantyEvent.reject;

/**
 * One service move: a conditional update from the status the claim was read in (of two operators
 * racing, the loser gets 40203 and nothing is written), its timeline event and its audit row, in
 * one transaction.
 */
async function move(
  ctx: AppContext,
  who: WarrantyOperator,
  id: number,
  event: Move,
  options: { note?: string; set?: Parameters<typeof repo.moveClaim>[5]; check?: (claim: repo.ClaimRow) => Promise<void> } = {},
): Promise<AdminWarrantyClaimDetail> {
  const claim = await requireClaim(ctx.db, id);
  const to = nextWarrantyStatus(claim.status as WarrantyClaimStatus, event);
  if (to === null) throw new AppError(ErrorCode.WARRANTY_ACTION_NOT_ALLOWED);
  await options.check?.(claim);
  const now = ctx.clock.now();
  const note = options.note ?? '';
  await ctx.db.transaction(async (tx) => {
    const set = { ...options.set, ...(event === WarrantyEvent.accept ? { acceptedAt: now } : {}) };
    const after = await repo.moveClaim(tx, claim.id, [claim.status], to, now, set);
    if (!after) throw new AppError(ErrorCode.WARRANTY_ACTION_NOT_ALLOWED);
    await repo.insertClaimEvent(tx, { claimId: claim.id, status: to, actor: WarrantyActor.operator, operatorId: who.operatorId, note, at: now });
    await notifyClaimStep(tx, claim, after, now);
    await recordAudit(tx, {
      actor: who.actor,
      at: now,
      action: WarrantyAuditAction[event],
      targetType: WarrantyAuditTarget.claim,
      targetId: claim.id,
      before: { status: claim.status },
      after: { status: to, ...(note ? { note } : {}), ...(options.set ?? {}) },
    });
  });
  return warrantyClaimOf(ctx, claim.id);
}

export const acceptClaim = (ctx: AppContext, who: WarrantyOperator, id: number, note = '') => move(ctx, who, id, WarrantyEvent.accept, { note: note.trim() });
export const startRepair = (ctx: AppContext, who: WarrantyOperator, id: number, note = '') => move(ctx, who, id, WarrantyEvent.startRepair, { note: note.trim() });
export const rejectClaim = (ctx: AppContext, who: WarrantyOperator, id: number, reason: string) =>
  move(ctx, who, id, WarrantyEvent.reject, { note: reason.trim(), set: { rejectReason: reason.trim() } });

/** Schedule (or move) the visit: a store of ours, a time after now and within 30 days. */
export async function scheduleClaim(ctx: AppContext, who: WarrantyOperator, id: number, body: WarrantyScheduleBody): Promise<AdminWarrantyClaimDetail> {
  const atMs = Date.parse(body.appointmentAt);
  const store = await storeById(ctx, body.storeId);
  return move(ctx, who, id, WarrantyEvent.schedule, {
    note: body.note?.trim() ?? '',
    check: async () => {
      if (!isAppointmentAllowed(atMs, ctx.clock.now().getTime())) throw new AppError(ErrorCode.WARRANTY_APPOINTMENT_INVALID);
      if (!store) throw new AppError(ErrorCode.STORE_NOT_FOUND);
    },
    set: store ? { appointmentStore: { storeId: store.storeId, storeName: store.storeName, address: store.address, phone: store.phone }, appointmentAt: new Date(atMs) } : {},
  });
}

/** Complete a repair: the parts, the note and the photos the console uploaded. */
export async function completeClaim(ctx: AppContext, who: WarrantyOperator, id: number, body: WarrantyCompleteBody): Promise<AdminWarrantyClaimDetail> {
  const parts = body.parts.map((p) => p.trim()).filter((p) => p.length > 0);
  return move(ctx, who, id, WarrantyEvent.complete, {
    note: body.note.trim(),
    set: { repairParts: parts, repairNote: body.note.trim(), repairPhotos: body.photos, completedAt: ctx.clock.now() },
  });
}

/** POST /admin-api/warranty/photos: a repair photo, stored as WebP like goods pictures, audited. */
export function uploadRepairPhoto(ctx: AppContext, actor: AuditActor, data: Buffer) {
  const at = ctx.clock.now();
  return storeCataloguePicture(ctx, data, (tx, file) =>
    recordAudit(tx, { actor, at, action: WarrantyAuditAction.uploadPhoto, targetType: WarrantyAuditTarget.claim, targetId: file.url, before: null, after: file }),
  );
}

const cardStatusKey = {
  [WarrantyCardStatus.active]: 'active',
  [WarrantyCardStatus.expired]: 'expired',
  [WarrantyCardStatus.voided]: 'voided',
} as const;

/** GET /admin-api/warranty/stores: where a visit may be scheduled. */
export async function schedulingStores(ctx: AppContext): Promise<WarrantyStore[]> {
  return (await allStores(ctx)).map((s) => ({ storeId: s.storeId, storeName: s.storeName, address: s.address, phone: s.phone }));
}

/** GET /admin-api/warranty/cards: status, keyword; newest first. */
export async function searchCards(ctx: AppContext, query: AdminWarrantyCardsQuery): Promise<Paged<AdminWarrantyCard>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const { rows, total } = await repo.pageCards(
    ctx.db,
    { status: query.status === undefined ? undefined : cardStatusKey[query.status as WarrantyCardStatus], today: chinaDay(ctx.clock.now()), keyword: query.keyword?.trim() || undefined },
    (pageNo - 1) * pageSize,
    pageSize,
  );
  const claims = await repo.findClaimsOfCards(ctx.db, rows.map((r) => r.card.id));
  return { pageNo, pageSize, totalNum: total, result: await Promise.all(rows.map((r) => adminCard(ctx, r.card, claims, r.phone))) };
}

export async function warrantyCardOf(ctx: AppContext, id: number): Promise<AdminWarrantyCardDetail> {
  const card = await requireCard(ctx.db, id);
  const [claims, cars, audit] = await Promise.all([repo.findClaimsOfCards(ctx.db, [card.id]), repo.carsOfUser(ctx.db, card.userId), auditOf(ctx, WarrantyAuditTarget.card, card.id)]);
  const view = await adminCard(ctx, card, claims);
  const hasOpenClaim = claims.some((c) => isOpenWarrantyStatus(c.status as WarrantyClaimStatus));
  const others = card.vin === null ? [] : cars.filter((c) => c.vin !== card.vin);
  return {
    ...view,
    claims: claims.map(toClaimBrief),
    ownerCars: others.map((c) => ({ vin: c.vin, name: c.model })),
    canTransferVin: others.some((c) => vinTransferRefusal({ vin: card.vin, status: view.status, hasOpenClaim }, c.vin, others.map((o) => o.vin)) === null),
    audit,
  };
}

/** A card write under its row lock, with its audit row. */
async function writeCard(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  action: string,
  change: (tx: Executor, card: repo.CardRow, now: Date) => Promise<Partial<repo.CardRow>>,
  reason: string,
): Promise<AdminWarrantyCardDetail> {
  await requireCard(ctx.db, id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const card = (await repo.lockCard(tx, id))!;
    const set = await change(tx, card, now);
    await repo.updateCard(tx, id, { ...set, updatedAt: now });
    const before = Object.fromEntries(Object.keys(set).map((k) => [k, card[k as keyof repo.CardRow]]));
    await recordAudit(tx, { actor, at: now, action, targetType: WarrantyAuditTarget.card, targetId: id, before, after: { ...set, reason } });
  });
  return warrantyCardOf(ctx, id);
}

/** PUT …/cards/:id/serial: the installer's sheet says another serial. */
export function correctSerial(ctx: AppContext, actor: AuditActor, id: number, body: WarrantySerialBody): Promise<AdminWarrantyCardDetail> {
  return writeCard(ctx, actor, id, WarrantyAuditAction.correctSerial, async () => ({ serialNo: body.serialNo }), body.reason.trim());
}

/** PUT …/cards/:id/vin: the shopper changed car (the rule: domain vinTransferRefusal). */
export function transferVin(ctx: AppContext, actor: AuditActor, id: number, body: WarrantyVinBody): Promise<AdminWarrantyCardDetail> {
  return writeCard(
    ctx,
    actor,
    id,
    WarrantyAuditAction.transferVin,
    async (tx, card, now) => {
      const claims = await repo.findClaimsOfCards(tx, [card.id]);
      const hasOpenClaim = claims.some((c) => isOpenWarrantyStatus(c.status as WarrantyClaimStatus));
      const vins = (await repo.carsOfUser(tx, card.userId)).map((c) => c.vin);
      const refusal = vinTransferRefusal({ vin: card.vin, status: standingOf(card, chinaDay(now)).status, hasOpenClaim }, body.vin, vins);
      if (refusal === 'notAllowed') throw new AppError(ErrorCode.WARRANTY_TRANSFER_NOT_ALLOWED);
      if (refusal === 'notOwners') throw new AppError(ErrorCode.WARRANTY_VIN_NOT_OWNERS);
      return { vin: body.vin };
    },
    body.reason.trim(),
  );
}
