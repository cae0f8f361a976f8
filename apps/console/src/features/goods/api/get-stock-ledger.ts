import { AdminGoodsPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { goodsKey } from './list-goods.ts';

/** A SKU's stock ledger, newest first. */
export function useStockLedger(goodsId: string, skuId: string | null) {
  return useQuery({
    queryKey: [...goodsKey, 'ledger', goodsId, skuId],
    queryFn: ({ signal }) => http.get(AdminGoodsPaths.skuStock, { params: { id: goodsId, skuId: skuId! }, signal }),
    enabled: skuId !== null,
  });
}
