import {
  AfterSalesEventText,
  AfterSalesStatus as S,
  AfterSalesStatusText,
  AfterSalesText,
  AfterSalesType,
  AfterSalesUiText,
  fillText,
  MessageTargetType,
  NotificationStepText,
  NotificationTemplate,
  type AfterSalesStatus,
} from '@emall/contract';
import type { AfterSalesConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { notify } from '../notifications/notifications.service.ts';
import type * as repo from './after-sales.repository.ts';

/** The moves a shopper must hear of (docs/decisions/notifications.md); the refund has refund-done. */
const told: readonly AfterSalesStatus[] = [S.approved, S.rejected, S.received, S.closed];

/** The step's words: the status text, with what the shopper must do or know. */
function stepText(c: repo.CaseRow, byClock: boolean, limits: AfterSalesConfig): string {
  switch (c.status) {
    case S.approved: {
      const step = byClock ? AfterSalesEventText.autoApproved : AfterSalesStatusText[S.approved];
      if (c.type !== AfterSalesType.returnRefund) return step;
      return fillText(NotificationStepText.detail, { step, detail: fillText(AfterSalesText.returnShipLimit, { days: limits.returnShipDays }) });
    }
    case S.rejected:
      return fillText(NotificationStepText.labelled, { step: AfterSalesStatusText[S.rejected], label: AfterSalesUiText.rejectReason, detail: c.rejectReason });
    case S.closed:
      return AfterSalesText.closedNotReturned;
    default:
      return AfterSalesStatusText[c.status as AfterSalesStatus];
  }
}

/**
 * Tells the case's shopper of a step they must know of (approved, and a return to send back;
 * rejected with the reason; the return received; closed as not sent back), in the move's
 * transaction. Keyed per case and step: a repeated request or a rerun sweep notifies once.
 */
export async function notifyCaseStep(tx: Executor, moved: repo.CaseRow, by: 'operator' | 'clock', limits: AfterSalesConfig, at: Date): Promise<void> {
  if (!told.includes(moved.status as AfterSalesStatus)) return;
  await notify(tx, {
    userId: moved.userId,
    template: NotificationTemplate.afterSalesStep,
    params: { caseNo: moved.caseNo, step: stepText(moved, by === 'clock', limits) },
    dedupeKey: `after-sales-step:${moved.id}:${moved.status}`,
    target: { type: MessageTargetType.afterSales, caseId: String(moved.id) },
    at,
  });
}
