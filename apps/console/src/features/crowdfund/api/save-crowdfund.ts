import { MarketingAdminPaths, type AdminCrowdfundBody } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { crowdfundListKey } from './list-crowdfunds.ts';

/** Opens a crowdfund on a goods (goodsId, new) or edits one (by its goods); the form shows a refusal itself. */
export function useSaveCrowdfund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsId, isNew, body }: { goodsId: string; isNew: boolean; body: AdminCrowdfundBody }) =>
      isNew
        ? http.post(MarketingAdminPaths.crowdfunds, { ...body, goodsId }, { silent: true })
        : http.put(MarketingAdminPaths.crowdfund, body, { params: { id: goodsId }, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crowdfundListKey }),
  });
}
