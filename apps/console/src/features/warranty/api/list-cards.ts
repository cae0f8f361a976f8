import { WarrantyAdminPaths, type AdminWarrantyCardsQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { warrantyKey } from './list-claims.ts';

export const cardsKey = [...warrantyKey, 'cards'] as const;

/** One page of the card search, newest first; the previous page stays on screen while the next loads. */
export function useWarrantyCards(query: AdminWarrantyCardsQuery) {
  return useQuery({
    queryKey: [...cardsKey, 'list', query],
    queryFn: ({ signal }) => http.get(WarrantyAdminPaths.cards, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
