import { Paths, type Logistics } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { orderLogisticsKey } from './order-keys.ts';

/** GET /hermes/v1/orders/logistics-informations (orderNo), §7: the order's parcels with every trace (none before it ships). */
function getOrderLogistics(orderNo: string, signal?: AbortSignal): Promise<Logistics[]> {
  return http.get(Paths.logisticsInformations, { query: { orderNo }, silent: true, signal });
}

const orderLogisticsQueryOptions = (userId: string | null, orderNo: string) =>
  queryOptions({
    queryKey: orderLogisticsKey(userId, orderNo),
    queryFn: ({ signal }) => getOrderLogistics(orderNo, signal),
    staleTime: 0,
  });

export function useOrderLogistics(orderNo: string) {
  const userId = useSession((s) => s.userId);
  return useQuery(orderLogisticsQueryOptions(userId, orderNo));
}
