import { Paths, type DeliveryVoucher } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { deliveryVoucherKey } from './order-keys.ts';

/** GET /hermes/v1/goods-annex-voucher/delivery-voucher/{id} (§7): the pickup voucher of a paid store-pickup order. */
function getDeliveryVoucher(orderId: string, signal?: AbortSignal): Promise<DeliveryVoucher> {
  return http.get(Paths.deliveryVoucher, { params: { id: orderId }, silent: true, signal });
}

const deliveryVoucherQueryOptions = (userId: string | null, orderId: string) =>
  queryOptions({
    queryKey: deliveryVoucherKey(userId, orderId),
    queryFn: ({ signal }) => getDeliveryVoucher(orderId, signal),
    staleTime: 0,
  });

export function useDeliveryVoucher(orderId: string, enabled: boolean) {
  const userId = useSession((s) => s.userId);
  return useQuery({ ...deliveryVoucherQueryOptions(userId, orderId), enabled });
}
