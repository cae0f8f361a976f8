import { AdminPaths, type UpdateOperatorBody } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { meQueryKey } from './get-me.ts';
import { operatorListKey } from './list-operators.ts';

/** Changes an operator's display name or roles (one's own too: `me` is fetched again). */
export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateOperatorBody }) =>
      http.put(AdminPaths.operator, body, { params: { id: String(id) }, silent: true }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: operatorListKey }), queryClient.invalidateQueries({ queryKey: meQueryKey })]),
  });
}
