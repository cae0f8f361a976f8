import { Type, type Static } from 'typebox';
import { ORDER_NO_PATTERN } from '../constants.ts';
import { Waybill } from './waybill.ts';

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

/** POST /dev/orders/pay-deadline (development and tests only): move an unpaid order's pay deadline to `seconds` from now. */
export const DevPayDeadlineBody = Type.Object(
  { orderNo: Type.String({ pattern: ORDER_NO_PATTERN }), seconds: Type.Integer({ minimum: 0, maximum: 86_400 }) },
  { additionalProperties: false },
);
export type DevPayDeadlineBody = Static<typeof DevPayDeadlineBody>;
export const DevPayDeadlineResult = Type.Object({ orderNo: Type.String(), payDeadline: Type.String() });
export type DevPayDeadlineResult = Static<typeof DevPayDeadlineResult>;

/** POST /dev/orders/ship (development and tests only): the warehouse hands one of the caller's paid posted orders to the carrier now. */
export const DevShipOrderBody = Type.Object(
  {
    orderNo: Type.String({ pattern: ORDER_NO_PATTERN }),
    /** The waybill the warehouse entered (a real carrier's company code and number); the sandbox carrier books its own. */
    waybill: Type.Optional(Waybill),
  },
  { additionalProperties: false },
);
export type DevShipOrderBody = Static<typeof DevShipOrderBody>;
export const DevShipOrderResult = Type.Object({ orderNo: Type.String(), status: Type.Integer() });
export type DevShipOrderResult = Static<typeof DevShipOrderResult>;
