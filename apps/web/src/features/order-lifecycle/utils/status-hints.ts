import { DeliveryMethod, MainOrderStatus, OrderFamily, ShopOrderStatus, VirtualOrderStatus, type OrderDetail, UiText } from '@emall/contract';

/** The line under the big status of the detail (ours: the spec shows no order screen, §2). */
const hints: Record<OrderFamily, Partial<Record<number, string>>> = {
  [OrderFamily.shop]: {
    [ShopOrderStatus.waitSend]: '商品正在打包,请耐心等待发货',
    [ShopOrderStatus.waitReceive]: '商品已发出,请注意查收',
    [ShopOrderStatus.waitAppraise]: '交易成功,快来分享您的使用体验吧',
    [ShopOrderStatus.cancel]: '订单已取消,占用的库存、E值和优惠券已退回',
    [ShopOrderStatus.finish]: '交易已完成,感谢您的支持',
    [ShopOrderStatus.close]: '订单已关闭,占用的库存、E值和优惠券已退回',
  },
  [OrderFamily.main]: {
    [MainOrderStatus.stocking]: '商品备货中,请耐心等待',
    [MainOrderStatus.waitSign]: '商品已发出,请注意查收',
    [MainOrderStatus.sign]: '商品已签收',
    [MainOrderStatus.cancel]: '订单已取消,占用的库存、E值和优惠券已退回',
    [MainOrderStatus.finish]: '交易已完成,感谢您的支持',
    [MainOrderStatus.close]: '订单已关闭,占用的库存、E值和优惠券已退回',
    [MainOrderStatus.waitShopConfirm]: '等待门店确认订单',
    [MainOrderStatus.shopConfirm]: '门店已确认,将尽快与您联系',
    [MainOrderStatus.reserve]: '已预约安装,请保持电话畅通',
    [MainOrderStatus.installing]: '师傅正在为您安装',
  },
  [OrderFamily.virtual]: {
    [VirtualOrderStatus.waitOpen]: '支付成功,正在为您开通',
    [VirtualOrderStatus.cancel]: '订单已取消,占用的E值和优惠券已退回',
    [VirtualOrderStatus.finish]: '已开通,感谢您的支持',
    [VirtualOrderStatus.fail]: '开通失败,款项将原路退回',
    [VirtualOrderStatus.close]: '订单已关闭',
  },
};

/** A store-pickup order waits at the store instead of travelling to the user. */
const pickupHints: Partial<Record<number, string>> = {
  [ShopOrderStatus.waitSend]: '商品备货中,送达门店后即可凭提货凭证提货',
  [ShopOrderStatus.waitReceive]: '商品已到店,请凭提货凭证到店提货',
};

export function statusHint(order: Pick<OrderDetail, 'family' | 'status' | 'deliveryMethod'>): string {
  const pickup = order.family === OrderFamily.shop && order.deliveryMethod === DeliveryMethod.store ? pickupHints[order.status] : undefined;
  return pickup ?? hints[order.family][order.status] ?? '';
}

/** How a paid order was paid, by its amounts (the channel is the cashier's). */
export function payWayText(amounts: OrderDetail['amounts']): string {
  if (amounts.payAmount > 0 && amounts.integral > 0) return '在线支付 + E值';
  if (amounts.payAmount > 0) return '在线支付';
  if (amounts.integral > 0) return UiText.payByEValue;
  return '优惠券抵扣';
}
