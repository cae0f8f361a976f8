import { ErrorCode, WarrantyAdminPaths, type AdminWarrantyClaimDetail, type WarrantyCompleteBody } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http.ts';
import { claimKey } from './get-claim.ts';
import { warrantyKey } from './list-claims.ts';

export type ClaimAction =
  | { kind: 'accept' }
  | { kind: 'schedule'; storeId: string; appointmentAt: string }
  | { kind: 'startRepair' }
  | ({ kind: 'complete' } & WarrantyCompleteBody)
  | { kind: 'reject'; reason: string };

function send(id: string, action: ClaimAction): Promise<AdminWarrantyClaimDetail> {
  const params = { params: { id } };
  switch (action.kind) {
    case 'accept':
      return http.post(WarrantyAdminPaths.accept, {}, params);
    case 'schedule':
      return http.post(WarrantyAdminPaths.schedule, { storeId: action.storeId, appointmentAt: action.appointmentAt }, params);
    case 'startRepair':
      return http.post(WarrantyAdminPaths.startRepair, {}, params);
    case 'complete':
      return http.post(WarrantyAdminPaths.complete, { parts: action.parts, note: action.note, photos: action.photos }, params);
    case 'reject':
      return http.post(WarrantyAdminPaths.reject, { reason: action.reason }, params);
  }
}

/**
 * 客服's move on a claim. The server's answer replaces the claim on screen and the queue is read
 * again; when another operator moved it first, the client has toasted the server's message and
 * the claim is read again, so the page shows where it stands now.
 */
export function useClaimAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ClaimAction) => send(id, action),
    onSuccess: (detail) => {
      queryClient.setQueryData(claimKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: [...warrantyKey, 'claims'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ErrorCode.WARRANTY_ACTION_NOT_ALLOWED) void queryClient.invalidateQueries({ queryKey: warrantyKey });
    },
  });
}
