import { Paths, type OrderDetailV3 } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { clockOffset, secondsToDeadline } from '../utils/pay-deadline.ts';
import { orderDetailKey } from './order-keys.ts';

/**
 * GET /hermes/v3/orders/{id} (§7): the detail with the server's time, so the pay countdown does not
 * trust the phone's clock. Silent: an unknown or foreign order is the page's 订单不存在 state.
 */
function getOrderDetail(orderId: string, signal?: AbortSignal): Promise<OrderDetailV3> {
  return http.get(Paths.orderDetailV3, { params: { id: orderId }, silent: true, signal });
}

export interface LoadedDetail {
  detail: OrderDetailV3;
  /** The phone's clock when the answer came: serverTime - receivedAt is the clock's offset. */
  receivedAt: number;
}

const orderDetailQueryOptions = (userId: string | null, orderId: string) =>
  queryOptions({
    queryKey: orderDetailKey(userId, orderId),
    queryFn: async ({ signal }): Promise<LoadedDetail> => ({ detail: await getOrderDetail(orderId, signal), receivedAt: Date.now() }),
    staleTime: 0,
  });

/** While an order past its pay deadline has not been closed yet, it is read again this often. */
const LAPSED_REFRESH_MS = 5_000;

/** Whether the answer is an unpaid order whose pay deadline has passed (by the server's clock). */
function isLapsed(loaded: LoadedDetail | undefined, nowMs: number = Date.now()): boolean {
  const deadline = loaded?.detail.payDeadline;
  if (!loaded || !deadline) return false;
  return secondsToDeadline(deadline, nowMs, clockOffset(loaded.detail.serverTime, loaded.receivedAt)) === 0;
}

/** The order; an unpaid one past its deadline is read again every few seconds until the server has closed it. */
export function useOrderDetail(orderId: string) {
  const userId = useSession((s) => s.userId);
  return useQuery({
    ...orderDetailQueryOptions(userId, orderId),
    refetchInterval: (query) => (isLapsed(query.state.data) ? LAPSED_REFRESH_MS : false),
  });
}
