import { AdminGoodsPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { goodsKey } from './list-goods.ts';

export const goodsDetailKey = (id: string) => [...goodsKey, 'detail', id] as const;

/** A goods as the editor holds it; none for a new one. */
export function useGoods(id: string | null) {
  return useQuery({
    queryKey: goodsDetailKey(id ?? ''),
    queryFn: ({ signal }) => http.get(AdminGoodsPaths.goodsOne, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}
