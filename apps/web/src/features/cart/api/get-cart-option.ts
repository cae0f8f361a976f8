import { Paths, type CartOption } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v1/cart/{id}/option, §7: the SKUs a line may switch to. */
function getCartOption(cartItemId: string, signal?: AbortSignal): Promise<CartOption> {
  return http.get(Paths.cartOption, { params: { id: cartItemId }, signal });
}

const cartOptionQueryOptions = (cartItemId: string) =>
  queryOptions({
    queryKey: ['cart-option', cartItemId],
    queryFn: ({ signal }) => getCartOption(cartItemId, signal),
    staleTime: 0,
  });

export function useCartOption(cartItemId: string | null) {
  return useQuery({ ...cartOptionQueryOptions(cartItemId ?? ''), enabled: cartItemId !== null });
}
