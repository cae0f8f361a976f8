import {
  LogisticsStatus,
  MainOrderStatus,
  OrderAction,
  OrderFamily,
  OrderKind,
  OrderListTab,
  ShopOrderStatus,
  VirtualOrderStatus,
  VoucherStatus,
} from './order-codes.ts';
import { ClipboardText } from './clipboard-texts.ts';
import { LandingText } from './landing-texts.ts';

/** The spec's user-facing Chinese texts (§2, §4, §5, §8), declared once. `{x}` marks a placeholder. */
export const Text = {
  ...LandingText,
  ...ClipboardText,
  feedEnd: '到底啦',

  crowdfundEndsIn: '距结束',
  crowdfundStartingSoon: '即将开始',
  crowdfundSupportNow: '立即支持',
  crowdfundNotStarted: '待开始',
  crowdfundEnded: '众筹已结束',
  reserveCancelConfirm: '确定取消预约',
  cancel: '取消',
  confirm: '确定',
  reserveSuccess: '预约成功',
  reserveCancelled: '预约已取消',

  footerLimit: '限购{n}件,再爱也需克制',
  footerSoldOut: '努力补货中~',
  footerLowEValue: '获取更多E值,即可拥有',
  footerUpgradeOwner: '升级为车主',
  footerNotAllowed: '当前不可购买',

  /** Cart problem reasons (§3 codes; the texts are ours). */
  cartProblemStock: '库存不足',
  cartProblemEValue: 'E值不足',
  cartProblemLimit: '超出限购数量',
  cartProblemOff: '商品已下架',
  cartProblemActivityEnd: '活动已结束',
  /** Cart groups by delivery (ours): boutique goods, then original attachments. */
  cartGroupBoutique: '曜川精品',
  cartGroupAttachment: '原厂配件',
  /** Added to the cart from a product page (ours). */
  cartAddSuccess: '加入购物车成功',

  couponClaimFailed: '优惠券领取失败,请稍后再试',
  couponClaimSuccess: '领取成功',
  /** A coupon's condition line (§3 useConditionName) when none is configured (ours). */
  couponConditionMin: '满{amount}元可用',
  couponNoCondition: '无门槛',
  /** A pool whose rights last a number of days from their claim (ours). */
  couponValidDaysAfterClaim: '领取后{days}天内有效',

  exchangeConfirm: '使用{eprice}E值兑换一张',
  evalueNotEnoughTitle: 'E值不足 兑换失败',
  evalueNotEnoughHint: '可前往任务中心赚取E值',
  goNow: '立即前往',

  evalueMin: '最低为{min}E值',
  evalueInputHint: '可输入{min}-{max}E值,已抵扣{amount}元',

  /** Why a coupon does not apply at checkout (ours). */
  couponNotForGoods: '不适用于当前商品',
  couponConditionUnmet: '订单金额未满{amount}元',
  couponNothingToDeduct: '本订单无可优惠金额',

  invoiceUnavailable: '暂无法开票',
  urlParamError: 'url参数错误',
  requiredParamMissing: '必要参数丢失',
  orderStatusAbnormal: '订单状态异常！',

  /** Reviews (issue 5, ours): the reward hint of the publish page, and the thanks of the success page. */
  reviewRewardHint: '发布评价可得{point}E值',
  reviewThanks: '感谢您的评价',
  reviewRewarded: '已获得{point}E值',

  /** Cashier, results and bank transfer (issue 8). The spec gives 订单状态异常！ and 复制成功; the rest are ours. */
  cashierTitle: '收银台',
  cashierPayAmount: '支付金额',
  cashierRemain: '支付剩余时间',
  cashierChooseWay: '请选择支付方式',
  cashierConfirmPay: '确认支付',
  cashierTimeout: '订单已超时,请重新下单',
  payChannelWechatPay: '微信支付',
  payChannelAlipay: '支付宝',
  payChannelUnionPay: '云闪付',
  payChannelICBC: '工商银行',
  payChannelTransfer: '银行转账',
  paySuccess: '支付成功',
  payFailed: '支付失败',
  payDealing: '支付处理中',
  payClosed: '支付已关闭',
  payDealingHint: '支付结果确认中,请稍后刷新',
  payFailedHint: '支付未完成,您可返回重新支付',
  paySuccessPointsEarned: '本单获得{points}E值',
  payViewOrder: '查看订单',
  payBackHome: '返回首页',
  payOrderList: '查看全部订单',
  payRepay: '重新支付',
  transferTitle: '银行转账',
  transferAmount: '转账金额',
  transferAccountName: '收款户名',
  transferAccountNo: '收款账号',
  transferBank: '开户银行',
  transferCopy: '复制',
  transferAccountRegenerated: '该收款账号{cardInvalidDays}天后将重新生成,请在有效期内完成转账',
  transferHint: '请使用本人银行卡向以上账户转账,金额须与订单金额一致,到账后订单自动完成支付',
  alipaySignTitle: '支付宝免密支付',
  /** The page that posts a payment's signed form on to its channel's pay page (ICBC, UnionPay): shown for a moment, or without script. */
  payGatewayFormTitle: '正在前往支付',
  payGatewayFormNote: '正在打开{channel}收银台,未跳转请点击下方按钮',
  payGatewayFormGo: '前往{channel}支付',
  payGatewayFormInvalidTitle: '无法打开支付页面',
  payGatewayFormInvalid: '支付链接无效,请返回收银台重新发起支付',
  /** The sandbox pay gateway page (development and the demo). */
  sandboxGatewayTitle: '沙箱支付网关',
  sandboxGatewayNote: '这是开发环境的模拟支付页面,不会产生真实扣款',
  sandboxPay: '支付',
  sandboxCancel: '取消',
  sandboxFail: '模拟失败',
} as const;

/** Main order statuses (§4) as the order pages show them. The spec gives the codes; the texts are ours. */
export const MainOrderStatusText: Record<MainOrderStatus, string> = {
  [MainOrderStatus.waitPay]: '待付款',
  [MainOrderStatus.stocking]: '备货中',
  [MainOrderStatus.waitSign]: '待签收',
  [MainOrderStatus.sign]: '已签收',
  [MainOrderStatus.cancel]: '已取消',
  [MainOrderStatus.finish]: '已完成',
  [MainOrderStatus.close]: '已关闭',
  [MainOrderStatus.waitShopConfirm]: '待门店确认',
  [MainOrderStatus.shopConfirm]: '门店已确认',
  [MainOrderStatus.reserve]: '已预约安装',
  [MainOrderStatus.installing]: '安装中',
};

/** Shop order statuses (§4). */
export const ShopOrderStatusText: Record<ShopOrderStatus, string> = {
  [ShopOrderStatus.waitPay]: '待付款',
  [ShopOrderStatus.waitSend]: '待发货',
  [ShopOrderStatus.waitReceive]: '待收货',
  [ShopOrderStatus.waitAppraise]: '待评价',
  [ShopOrderStatus.cancel]: '已取消',
  [ShopOrderStatus.finish]: '已完成',
  [ShopOrderStatus.close]: '已关闭',
};

/** Virtual order statuses (§4). */
export const VirtualOrderStatusText: Record<VirtualOrderStatus, string> = {
  [VirtualOrderStatus.waitPay]: '待付款',
  [VirtualOrderStatus.waitOpen]: '待开通',
  [VirtualOrderStatus.cancel]: '已取消',
  [VirtualOrderStatus.finish]: '已完成',
  [VirtualOrderStatus.fail]: '开通失败',
  [VirtualOrderStatus.close]: '已关闭',
};

/** The status texts of each order family. */
export const OrderStatusText: Record<OrderFamily, Readonly<Record<number, string>>> = {
  [OrderFamily.main]: MainOrderStatusText,
  [OrderFamily.shop]: ShopOrderStatusText,
  [OrderFamily.virtual]: VirtualOrderStatusText,
};

/** What an order is for, as the head of an order card names it (ours: the spec names the goods, §1). */
export const OrderKindText: Record<OrderKind, string> = {
  [OrderKind.boutique]: '曜川精品',
  [OrderKind.attachment]: '原厂配件',
  [OrderKind.homeCharging]: '家用充电桩',
  [OrderKind.light]: '轻改装',
  [OrderKind.flow]: '流量包',
  [OrderKind.intellect]: '智能服务',
  [OrderKind.cardVoucher]: '卡券',
  [OrderKind.servicePackage]: '服务包',
  [OrderKind.sound]: '音效',
  [OrderKind.wallpaper]: '壁纸',
  [OrderKind.digital]: '数字钥匙',
  [OrderKind.charging]: '充电卡',
};

/** The tabs of /order/list (§2). */
export const OrderListTabText: Record<OrderListTab, string> = {
  [OrderListTab.all]: '全部',
  [OrderListTab.waitPay]: '待付款',
  [OrderListTab.waitSend]: '待发货',
  [OrderListTab.waitReceive]: '待收货',
  [OrderListTab.waitAppraise]: '待评价',
  [OrderListTab.afterSales]: '退款/售后',
};

/** The buttons of an order (list and detail). */
export const OrderActionText: Record<OrderAction, string> = {
  [OrderAction.pay]: '去支付',
  [OrderAction.cancel]: '取消订单',
  [OrderAction.confirm]: '确认收货',
  [OrderAction.delete]: '删除订单',
  [OrderAction.buyAgain]: '再次购买',
  [OrderAction.logistics]: '查看物流',
  [OrderAction.voucher]: '提货凭证',
};

/** Where a parcel is (the sandbox carrier's traces). */
export const LogisticsStatusText: Record<LogisticsStatus, string> = {
  [LogisticsStatus.collected]: '已揽收',
  [LogisticsStatus.inTransit]: '运输中',
  [LogisticsStatus.delivering]: '派送中',
  [LogisticsStatus.signed]: '已签收',
};

export const VoucherStatusText: Record<VoucherStatus, string> = {
  [VoucherStatus.unused]: '待提货',
  [VoucherStatus.used]: '已提货',
};

/** Order pages' confirmations, toasts and labels (ours). */
export const OrderText = {
  cancelConfirm: '确定要取消该订单吗?',
  cancelled: '订单已取消',
  confirmReceipt: '确认已收到商品?',
  confirmed: '已确认收货',
  deleteConfirm: '删除后订单将无法恢复,确定删除吗?',
  deleted: '订单已删除',
  payRemain: '剩余支付时间 {time}',
  listEmpty: '暂无订单',
  orderNo: '订单编号',
  createdAt: '下单时间',
  paidAt: '支付时间',
  goodsAmount: '商品金额',
  couponDeduct: '优惠券',
  integralDeduct: 'E值抵扣',
  carriage: '运费',
  payAmount: '实付款',
  pointsEarned: '获得E值',
  totalNum: '共{n}件',
  pickupStore: '自提门店',
  vinCode: '车架号',
  voucherTitle: '提货凭证',
  voucherCode: '提货码',
  voucherHint: '请到门店出示二维码或提货码提货',
  voucherNotReady: '商品备货中,到店后即可提货',
  logisticsTitle: '物流信息',
  logisticsEmpty: '暂无物流信息',
  carrier: '承运快递',
  expressNo: '运单号',
  timelineTitle: '订单进度',
} as const;
