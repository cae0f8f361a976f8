import {
  errorInfo,
  WarrantyActorText,
  WarrantyCardStatusText,
  WarrantyClaimStatus as S,
  WarrantyClaimStatusText,
  WarrantyEvent,
  warrantyRefusalCode,
  WarrantyFaultTypeText,
  WarrantyTimeSlotText,
  type WarrantyActor,
  type WarrantyCardView,
  type WarrantyClaimBrief,
  type WarrantyClaimDetail,
  type WarrantyClaimStatus,
  type WarrantyFaultType,
  type WarrantyTimeSlot,
} from '@emall/contract';
import { isOpenWarrantyStatus, nextWarrantyStatus, warrantyCardStanding, warrantyTimeline } from '@emall/domain';
import type { CardRow, ClaimEventRow, ClaimRow } from './warranty.repository.ts';

export const standingOf = (card: CardRow, today: string) => warrantyCardStanding({ endDate: card.endDate, voided: card.voidedAt !== null }, today);

export function toClaimBrief(c: ClaimRow): WarrantyClaimBrief {
  return {
    claimId: String(c.id),
    claimNo: c.claimNo,
    faultType: c.faultType,
    faultTypeText: WarrantyFaultTypeText[c.faultType],
    status: c.status as WarrantyClaimStatus,
    statusText: WarrantyClaimStatusText[c.status as WarrantyClaimStatus],
    createdAt: c.createdAt.toISOString(),
  };
}

/** A card as the shopper reads it today; `claims` are its claims (for the faults with one open). */
export function toCardView(card: CardRow, claims: readonly ClaimRow[], today: string): WarrantyCardView {
  const standing = standingOf(card, today);
  const openFaults = [...new Set(claims.filter((c) => c.cardId === card.id && isOpenWarrantyStatus(c.status as WarrantyClaimStatus)).map((c) => c.faultType))];
  return {
    cardId: String(card.id),
    cardNo: card.cardNo,
    orderId: String(card.orderId),
    orderNo: card.orderNo,
    lineId: card.orderLineId,
    goodsId: String(card.goodsId),
    goodsName: card.goodsName,
    goodsPic: card.goodsPic,
    skuName: card.skuName,
    serialNo: card.serialNo,
    vin: card.vin,
    storeName: card.storeName,
    startDate: card.startDate,
    endDate: card.endDate,
    months: card.months,
    cover: card.cover,
    status: standing.status,
    statusText: WarrantyCardStatusText[standing.status],
    daysLeft: standing.daysLeft,
    canClaim: standing.refusal === null,
    cannotClaimReason: standing.refusal === null ? '' : errorInfo[warrantyRefusalCode[standing.refusal]].message,
    openFaultTypes: openFaults as WarrantyFaultType[],
    createdAt: card.createdAt.toISOString(),
  };
}

/** A claim with its card's goods, timeline (from its events) and what the shopper may do now. */
export function toClaimDetail(c: ClaimRow, card: CardRow, events: readonly ClaimEventRow[]): WarrantyClaimDetail {
  const status = c.status as WarrantyClaimStatus;
  const reachedAt = new Map<number, Date>();
  for (const e of events) if (!reachedAt.has(e.status)) reachedAt.set(e.status, e.at);
  return {
    ...toClaimBrief(c),
    cardId: String(card.id),
    cardNo: card.cardNo,
    goodsName: card.goodsName,
    goodsPic: card.goodsPic,
    skuName: card.skuName,
    description: c.description,
    photos: c.photos,
    video: c.video,
    contactPhone: c.contactPhone,
    preferredStore: c.preferredStore,
    preferredDate: c.preferredDate,
    timeSlot: c.timeSlot as WarrantyTimeSlot,
    timeSlotText: WarrantyTimeSlotText[c.timeSlot as WarrantyTimeSlot],
    appointment: c.appointmentStore && c.appointmentAt ? { store: c.appointmentStore, at: c.appointmentAt.toISOString() } : null,
    repair: c.completedAt ? { parts: c.repairParts, note: c.repairNote, photos: c.repairPhotos, completedAt: c.completedAt.toISOString() } : null,
    rejectReason: c.rejectReason,
    rating: c.ratingScore !== null && c.ratedAt ? { score: c.ratingScore, comment: c.ratingComment, at: c.ratedAt.toISOString() } : null,
    timeline: warrantyTimeline(new Set(reachedAt.keys() as Iterable<WarrantyClaimStatus>)).map((step) => ({
      status: step.status,
      text: WarrantyClaimStatusText[step.status],
      done: step.done,
      at: reachedAt.get(step.status)?.toISOString() ?? null,
    })),
    events: events.map((e) => ({
      status: e.status as WarrantyClaimStatus,
      statusText: WarrantyClaimStatusText[e.status as WarrantyClaimStatus],
      actor: e.actor as WarrantyActor,
      actorText: WarrantyActorText[e.actor as WarrantyActor] ?? e.actor,
      note: e.note,
      at: e.at.toISOString(),
    })),
    canCancel: nextWarrantyStatus(status, WarrantyEvent.cancel) !== null,
    canRate: status === S.completed && c.ratedAt === null,
  };
}
