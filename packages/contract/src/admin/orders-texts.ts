import { CashierChannel, PaymentState, RefundStatus, ShopOrderStatus } from '../order-codes.ts';
import { ShopOrderStatusText, Text } from '../texts.ts';
import { UiText } from '../ui-texts.ts';
import { AdminOrderStatusGroup, AdminPayWay, OrderAuditAction } from './orders.ts';

/** 订单管理's words (issue 15): the list, the detail and 取消并退款. */
export const OrderAdminText = {
  orders: '订单管理',
  orderDetail: '订单详情',
  searchPlaceholder: '订单号 / 手机号 / 商品名称',
  allStatuses: '全部状态',
  allKinds: '全部类型',
  allPayWays: '全部支付方式',
  createdRange: '下单时间',
  orderNo: '订单号',
  goods: '商品',
  buyer: '买家',
  kind: '订单类型',
  status: '订单状态',
  payAmount: '实付金额',
  payWay: '支付方式',
  createdAt: '下单时间',
  paidAt: '支付时间',
  view: '查看',
  back: '返回订单列表',
  basics: '基本信息',
  buyerInfo: '买家与收货',
  receiver: '收货人',
  pickupStore: '自提门店',
  vinCode: 'VIN码',
  mobile: '联系电话',
  remark: '买家备注',
  lines: '商品明细',
  unitPrice: '单价',
  quantity: '数量',
  amounts: '金额明细',
  goodsAmount: '商品总额',
  couponDeduct: '优惠券抵扣',
  eValueDeduct: 'E值抵扣',
  carriage: '运费',
  cashPaid: '现金实付',
  pointsEarned: '赠送E值',
  payments: '支付记录',
  refunds: '退款记录',
  cashFlowNo: '支付流水号',
  channelTradeNo: '渠道交易号',
  payState: '支付状态',
  refundNo: '退款单号',
  refundReason: '退款原因',
  refundStatus: '退款状态',
  finishedAt: '完成时间',
  logistics: '物流信息',
  noLogistics: '暂无物流信息',
  timeline: '订单进度',
  cases: '售后单',
  audit: '操作记录',
  operator: '操作人',
  auditDetail: '详情',
  caseType: '售后类型',
  none: '暂无',
  cancelRefund: '取消并退款',
  cancelRefundTitle: '取消订单并全额退款',
  cancelRefundHint: '现金将原路退回,E值、优惠券与库存同时退还,操作不可撤销。',
  cancelRefundReason: '取消原因',
  cancelRefundReasonPlaceholder: '请填写取消原因(买家可见)',
  cancelRefundReasonRequired: '请填写取消原因',
  cancelRefundConfirm: '确认取消并退款',
  cancelRefundDone: '订单已取消,退款已提交',
  needsApproval: '退款金额超过审批额度,需财务审批权限',
  notPaid: '订单未支付或已关闭,无需退款',
  shipped: '订单已发货或已使用,请走售后流程',
  caseOpen: '订单有处理中的售后单,请在售后管理中处理',
} as const;

export const AdminOrderStatusGroupText: Record<AdminOrderStatusGroup, string> = {
  [AdminOrderStatusGroup.waitPay]: ShopOrderStatusText[ShopOrderStatus.waitPay],
  [AdminOrderStatusGroup.waitSend]: ShopOrderStatusText[ShopOrderStatus.waitSend],
  [AdminOrderStatusGroup.waitReceive]: ShopOrderStatusText[ShopOrderStatus.waitReceive],
  [AdminOrderStatusGroup.waitAppraise]: ShopOrderStatusText[ShopOrderStatus.waitAppraise],
  [AdminOrderStatusGroup.finished]: ShopOrderStatusText[ShopOrderStatus.finish],
  [AdminOrderStatusGroup.closed]: '已取消/关闭',
};

export const AdminPayWayText: Record<AdminPayWay, string> = {
  [CashierChannel.WechatPay]: Text.payChannelWechatPay,
  [CashierChannel.Alipay]: Text.payChannelAlipay,
  [CashierChannel.UnionPay]: Text.payChannelUnionPay,
  [CashierChannel.ICBC]: Text.payChannelICBC,
  [CashierChannel.Transfer]: Text.payChannelTransfer,
  [AdminPayWay.evalue]: UiText.payByEValue,
};

export const PaymentStateText: Record<PaymentState, string> = {
  [PaymentState.dealing]: '支付中',
  [PaymentState.success]: '支付成功',
  [PaymentState.failed]: '支付失败',
  [PaymentState.closed]: '已关闭',
  [PaymentState.refunded]: '已退款',
};

export const RefundStatusText: Record<RefundStatus, string> = {
  [RefundStatus.open]: '退款中',
  [RefundStatus.close]: '退款关闭',
  [RefundStatus.refundSuccess]: '退款成功',
};

/** 订单管理's audit actions in the console's words. */
export const OrderAuditActionName: Record<string, string> = {
  [OrderAuditAction.cancelRefund]: OrderAdminText.cancelRefund,
};
