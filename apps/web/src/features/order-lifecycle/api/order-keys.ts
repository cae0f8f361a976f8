import type { OrderListTab } from '@emall/contract';

/** Every cached order answer of a user sits under ordersKey: one invalidation refreshes lists and details alike. */
export const ordersKey = (userId: string | null) => ['orders', userId] as const;
export const orderListKey = (userId: string | null, tab: OrderListTab) => [...ordersKey(userId), 'list', tab] as const;
export const orderDetailKey = (userId: string | null, orderId: string) => [...ordersKey(userId), 'detail', orderId] as const;
export const deliveryVoucherKey = (userId: string | null, orderId: string) => [...ordersKey(userId), 'voucher', orderId] as const;
export const orderLogisticsKey = (userId: string | null, orderNo: string) => [...ordersKey(userId), 'logistics', orderNo] as const;
