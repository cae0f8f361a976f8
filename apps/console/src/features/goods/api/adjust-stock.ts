import { AdminGoodsPaths, type StockAdjustBody } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { goodsKey } from './list-goods.ts';

/** Moves a SKU's stock by a delta with its reason; the goods and its ledger are fetched again. */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsId, skuId, body }: { goodsId: string; skuId: string; body: StockAdjustBody }) =>
      http.post(AdminGoodsPaths.skuStock, body, { params: { id: goodsId, skuId }, silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}
