import { MaterialCode, LandingPaths, type MaterialInfo } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/** GET /v5/appMaterial/getMaterialInfo (§7) for the home skin in force, or null. Silent: a page without a skin is fine. */
export function getHomeSkin(signal?: AbortSignal): Promise<MaterialInfo> {
  return http.get(LandingPaths.materialInfo, { query: { materialCode: MaterialCode.homeSkin }, silent: true, signal });
}
