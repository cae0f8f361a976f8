import { MarketingAdminPaths, type AdminPoolBody } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { poolListKey } from './list-pools.ts';

/** Creates a pool, or edits one (id); the form shows a refusal (locked terms, stock below claimed) itself. */
export function useSavePool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AdminPoolBody }) =>
      id === null
        ? http.post(MarketingAdminPaths.pools, body, { silent: true })
        : http.put(MarketingAdminPaths.pool, body, { params: { id }, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poolListKey }),
  });
}
