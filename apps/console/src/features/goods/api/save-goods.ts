import { AdminGoodsPaths, type GoodsSaveBody } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { goodsDetailKey } from './get-goods.ts';
import { goodsKey } from './list-goods.ts';

/** Creates a goods (id null) or saves one; the list and the saved goods are fetched again. */
export function useSaveGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: GoodsSaveBody }) =>
      id === null ? http.post(AdminGoodsPaths.goods, body) : http.put(AdminGoodsPaths.goodsOne, body, { params: { id } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(goodsDetailKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: [...goodsKey, 'list'] });
    },
  });
}
