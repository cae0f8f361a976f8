import { OrderAdminPaths, type AdminOrderQuery, type OrderShipBody } from '@emall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const ordersKey = ['orders'] as const;

/** One page of orders matching the search and filters; the previous page stays on screen while the next loads. */
export function useOrderList(query: AdminOrderQuery) {
  return useQuery({
    queryKey: [...ordersKey, 'list', query],
    queryFn: ({ signal }) => http.get(OrderAdminPaths.orders, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One order with everything the detail page shows. */
export function useOrder(id: string) {
  return useQuery({
    queryKey: [...ordersKey, 'detail', id],
    queryFn: ({ signal }) => http.get(OrderAdminPaths.order, { params: { id }, signal }),
  });
}

/** 发货: the waybill entered; the answer is the order as it is now, every order answer read again. */
export function useShipOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waybill: OrderShipBody) => http.post(OrderAdminPaths.ship, waybill, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** 取消并退款: the answer is the order as it is now; every order answer is read again (also after a refusal). */
export function useCancelRefund(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => http.post(OrderAdminPaths.cancelRefund, { reason }, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
