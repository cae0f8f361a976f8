import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { insertOutboxMessage, insertOutboxNotice } from '../modules/dev/sms-outbox.repository.ts';

/** Sends SMS messages. A real carrier plugs in behind this interface by configuration. */
export interface SmsProvider {
  readonly name: string;
  sendLoginCode(phone: string, code: string): Promise<void>;
  /**
   * Sends a notification's text (issue 19). `idempotencyKey` is the carrier's de-duplication key
   * (a real carrier's out-id): sent again after a crash, the carrier takes it once.
   */
  sendNotice(phone: string, content: string, idempotencyKey: string): Promise<void>;
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
    },
    async sendNotice(phone, content, idempotencyKey) {
      await insertOutboxNotice(db, { phone, content, idempotencyKey });
    },
  };
}
