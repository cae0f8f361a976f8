import { Paths, type ImHotline } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** GET /bifrostim/api/csc/im/config/imHotline, §7: the hotline number and its description. */
export function getImHotline(businessType: number): Promise<ImHotline> {
  return http.get(Paths.imHotline, { query: { businessType } });
}
