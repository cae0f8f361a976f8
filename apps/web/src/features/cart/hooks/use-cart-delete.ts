import { Text, UiText } from '@emall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { confirmDialog } from '../../../lib/confirm.ts';
import { storeCartList } from '../../../lib/api/get-cart-effect-num.ts';
import { useSession } from '../../../lib/session.ts';
import { deleteCartItems } from '../api/delete-cart-items.ts';

const deleteConfirmText = (count: number): string => (count > 1 ? `确定删除这${count}件商品吗?` : '确定删除该商品吗?');

/** Deletes lines after a confirm dialog; true when they are gone. */
export function useCartDelete() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userId);
  return useCallback(
    async (cartItemIds: string[]): Promise<boolean> => {
      if (cartItemIds.length === 0) return false;
      const confirmed = await confirmDialog({ content: deleteConfirmText(cartItemIds.length), confirmText: UiText.delete, cancelText: Text.cancel });
      if (!confirmed) return false;
      try {
        storeCartList(queryClient, userId, await deleteCartItems({ cartItemIds }));
        return true;
      } catch {
        return false;
      }
    },
    [queryClient, userId],
  );
}
