import type { Db } from '../db/client.ts';
import { insertOutboxMail } from '../modules/dev/mail-outbox.repository.ts';

interface MailMessage {
  to: string;
  subject: string;
  body: string;
  attachment: { name: string; content: Uint8Array };
}

/** Sends mail (invoices to their email). A real mail service plugs in behind this interface by configuration. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** The sandbox mail: instead of sending, it records each mail in mail_outbox (read back at /api-gateway/dev/mail-outbox). */
export function createSandboxMail(db: Db): MailProvider {
  return {
    name: 'sandbox',
    async send(message) {
      await insertOutboxMail(db, { to: message.to, subject: message.subject, body: message.body, attachment: message.attachment.name });
    },
  };
}
