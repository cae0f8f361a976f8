import { Paths, type Agreement } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAgreementById } from '../../../lib/api/get-agreement-by-id.ts';
import { http } from '../../../lib/http.ts';

/** GET /api/privacyAgmt?agmtType=…, §7: the current agreement of a kind. */
function getAgreementByType(agmtType: string, signal?: AbortSignal): Promise<Agreement> {
  return http.get(Paths.privacyAgreement, { query: { agmtType }, signal, silent: true });
}

/** What /protocol shows: `agreeId` names one agreement exactly, so it wins over `type`. */
export interface AgreementRef {
  type: string | null;
  agreeId: string | null;
}

const agreementQueryOptions = ({ type, agreeId }: AgreementRef) =>
  queryOptions({
    queryKey: ['agreement', agreeId ? 'id' : 'type', agreeId || type],
    queryFn: ({ signal }) => (agreeId ? getAgreementById(agreeId, signal) : getAgreementByType(type ?? '', signal)),
    enabled: Boolean(agreeId || type),
    staleTime: 5 * 60_000,
  });

export function useAgreement(ref: AgreementRef) {
  return useQuery(agreementQueryOptions(ref));
}
