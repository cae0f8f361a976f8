import { Paths, type Agreement } from '@emall/contract';
import { http } from '../http.ts';

/** GET /hermes/annex/v1/sign-agree/content/{id}, §7: one agreement by its id (the page or sheet showing it says why it failed). */
export function getAgreementById(id: string, signal?: AbortSignal): Promise<Agreement> {
  return http.get(Paths.signAgreementContent, { params: { id }, signal, silent: true });
}
