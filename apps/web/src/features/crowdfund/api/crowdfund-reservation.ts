import { Paths, type CrowdfundReservation } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /hermes/v1/crowdfund-reservation/result/productId/{id} (login optional): the user's reservation. */
const reservationQueryOptions = (productId: string, userKey: string | null) =>
  queryOptions({
    queryKey: ['crowdfund-reservation', productId, userKey],
    queryFn: ({ signal }) =>
      http.get(Paths.crowdfundReservationResult, { params: { id: productId }, silent: true, signal }),
    staleTime: 0,
  });

export function useReservation(productId: string, userKey: string | null, enabled: boolean) {
  return useQuery({ ...reservationQueryOptions(productId, userKey), enabled });
}

/** POST /hermes/v1/crowdfund-reservation (crowdfundNo). */
export function reserveCrowdfund(crowdfundNo: string): Promise<CrowdfundReservation> {
  return http.post(Paths.crowdfundReserve, { crowdfundNo });
}

/** POST /hermes/v1/crowdfund-reservation/cancel (crowdfundNo). */
export function cancelCrowdfundReservation(crowdfundNo: string): Promise<CrowdfundReservation> {
  return http.post(Paths.crowdfundReserveCancel, { crowdfundNo });
}
