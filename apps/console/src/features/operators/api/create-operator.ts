import { AdminPaths, type CreateOperatorBody } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { operatorListKey } from './list-operators.ts';

/** Creates an operator with an initial password; the form shows a refusal (name taken, weak password) itself. */
export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOperatorBody) => http.post(AdminPaths.operators, body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorListKey }),
  });
}
