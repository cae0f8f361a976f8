import { WarrantyPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

/** An order's cards fit one page: one card a unit, and an order's units are few. */
const ORDER_CARDS_PAGE_SIZE = 50;

const NO_CARDS: ReadonlyMap<number, string[]> = new Map();

/**
 * An order's cards by order line, for the detail's 查看保修卡: read only once the order is paid (no
 * card exists before). Silent: a failure shows no button, the rest of the order stands.
 */
export function useLineWarrantyCards(orderId: string, paid: boolean): ReadonlyMap<number, string[]> {
  const userId = useSession((s) => s.userId);
  const cards = useQuery({
    queryKey: ['warranty', userId, 'cards', orderId, 'lines'],
    queryFn: ({ signal }) => http.get(WarrantyPaths.cards, { query: { orderId, pageSize: ORDER_CARDS_PAGE_SIZE }, silent: true, signal }),
    enabled: paid,
    staleTime: 30_000,
    select: (page) => {
      const byLine = new Map<number, string[]>();
      for (const card of page.result) byLine.set(card.lineId, [...(byLine.get(card.lineId) ?? []), card.cardId]);
      return byLine;
    },
  });
  return cards.data ?? NO_CARDS;
}
