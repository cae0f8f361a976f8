import { Type, type Static } from 'typebox';

/** GET /dev/sms-outbox?phone=… (development and tests only). */
export const SmsOutboxQuery = Type.Object({ phone: Type.String({ maxLength: 32 }) });
export type SmsOutboxQuery = Static<typeof SmsOutboxQuery>;

export const SmsOutboxEntry = Type.Object({
  phone: Type.String(),
  code: Type.String(),
  /** ISO 8601. */
  sentAt: Type.String(),
});
export type SmsOutboxEntry = Static<typeof SmsOutboxEntry>;
export const SmsOutboxResult = Type.Array(SmsOutboxEntry);
