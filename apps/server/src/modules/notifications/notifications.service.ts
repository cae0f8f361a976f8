import {
  brand,
  ErrorCode,
  MESSAGES_PAGE_SIZE,
  type MessagesPage,
  type MessagesQuery,
  type MessageTarget,
  type MessageView,
  type NotificationParams,
  type NotificationTemplate,
} from '@emall/contract';
import { maskPhone, renderNotification, smsNotificationText, smsRateLimited, smsRetryDelayMs, smsSendableAt, SMS_MAX_ATTEMPTS, SMS_RATE_WINDOW_MS } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './notifications.repository.ts';
import type { SmsReceipt } from '../../providers/sms-aliyun.ts';
import { SmsDelivery, SmsOutboxStatus } from './notifications.table.ts';

/** One notification: whom, which template with its params, and the key that makes its event notify once. */
export interface Notice<T extends NotificationTemplate = NotificationTemplate> {
  userId: number;
  template: T;
  params: NotificationParams[T];
  /** Unique per user: the same event told twice (a rerun job, a repeated callback) notifies once. */
  dedupeKey: string;
  /** What it is about: the page the message opens (null when that page is gone, e.g. goods off the shelf). */
  target: MessageTarget | null;
  at: Date;
}

/**
 * Notifies a user inside the caller's transaction (issue 19): the in-shop message at once, and its
 * SMS queued in the outbox for the sender job, not before 08:00 China time. Answers false when the
 * key had already notified (nothing is written again).
 */
export async function notify<T extends NotificationTemplate>(tx: Executor, notice: Notice<T>): Promise<boolean> {
  const { title, text } = renderNotification(notice.template, notice.params);
  const row = await repo.insertNotification(tx, {
    userId: notice.userId,
    template: notice.template,
    params: notice.params as unknown as Record<string, string>,
    title,
    content: text,
    dedupeKey: notice.dedupeKey,
    target: notice.target,
    createdAt: notice.at,
  });
  if (!row) return false;
  await repo.insertSms(tx, {
    notificationId: row.id,
    userId: notice.userId,
    content: smsNotificationText(brand.name, text),
    status: SmsOutboxStatus.pending,
    sendAfter: smsSendableAt(notice.at),
  });
  return true;
}

/** A taken SMS is the sender's for this long; past it, another drain takes it again (its sender died). */
const SMS_LEASE_MS = 60_000;
const DRAIN_BATCH = 50;

export interface DrainResult {
  sent: number;
  limited: number;
  retried: number;
  failed: number;
}

async function sendOne(ctx: AppContext, sms: Awaited<ReturnType<typeof repo.claimDueSms>>[number], tally: DrainResult): Promise<void> {
  const now = ctx.clock.now();
  if (smsRateLimited(await repo.countSentSince(ctx.db, sms.userId, new Date(now.getTime() - SMS_RATE_WINDOW_MS)))) {
    if (await repo.settleSms(ctx.db, sms, { status: SmsOutboxStatus.limited })) tally.limited++;
    return;
  }
  let carrierMessageId: string | null;
  try {
    // The outbox id is the carrier's key: sent again after a crash before the mark below, it is taken once.
    const notice = { template: sms.template as NotificationTemplate, params: sms.params, content: sms.content };
    ({ carrierMessageId } = await ctx.sms.sendNotice(sms.phone, notice, `notification-sms-${sms.id}`));
  } catch (err) {
    const lastError = err instanceof Error ? err.message : String(err);
    if (sms.attempts >= SMS_MAX_ATTEMPTS) {
      if (await repo.settleSms(ctx.db, sms, { status: SmsOutboxStatus.failed, lastError })) tally.failed++;
    } else {
      const sendAfter = new Date(ctx.clock.now().getTime() + smsRetryDelayMs(sms.attempts));
      if (await repo.settleSms(ctx.db, sms, { status: SmsOutboxStatus.pending, sendAfter, lastError })) tally.retried++;
    }
    ctx.log.warn({ err, smsId: sms.id }, 'notification SMS failed');
    return;
  }
  if (await repo.settleSms(ctx.db, sms, { status: SmsOutboxStatus.sent, sentAt: ctx.clock.now(), carrierMessageId })) tally.sent++;
}

/**
 * One pass of the SMS outbox (the `notification-outbox` job): takes what is due, checks the
 * per-user hourly limit, sends, marks sent; a failure waits its backoff and is tried again.
 * Safe to run twice at once (each SMS is taken by one drain) and after a crash (the lease).
 */
export async function drainSmsOutbox(ctx: AppContext): Promise<DrainResult> {
  const tally: DrainResult = { sent: 0, limited: 0, retried: 0, failed: 0 };
  for (;;) {
    const now = ctx.clock.now();
    const batch = await repo.claimDueSms(ctx.db, now, new Date(now.getTime() + SMS_LEASE_MS), DRAIN_BATCH);
    for (const sms of batch) await sendOne(ctx, sms, tally);
    if (batch.length < DRAIN_BATCH) return tally;
  }
}

function view(row: repo.NotificationRow): MessageView {
  return {
    messageId: String(row.id),
    template: row.template as NotificationTemplate,
    title: row.title,
    content: row.content,
    read: row.readAt !== null,
    target: row.target ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The 消息 page: the user's messages, newest first. */
export async function listMessages(ctx: AppContext, userId: number, query: MessagesQuery): Promise<MessagesPage> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? MESSAGES_PAGE_SIZE;
  const [rows, totalNum] = await Promise.all([
    repo.listNotifications(ctx.db, userId, pageSize, (pageNo - 1) * pageSize),
    repo.countNotifications(ctx.db, userId, false),
  ]);
  return { pageNo, pageSize, totalNum, result: rows.map(view) };
}

export async function unreadCount(ctx: AppContext, userId: number): Promise<{ unread: number }> {
  return { unread: await repo.countNotifications(ctx.db, userId, true) };
}

/** Marks one of the user's messages read; another user's or none at all is 40433. */
export async function readMessage(ctx: AppContext, userId: number, id: number): Promise<MessageView> {
  const row = await repo.markRead(ctx.db, userId, id, ctx.clock.now());
  if (!row) throw new AppError(ErrorCode.MESSAGE_NOT_FOUND);
  return view(row);
}

/**
 * Keeps a login code's send (auth's sendLoginCode, after the carrier answered) so its receipt can be
 * recorded and 短信发送记录 list it: the phone, sent or refused (the carrier's code), its BizId.
 * Never the code, nor the message that holds it.
 */
export function recordLoginCodeSend(db: Executor, send: Parameters<typeof repo.insertLoginCodeSms>[1]): Promise<void> {
  return repo.insertLoginCodeSms(db, send);
}

export interface ReceiptTally {
  recorded: number;
  /** Repeats, and receipts of messages we do not hold (another system's). */
  ignored: number;
}

/**
 * Delivery receipts of the SMS carrier (SmsReport): each recorded once on the SMS it names, a
 * notification's or a login code's (login_code_sms); a receipt of a message we do not hold (another
 * system's) or told again changes nothing. Every failed delivery is logged (warn): operators read
 * them there and in 短信发送记录 (docs/deploy.md).
 */
export async function recordSmsReceipts(ctx: AppContext, receipts: readonly SmsReceipt[]): Promise<ReceiptTally> {
  const tally: ReceiptTally = { recorded: 0, ignored: 0 };
  for (const receipt of receipts) {
    const deliveryError = receipt.delivered ? null : `${receipt.errCode}: ${receipt.errMsg}`.slice(0, 500);
    const recorded = await repo.recordSmsDelivery(ctx.db, receipt.bizId, {
      delivery: receipt.delivered ? SmsDelivery.delivered : SmsDelivery.failed,
      deliveryError,
      deliveredAt: receipt.reportedAt,
    });
    if (recorded === null) tally.ignored++;
    else tally.recorded++;
    if (!receipt.delivered) {
      ctx.log.warn({ sms: recorded, bizId: receipt.bizId, phone: maskPhone(receipt.phone), errCode: receipt.errCode, errMsg: receipt.errMsg }, 'SMS not delivered');
    }
  }
  return tally;
}
