import { AfterSalesAdminPaths, ErrorCode, type AdminAfterSalesDetail } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http.ts';
import { caseKey } from './get-case.ts';
import { afterSalesKey } from './list-cases.ts';

export type CaseAction = { kind: 'approve' } | { kind: 'refund' } | { kind: 'refundAgain' } | { kind: 'reject'; reason: string } | { kind: 'receive'; note: string } | { kind: 'reply'; text: string };

function send(id: string, action: CaseAction): Promise<AdminAfterSalesDetail> {
  const params = { params: { id } };
  switch (action.kind) {
    case 'approve':
      return http.post(AfterSalesAdminPaths.approve, undefined, params);
    case 'refund':
      return http.post(AfterSalesAdminPaths.refund, undefined, params);
    case 'refundAgain':
      return http.post(AfterSalesAdminPaths.refundAgain, undefined, params);
    case 'reject':
      return http.post(AfterSalesAdminPaths.reject, { reason: action.reason }, params);
    case 'receive':
      return http.post(AfterSalesAdminPaths.receive, { note: action.note }, params);
    case 'reply':
      return http.post(AfterSalesAdminPaths.message, { text: action.text }, params);
  }
}

/**
 * An operator's action on a case. The server's answer replaces the case on screen; when another
 * operator (or the clock) moved it first, the client has toasted the server's message and the
 * case is read again, so the page shows where it stands now.
 */
export function useCaseAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CaseAction) => send(id, action),
    onSuccess: (detail) => {
      queryClient.setQueryData(caseKey(id), detail);
      void queryClient.invalidateQueries({ queryKey: [...afterSalesKey, 'list'] });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED) {
        void queryClient.invalidateQueries({ queryKey: afterSalesKey });
      }
    },
  });
}
