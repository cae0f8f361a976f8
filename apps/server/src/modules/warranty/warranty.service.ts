import {
  BadRequestMessage,
  ErrorCode,
  UploadType,
  WARRANTY_PHOTOS_MAX,
  WarrantyActor,
  WarrantyClaimStatus as S,
  WarrantyEvent,
  WarrantyEventText,
  warrantyRefusalCode,
  type WarrantyApplyBody,
  type WarrantyCardDetail,
  type WarrantyCardsQuery,
  type WarrantyCardView,
  type WarrantyClaimDetail,
  type WarrantyClaimStatus,
  type WarrantyRateBody,
} from '@emall/contract';
import { chinaDay, isPreferredDateAllowed, isValidPhone, nextWarrantyStatus } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Paged } from '../../http/paged.ts';
import { newTradeNo } from '../../lib/trade-no.ts';
import { ownsUploads } from '../files/files.service.ts';
import { storeById } from '../stores/stores.service.ts';
import * as repo from './warranty.repository.ts';
import { standingOf, toCardView, toClaimBrief, toClaimDetail } from './warranty.view.ts';

const today = (ctx: AppContext) => chinaDay(ctx.clock.now());

/** One of the user's cards; unknown and another user's answer alike (40426). */
async function requireCard(db: Executor, userId: number, cardId: number): Promise<repo.CardRow> {
  const card = await repo.findCard(db, cardId);
  if (!card || card.userId !== userId) throw new AppError(ErrorCode.WARRANTY_CARD_NOT_FOUND);
  return card;
}

async function requireClaim(db: Executor, userId: number, claimId: number): Promise<repo.ClaimRow> {
  const claim = await repo.findClaim(db, claimId);
  if (!claim || claim.userId !== userId) throw new AppError(ErrorCode.WARRANTY_CLAIM_NOT_FOUND);
  return claim;
}

/** A claim as its detail shows it, with its card and timeline. */
export async function claimDetailOf(db: Executor, claim: repo.ClaimRow): Promise<WarrantyClaimDetail> {
  const [card, events] = await Promise.all([repo.findCard(db, claim.cardId), repo.findEventsOfClaim(db, claim.id)]);
  return toClaimDetail(claim, card!, events);
}

/** GET …/warranty/cards: the user's cards, newest first (?orderId: one order's). */
export async function listCards(ctx: AppContext, userId: number, query: WarrantyCardsQuery): Promise<Paged<WarrantyCardView>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  const orderId = query.orderId === undefined ? undefined : Number(query.orderId);
  const { rows, total } = await repo.pageCardsOfUser(ctx.db, userId, orderId, (pageNo - 1) * pageSize, pageSize);
  const claims = await repo.findClaimsOfCards(ctx.db, rows.map((c) => c.id));
  const day = today(ctx);
  return { pageNo, pageSize, totalNum: total, result: rows.map((card) => toCardView(card, claims, day)) };
}

export async function cardDetail(ctx: AppContext, userId: number, cardId: number): Promise<WarrantyCardDetail> {
  const card = await requireCard(ctx.db, userId, cardId);
  const claims = await repo.findClaimsOfCards(ctx.db, [card.id]);
  return { ...toCardView(card, claims, today(ctx)), claims: claims.map(toClaimBrief) };
}

/** The shopper's media: their own uploads, up to 6 photos or one video, not both. */
async function checkMedia(db: Executor, userId: number, photos: readonly string[], video: string | null): Promise<void> {
  const fits = photos.length <= WARRANTY_PHOTOS_MAX && !(video !== null && photos.length > 0);
  if (
    !fits ||
    !(await ownsUploads(db, userId, UploadType.warranty, photos)) ||
    (video !== null && !(await ownsUploads(db, userId, UploadType.warrantyVideo, [video])))
  ) {
    throw new AppError(ErrorCode.WARRANTY_MEDIA_INVALID);
  }
}

/**
 * POST …/warranty/claims: a claim under an active card, under the card's row lock (a refund
 * voiding it waits, and sees the claim). One open claim per (card, fault): checked here and held
 * by a partial unique index, so two applies racing with different keys leave one claim and the
 * other 40202. The same Idempotency-Key answers the claim it made; used for another card it is refused.
 */
export async function applyClaim(ctx: AppContext, userId: number, body: WarrantyApplyBody, key: string | null): Promise<WarrantyClaimDetail> {
  await requireCard(ctx.db, userId, Number(body.cardId));
  const phone = body.contactPhone.trim();
  if (!isValidPhone(phone)) throw new AppError(ErrorCode.PHONE_INVALID);
  const now = ctx.clock.now();
  if (!isPreferredDateAllowed(body.preferredDate, chinaDay(now))) throw new AppError(ErrorCode.WARRANTY_DATE_INVALID);
  const video = body.video ?? null;
  await checkMedia(ctx.db, userId, body.photos, video);
  const store = await storeById(ctx, body.storeId);
  if (!store) throw new AppError(ErrorCode.STORE_NOT_FOUND);
  const saved = await ctx.db.transaction(async (tx) => {
    const card = (await repo.lockCard(tx, Number(body.cardId)))!;
    if (key) {
      const earlier = await repo.findClaimByKey(tx, userId, key);
      if (earlier && earlier.cardId === card.id) return earlier;
      if (earlier) throw new AppError(ErrorCode.BAD_REQUEST, BadRequestMessage.idempotencyKey);
    }
    const refusal = standingOf(card, chinaDay(now)).refusal;
    if (refusal) throw new AppError(warrantyRefusalCode[refusal]);
    if (await repo.findOpenClaim(tx, card.id, body.faultType)) throw new AppError(ErrorCode.WARRANTY_CLAIM_OPEN);
    const claim = await repo.insertClaim(tx, {
      claimNo: newTradeNo('WR', now),
      userId,
      cardId: card.id,
      faultType: body.faultType,
      description: body.description.trim(),
      photos: body.photos,
      video,
      contactPhone: phone,
      preferredStore: { storeId: store.storeId, storeName: store.storeName, address: store.address, phone: store.phone },
      preferredDate: body.preferredDate,
      timeSlot: body.timeSlot,
      status: S.submitted,
      idempotencyKey: key,
      statusAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!claim) {
      // The unique index: another apply made this claim (same key) or one for the fault meanwhile.
      const same = key ? await repo.findClaimByKey(tx, userId, key) : undefined;
      if (same && same.cardId === card.id) return same;
      throw new AppError(ErrorCode.WARRANTY_CLAIM_OPEN);
    }
    await repo.insertClaimEvent(tx, { claimId: claim.id, status: S.submitted, actor: WarrantyActor.shopper, note: WarrantyEventText.applied, at: now });
    return claim;
  });
  return claimDetailOf(ctx.db, saved);
}

export async function claimDetail(ctx: AppContext, userId: number, claimId: number): Promise<WarrantyClaimDetail> {
  return claimDetailOf(ctx.db, await requireClaim(ctx.db, userId, claimId));
}

/** POST …/claims/:id/cancel: only before it is scheduled (a conditional move: a racing accept or schedule wins or loses whole). */
export async function cancelClaim(ctx: AppContext, userId: number, claimId: number): Promise<WarrantyClaimDetail> {
  const claim = await requireClaim(ctx.db, userId, claimId);
  const to = nextWarrantyStatus(claim.status as WarrantyClaimStatus, WarrantyEvent.cancel);
  if (to === null) throw new AppError(ErrorCode.WARRANTY_ACTION_NOT_ALLOWED);
  const now = ctx.clock.now();
  const moved = await ctx.db.transaction(async (tx) => {
    const after = await repo.moveClaim(tx, claim.id, [claim.status], to, now);
    if (!after) throw new AppError(ErrorCode.WARRANTY_ACTION_NOT_ALLOWED);
    await repo.insertClaimEvent(tx, { claimId: claim.id, status: to, actor: WarrantyActor.shopper, note: WarrantyEventText.cancelled, at: now });
    return after;
  });
  return claimDetailOf(ctx.db, moved);
}

/** POST …/claims/:id/rate: a completed claim, once (a second answers 40207, one not completed 40203). */
export async function rateClaim(ctx: AppContext, userId: number, claimId: number, body: WarrantyRateBody): Promise<WarrantyClaimDetail> {
  const claim = await requireClaim(ctx.db, userId, claimId);
  if (claim.status !== S.completed) throw new AppError(ErrorCode.WARRANTY_ACTION_NOT_ALLOWED);
  const rated = await repo.rateClaim(ctx.db, claim.id, S.completed, { score: body.score, comment: body.comment.trim() }, ctx.clock.now());
  if (!rated) throw new AppError(ErrorCode.WARRANTY_ALREADY_RATED);
  return claimDetailOf(ctx.db, rated);
}
