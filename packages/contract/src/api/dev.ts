import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { DevPayDeadlineBody, DevPayDeadlineResult, DevShipOrderBody, DevShipOrderResult, SmsOutboxQuery, SmsOutboxResult } from '../schemas/dev.ts';

/** Development and test helpers; never registered when NODE_ENV=production. */
export const DevApi = declareApi('dev', {
  smsOutbox: route('GET', Paths.smsOutbox, 'Messages the sandbox SMS carrier sent to a phone, latest first', { query: SmsOutboxQuery, answer: SmsOutboxResult }),
  payDeadline: route(
    'POST',
    Paths.devPayDeadline,
    "An unpaid order of the caller's must be paid within `seconds` from now (its countdown runs out in a test)",
    { body: DevPayDeadlineBody, answer: DevPayDeadlineResult },
    'required',
  ),
  shipOrder: route(
    'POST',
    Paths.devShipOrder,
    "The sandbox warehouse ships one of the caller's paid posted orders now, without its ship delay (a journey that needs a parcel)",
    { body: DevShipOrderBody, answer: DevShipOrderResult },
    'required',
  ),
});
