import { orderDetailUrl, orderListUrl, OrderListTab, PayResultAction, PayRoute } from '@emall/contract';
import { HOME_PATH } from '../../../lib/config.ts';
import { cashierUrl, withOrderNo } from '../../../lib/pay-urls.ts';

export const publicPayResultUrl = (orderNo: string): string => withOrderNo(PayRoute.publicPayResult, orderNo);
export const transferInfoUrl = (orderNo: string): string => withOrderNo(PayRoute.transferInfo, orderNo);
export const allOrdersUrl = (): string => orderListUrl(OrderListTab.all);

/** A payment's receipt, by its cashFlowNo (§3). */
export const receiptUrl = (cashFlowNo: string): string => `${PayRoute.receipt}?cashFlowNo=${encodeURIComponent(cashFlowNo)}`;

/** Where a result page's button leads (pay-result-config actions). */
export function resultActionUrl(action: PayResultAction, order: { orderId: string; orderNo: string }): string {
  switch (action) {
    case PayResultAction.orderDetail:
      return orderDetailUrl(order.orderId);
    case PayResultAction.orderList:
      return allOrdersUrl();
    case PayResultAction.home:
      return HOME_PATH;
    case PayResultAction.repay:
      return cashierUrl(order.orderNo);
  }
}
