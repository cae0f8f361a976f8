import { Paths, type DigitalKeySignBody, type DigitalKeyTips } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** GET /hermes/annex/v1/orders/virtual/digital-key/skip-tips (vin), §7: must the agreement be shown for this car? */
export function getDigitalKeyTips(vin: string): Promise<DigitalKeyTips> {
  return http.get(Paths.digitalKeySkipTips, { query: { vin } });
}

/** POST /hermes/annex/v1/orders/virtual/digital-key/sign (agmCode, agmTitle, vinCode), §7. */
export function signDigitalKey(body: DigitalKeySignBody): Promise<{ signed: boolean; signedAt: string }> {
  return http.post(Paths.digitalKeySign, body);
}
