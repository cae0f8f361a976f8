/** Where 订单管理 lives under /console/ (the menu registers both). */
export const ORDERS_PATH = 'trade/orders';

export function orderDetailPath(id: string): string {
  return `/${ORDERS_PATH}/${encodeURIComponent(id)}`;
}
