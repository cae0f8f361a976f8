import { WarrantyAdminPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { cardsKey } from './list-cards.ts';

export const cardKey = (id: string) => [...cardsKey, 'card', id] as const;

/** One card with its claims, its owner's other cars and its audit rows; nothing is read while no card is open. */
export function useWarrantyCard(id: string | null) {
  return useQuery({
    queryKey: cardKey(id ?? ''),
    queryFn: ({ signal }) => http.get(WarrantyAdminPaths.card, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}
