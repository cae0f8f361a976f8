import { Paths, type VirtualCheckResult } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** POST /hermes/annex/v1/orders/virtual/check (§7): may this car (VIN) have this virtual goods? */
export function checkVirtualVin(productSpecsId: string, vinCode: string): Promise<VirtualCheckResult> {
  return http.post(Paths.orderVirtualCheck, { productSpecsId, vinCode });
}
