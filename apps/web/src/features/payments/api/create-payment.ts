import { Paths, PayTerminalType, type CreatePaymentBody, type CreatePaymentResult } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/**
 * The call that starts a payment (§7 ICBC calls, v2): h5-pay inside the messenger, b2c-online
 * (the online-banking entry) in any other browser. Refusals (order closed, channel unavailable…)
 * are toasted by the HTTP wrapper.
 */
function createPaymentPath(terminalType: PayTerminalType): typeof Paths.icbcH5PayV2 | typeof Paths.icbcB2cOnlineV2 {
  return terminalType === PayTerminalType.H5 ? Paths.icbcH5PayV2 : Paths.icbcB2cOnlineV2;
}

export function createPayment(terminalType: PayTerminalType, body: CreatePaymentBody): Promise<CreatePaymentResult> {
  return http.post(createPaymentPath(terminalType), body);
}

