import { AdminGoodsPaths } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { goodsKey } from './list-goods.ts';

/** Puts a goods on or off the shelf. */
export function useSetGoodsShelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, onShelf }: { id: string; onShelf: boolean }) => http.put(AdminGoodsPaths.shelf, { onShelf }, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}
