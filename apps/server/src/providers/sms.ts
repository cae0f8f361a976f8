import type { NotificationTemplate } from '@emall/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { insertOutboxMessage, insertOutboxNotice } from '../modules/dev/sms-outbox.repository.ts';

/**
 * A notification's SMS: a real SMS service sends only approved templates, so it gets the template
 * and its params; `content` is the same message rendered, as the sandbox keeps it.
 */
interface SmsNotice {
  template: NotificationTemplate;
  params: Record<string, string>;
  content: string;
}

/**
 * Sends SMS messages. A real carrier plugs in behind this interface by configuration
 * (SMS_PROVIDER; sms-aliyun.ts). A send the carrier refuses throws (an SmsRefusedError).
 */
export interface SmsProvider {
  readonly name: string;
  /**
   * The login code, through the carrier's login template (its one variable: code). Answers the
   * carrier's id of the message, which its delivery receipts name (null: it sends none).
   */
  sendLoginCode(phone: string, code: string): Promise<{ carrierMessageId: string | null }>;
  /**
   * Sends a notification (issue 19). `idempotencyKey` is the message's out-id at the carrier.
   * Answers the carrier's id of the message, which its delivery receipts name (null: it sends none).
   */
  sendNotice(phone: string, notice: SmsNotice, idempotencyKey: string): Promise<{ carrierMessageId: string | null }>;
}

/**
 * Why a carrier refused, in the shop's terms: the number (not a mobile it can reach), the rate (its
 * per-number limits), or anything else (keys, templates, balance: the shop's own fault).
 */
export type SmsRefusal = 'number' | 'rate' | 'other';

/** The carrier answered and refused the message: `code` is its reason (e.g. isv.BUSINESS_LIMIT_CONTROL). */
export class SmsRefusedError extends Error {
  constructor(
    readonly provider: string,
    readonly code: string,
    detail: string,
    readonly refusal: SmsRefusal = 'other',
  ) {
    super(`${provider} SMS refused: ${code}${detail ? ` (${detail})` : ''}`);
    this.name = 'SmsRefusedError';
  }
}

/** Messages shown to the user; the code is the only variable part. */
function loginCodeMessage(code: string, brandName: string): string {
  return `【${brandName}】您的登录验证码为${code}，5分钟内有效，请勿泄露给他人。`;
}

/**
 * The sandbox carrier: instead of a network call it records each message in the
 * sms_outbox table, where development tools and tests read it back.
 */
/** `log` (development only) also prints each code, so a developer can log in from the terminal. */
export function createSandboxSms(db: Db, brandName: string, log: FastifyBaseLogger | null): SmsProvider {
  return {
    name: 'sandbox',
    async sendLoginCode(phone, code) {
      await insertOutboxMessage(db, { phone, code, content: loginCodeMessage(code, brandName) });
      log?.info({ phone, code }, 'sandbox SMS sent (read it at /api-gateway/dev/sms-outbox)');
      return { carrierMessageId: null };
    },
    async sendNotice(phone, notice, idempotencyKey) {
      await insertOutboxNotice(db, { phone, content: notice.content, idempotencyKey });
      return { carrierMessageId: null };
    },
  };
}
