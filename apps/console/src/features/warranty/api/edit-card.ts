import { WarrantyAdminPaths, type AdminWarrantyCardDetail } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { cardKey } from './get-card.ts';
import { cardsKey } from './list-cards.ts';
import { warrantyKey } from './list-claims.ts';

export type CardEdit = { kind: 'serial'; serialNo: string; reason: string } | { kind: 'vin'; vin: string; reason: string };

function send(id: string, edit: CardEdit): Promise<AdminWarrantyCardDetail> {
  const params = { params: { id } };
  return edit.kind === 'serial'
    ? http.put(WarrantyAdminPaths.serial, { serialNo: edit.serialNo, reason: edit.reason }, params)
    : http.put(WarrantyAdminPaths.vin, { vin: edit.vin, reason: edit.reason }, params);
}

/** 更正序列号 or 转移车辆 (both audited): the answer replaces the card on screen; the search and the claims that show it are read again. */
export function useCardEdit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: CardEdit) => send(id, edit),
    onSuccess: (card) => {
      queryClient.setQueryData(cardKey(id), card);
      void queryClient.invalidateQueries({ queryKey: [...cardsKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...warrantyKey, 'claim'] });
      void queryClient.invalidateQueries({ queryKey: [...warrantyKey, 'claims'] });
    },
  });
}
