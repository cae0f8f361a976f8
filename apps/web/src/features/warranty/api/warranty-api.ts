import { WarrantyPaths, type WarrantyApplyBody, type WarrantyClaimDetail, type WarrantyRateBody } from '@emall/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

const warrantyKeys = {
  all: (userId: string | null) => ['warranty', userId] as const,
  cards: (userId: string | null, orderId: string) => ['warranty', userId, 'cards', orderId] as const,
  card: (userId: string | null, cardId: string) => ['warranty', userId, 'card', cardId] as const,
  claim: (userId: string | null, id: string) => ['warranty', userId, 'claim', id] as const,
};

const CARDS_PAGE_SIZE = 10;

/** 我的保修: the shopper's cards (or one order's, `orderId`), newest first, a page at a time as the list scrolls. Silent: the page shows the error. */
export function useWarrantyCards(orderId: string) {
  const userId = useSession((s) => s.userId);
  return useInfiniteQuery({
    queryKey: warrantyKeys.cards(userId, orderId),
    queryFn: ({ pageParam, signal }) =>
      http.get(WarrantyPaths.cards, { query: { orderId: orderId || undefined, pageNo: pageParam, pageSize: CARDS_PAGE_SIZE }, silent: true, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.result.length, 0);
      return last.result.length === 0 || loaded >= last.totalNum ? undefined : last.pageNo + 1;
    },
    staleTime: 0,
  });
}

export function useWarrantyCard(cardId: string) {
  const userId = useSession((s) => s.userId);
  return useQuery({
    queryKey: warrantyKeys.card(userId, cardId),
    queryFn: ({ signal }) => http.get(WarrantyPaths.card, { params: { id: cardId }, silent: true, signal }),
    enabled: cardId !== '',
    staleTime: 0,
  });
}

export function useWarrantyClaim(id: string) {
  const userId = useSession((s) => s.userId);
  return useQuery({
    queryKey: warrantyKeys.claim(userId, id),
    queryFn: ({ signal }) => http.get(WarrantyPaths.claim, { params: { id }, silent: true, signal }),
    enabled: id !== '',
    staleTime: 0,
  });
}

/** POST the claim with the attempt's Idempotency-Key; a success reads every card and list again. */
export function useApplyWarranty() {
  const userId = useSession((s) => s.userId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: WarrantyApplyBody; idempotencyKey: string }) =>
      http.post(WarrantyPaths.claims, body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (made) => {
      client.setQueryData(warrantyKeys.claim(userId, made.claimId), made);
      void client.invalidateQueries({ queryKey: warrantyKeys.all(userId) });
    },
  });
}

/** Cancel or rate: the answer is the claim as it is now; its card and the lists are read again. */
export function useClaimAction(id: string) {
  const userId = useSession((s) => s.userId);
  const client = useQueryClient();
  const done = (next: WarrantyClaimDetail) => {
    client.setQueryData(warrantyKeys.claim(userId, id), next);
    void client.invalidateQueries({ queryKey: warrantyKeys.all(userId), predicate: (q) => q.queryKey[2] !== 'claim' });
  };
  const cancel = useMutation({ mutationFn: () => http.post(WarrantyPaths.cancel, undefined, { params: { id } }), onSuccess: done });
  const rate = useMutation({ mutationFn: (body: WarrantyRateBody) => http.post(WarrantyPaths.rate, body, { params: { id } }), onSuccess: done });
  return { cancel, rate };
}
