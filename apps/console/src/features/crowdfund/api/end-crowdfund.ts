import { MarketingAdminPaths } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { crowdfundListKey } from './list-crowdfunds.ts';

/** 结束众筹: ends the crowdfund (by its goods) and settles it; a refusal shows as the http toast. */
export function useEndCrowdfund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goodsId: string) => http.post(MarketingAdminPaths.crowdfundEnd, undefined, { params: { id: goodsId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crowdfundListKey }),
  });
}
