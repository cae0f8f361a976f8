import { Paths, fillPath, type Agreement } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /api/privacyAgmt?agmtType=…, §7: the current agreement of a kind. */
export function getAgreementByType(agmtType: string, signal?: AbortSignal): Promise<Agreement> {
  return http.get<Agreement>(Paths.privacyAgreement, { query: { agmtType }, signal, silent: true });
}

/** GET /hermes/annex/v1/sign-agree/content/{id}, §7: one agreement by its id. */
export function getAgreementById(id: string, signal?: AbortSignal): Promise<Agreement> {
  return http.get<Agreement>(fillPath(Paths.signAgreementContent, { id }), { signal, silent: true });
}

/** What /protocol shows: `agreeId` names one agreement exactly, so it wins over `type`. */
export interface AgreementRef {
  type: string | null;
  agreeId: string | null;
}

export const agreementQueryOptions = ({ type, agreeId }: AgreementRef) =>
  queryOptions({
    queryKey: ['agreement', agreeId ? 'id' : 'type', agreeId || type],
    queryFn: ({ signal }) => (agreeId ? getAgreementById(agreeId, signal) : getAgreementByType(type ?? '', signal)),
    enabled: Boolean(agreeId || type),
    staleTime: 5 * 60_000,
  });

export function useAgreement(ref: AgreementRef) {
  return useQuery(agreementQueryOptions(ref));
}
