import { AgreementAdminPaths, type AgreementType, type AgreementVersionBody } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { agreementsKey } from './list-agreement-versions.ts';

/** Publishes a new version (in force at once); the drawer shows a refusal inline. */
export function usePublishAgreementVersion(agmtType: AgreementType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgreementVersionBody) => http.post(AgreementAdminPaths.versions, body, { params: { agmtType }, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementsKey }),
  });
}
