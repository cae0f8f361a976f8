import { AdminPaths } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { operatorListKey } from './list-operators.ts';

/** Disables an operator (its sessions end at once) or enables it again. */
export function useSetOperatorDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
      http.put(AdminPaths.operatorDisabled, { disabled }, { params: { id: String(id) } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorListKey }),
  });
}
