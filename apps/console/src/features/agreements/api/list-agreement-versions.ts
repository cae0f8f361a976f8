import { AgreementAdminPaths, type AgreementType } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const agreementsKey = ['agreements'] as const;

/** An agreement type's versions, the one in force first. */
export function useAgreementVersions(agmtType: AgreementType) {
  return useQuery({
    queryKey: [...agreementsKey, agmtType],
    queryFn: ({ signal }) => http.get(AgreementAdminPaths.versions, { params: { agmtType }, signal }),
  });
}
