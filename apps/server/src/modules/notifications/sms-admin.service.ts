import { ADMIN_PAGE_SIZE, ErrorCode, SmsAdminText, SmsState, type SmsMessageQuery, type SmsMessageView } from '@emall/contract';
import { chinaDayWindow, maskPhone } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import type { Paged } from '../../http/paged.ts';
import { SmsDelivery, SmsOutboxStatus } from './notifications.table.ts';
import { searchSms, type SmsFilter } from './sms-admin.repository.ts';

/** Each state the operator filters by, as the outbox status and receipt that make it. */
const FILTER_OF: Record<SmsState, Pick<SmsFilter, 'statuses' | 'delivery'>> = {
  [SmsState.waiting]: { statuses: [SmsOutboxStatus.pending, SmsOutboxStatus.sending] },
  [SmsState.sent]: { statuses: [SmsOutboxStatus.sent], delivery: null },
  [SmsState.delivered]: { statuses: [SmsOutboxStatus.sent], delivery: SmsDelivery.delivered },
  [SmsState.undelivered]: { statuses: [SmsOutboxStatus.sent], delivery: SmsDelivery.failed },
  [SmsState.failed]: { statuses: [SmsOutboxStatus.failed] },
  [SmsState.limited]: { statuses: [SmsOutboxStatus.limited] },
};

function stateOf(status: string, delivery: string | null): SmsState {
  if (status === SmsOutboxStatus.sent) return delivery === SmsDelivery.delivered ? SmsState.delivered : delivery === SmsDelivery.failed ? SmsState.undelivered : SmsState.sent;
  if (status === SmsOutboxStatus.failed) return SmsState.failed;
  if (status === SmsOutboxStatus.limited) return SmsState.limited;
  return SmsState.waiting;
}

/** A filter's day as its instants; a day the calendar has not (2026-02-30) is refused, not rolled over. */
function dayWindow(day: string): { from: Date; to: Date } {
  const window = chinaDayWindow(day);
  if (!window) throw new AppError(ErrorCode.BAD_REQUEST);
  return window;
}

/**
 * 短信发送记录: the login codes' and the notifications' SMS, newest first, filtered; phones masked
 * (客服 sees whose it was, not the number). A login code's content is never kept, so never shown.
 */
export async function smsMessages(ctx: AppContext, query: SmsMessageQuery): Promise<Paged<SmsMessageView>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const filter: SmsFilter = {
    kind: query.kind,
    ...(query.state ? FILTER_OF[query.state] : {}),
    phone: query.phone,
    from: query.from ? dayWindow(query.from).from : undefined,
    to: query.to ? dayWindow(query.to).to : undefined,
  };
  const { rows, total } = await searchSms(ctx.db, filter, (pageNo - 1) * pageSize, pageSize);
  return {
    pageNo,
    pageSize,
    totalNum: total,
    result: rows.map((sms) => ({
      id: `${sms.kind}-${sms.id}`,
      kind: sms.kind,
      phone: maskPhone(sms.phone),
      content: sms.kind === 'code' ? SmsAdminText.loginCodeContent : sms.content,
      state: stateOf(sms.status, sms.delivery),
      attempts: sms.attempts,
      at: sms.at.toISOString(),
      deliveredAt: sms.deliveredAt?.toISOString() ?? null,
      error: sms.deliveryError ?? (sms.status === SmsOutboxStatus.sent ? null : sms.lastError),
    })),
  };
}
