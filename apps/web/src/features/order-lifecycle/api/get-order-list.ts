import { ORDER_LIST_PAGE_SIZE, OrderListTab, Paths, type OrderPage } from '@emall/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { orderListKey } from './order-keys.ts';

/** GET /hermes/v3/orders (§7; 10 a page, §9) with the cache-busting _t. Silent: the page shows its own error with a retry. */
function getOrderList(tab: OrderListTab, pageNo: number, signal?: AbortSignal): Promise<OrderPage> {
  return http.get(Paths.orderList, {
    query: { status: tab === OrderListTab.all ? undefined : tab, pageNo, pageSize: ORDER_LIST_PAGE_SIZE, _t: Date.now() },
    silent: true,
    signal,
  });
}

/** The page after `last`, or undefined once every order of totalNum is in. */
function nextOrderPage(last: OrderPage, pages: OrderPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.result.length, 0);
  if (last.result.length === 0 || loaded >= last.totalNum) return undefined;
  return last.pageNo + 1;
}

const orderListQueryOptions = (userId: string | null, tab: OrderListTab) =>
  infiniteQueryOptions({
    queryKey: orderListKey(userId, tab),
    queryFn: ({ pageParam, signal }) => getOrderList(tab, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextOrderPage(last, pages),
    // Orders move on by themselves (payment, shipping, closing): read afresh on every visit.
    staleTime: 0,
  });

export function useOrderList(tab: OrderListTab) {
  const userId = useSession((s) => s.userId);
  return useInfiniteQuery(orderListQueryOptions(userId, tab));
}
