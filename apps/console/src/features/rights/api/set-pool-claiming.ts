import { MarketingAdminPaths } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { poolListKey } from './list-pools.ts';

/** Stops or starts claiming a pool. */
export function useSetPoolClaiming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, claimStopped }: { id: string; claimStopped: boolean }) =>
      http.put(MarketingAdminPaths.poolClaiming, { claimStopped }, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: poolListKey }),
  });
}
