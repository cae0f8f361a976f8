import { PayRoute } from '@emall/contract';

/** A page of §2 for one order: `route?orderNo=…`. */
export const withOrderNo = (route: string, orderNo: string): string => `${route}?orderNo=${encodeURIComponent(orderNo)}`;

/** The cashier of §2 for an unpaid order; a placed order's tradeScene goes along when it is known. */
export function cashierUrl(orderNo: string, tradeScene?: string): string {
  const url = withOrderNo(PayRoute.cashier, orderNo);
  return tradeScene === undefined ? url : `${url}&tradeScene=${encodeURIComponent(tradeScene)}`;
}

/** The pay result page of §2 for an order. */
export const payResultUrl = (orderNo: string): string => withOrderNo(PayRoute.result, orderNo);
