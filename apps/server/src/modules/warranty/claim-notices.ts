import { fillText, MessageTargetType, NotificationStepText, NotificationTemplate, WarrantyClaimStatus as W, WarrantyClaimStatusText, WarrantyUiText, type WarrantyClaimStatus } from '@emall/contract';
import { chinaDateTimeText } from '@emall/domain';
import type { Executor } from '../../db/client.ts';
import { notify } from '../notifications/notifications.service.ts';
import type * as repo from './warranty.repository.ts';

/** The moves a shopper must hear of (docs/decisions/notifications.md); 维修中 happens with them at the store. */
const told: readonly WarrantyClaimStatus[] = [W.accepted, W.scheduled, W.completed, W.rejected];

/** The step's words: the status text, with the store and time of a visit or the reason of a refusal. */
function stepText(claim: repo.ClaimRow): string {
  const step = WarrantyClaimStatusText[claim.status as WarrantyClaimStatus];
  if (claim.status === W.rejected && claim.rejectReason) return fillText(NotificationStepText.detail, { step, detail: claim.rejectReason });
  if (claim.status === W.scheduled && claim.appointmentStore && claim.appointmentAt) {
    const atStore = fillText(NotificationStepText.labelled, { step, label: WarrantyUiText.store, detail: claim.appointmentStore.storeName });
    return fillText(NotificationStepText.labelled, { step: atStore, label: WarrantyUiText.appointmentAt, detail: chinaDateTimeText(claim.appointmentAt.getTime()).slice(0, 16) });
  }
  return step;
}

const visitOf = (claim: repo.ClaimRow) => `${claim.appointmentStore?.storeId ?? ''}@${claim.appointmentAt?.getTime() ?? ''}`;

/**
 * Tells the claim's shopper of a step they must know of (accepted, a visit scheduled, completed,
 * rejected), in the move's transaction. Keyed per claim and step: a repeated request notifies
 * once. A visit moved notifies again, keyed by the claim as the move read it (two identical
 * requests at once read the same claim); a visit "moved" to where it was tells nothing.
 */
export async function notifyClaimStep(tx: Executor, before: repo.ClaimRow, moved: repo.ClaimRow, at: Date): Promise<void> {
  if (!told.includes(moved.status as WarrantyClaimStatus)) return;
  const rescheduled = before.status === W.scheduled && moved.status === W.scheduled;
  if (rescheduled && visitOf(before) === visitOf(moved)) return;
  const visit = rescheduled ? `:${visitOf(moved)}:${before.statusAt.getTime()}` : '';
  await notify(tx, {
    userId: moved.userId,
    template: NotificationTemplate.warrantyStep,
    params: { claimNo: moved.claimNo, step: stepText(moved) },
    dedupeKey: `warranty-step:${moved.id}:${moved.status}${visit}`,
    target: { type: MessageTargetType.warrantyClaim, claimId: String(moved.id) },
    at,
  });
}
