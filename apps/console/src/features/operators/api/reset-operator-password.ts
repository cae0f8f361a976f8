import { AdminPaths } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { operatorListKey } from './list-operators.ts';

/** Gives an operator a new initial password, to be changed at its next sign-in (unlocks it too). */
export function useResetOperatorPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      http.post(AdminPaths.operatorPassword, { password }, { params: { id: String(id) }, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorListKey }),
  });
}
