/**
 * Words the shop's pages share that the spec does not fix (its own texts are in texts.ts): one
 * place, so a page cannot drift from another. `npm run lint` (scripts/check-texts.ts) fails when a
 * Chinese text is written out in two source files instead of coming from here or texts.ts.
 */
export const UiText = {
  /** The action of a failed load's state block: fetch again. */
  reload: '重新加载',
  /** The accessible name of a skeleton or spinner while a page or part of it loads. */
  loading: '加载中',
  /** A button's text while its request runs (antd-mobile shows only a spinner without one: a nameless button). */
  busy: '请稍候',
  /** Said when a shopper would leave a form while a picture of it is still uploading (it would be lost). */
  uploadingWait: '图片上传中,请稍候',
  /** The foot of an infinite list while its next page loads. */
  loadingMore: '加载中…',
  /** The foot of an infinite list that has no next page. */
  noMore: '没有更多了',
  /** The foot of an infinite list whose next page failed to load: tap to ask again. */
  loadMoreFailed: '加载失败,点击重试',
  retry: '重试',
  loadFailed: '加载失败',
  backToShopHome: '返回商城首页',
  backToHome: '返回首页',
  backToOrder: '返回订单',
  /** The action of an empty list: go shopping. */
  browse: '去逛逛',
  back: '返回',
  close: '关闭',
  delete: '删除',
  edit: '编辑',
  manage: '管理',
  selectAll: '全选',
  quantity: '数量',
  /** The accessible names of a quantity stepper's buttons (antd-mobile's Stepper's own words). */
  stepDown: '减少',
  stepUp: '增加',
  cart: '购物车',
  coupon: '优惠券',
  myFavourites: '我的收藏',
  shippingAddress: '收货地址',
  payMethod: '支付方式',
  payByEValue: 'E值支付',
  orderNo: '订单编号',
  freeShipping: '免运费',
  addAddress: '新增收货地址',
  /** The tag on the default address. */
  defaultTag: '默认',
  phone: '手机号',
  region: '所在地区',
  signOut: '退出登录',
  signingIn: '正在登录',
  goodsInfo: '商品信息',
  /** The label of the amount paid. */
  paid: '实付',
  couponPaysAll: '优惠券已全额抵扣',
  amountDetails: '金额明细',
  eValueDeduction: 'E值抵扣',
  contactPhone: '联系手机号',
  orderRemark: '订单备注',
  addCar: '添加车辆',
  vin: '车架号(VIN)',
  businessHours: '营业时间',
  availableEValue: '可用E值',
  specs: '规格',
  /** Before the chosen SKU's name. */
  chosen: '已选',
  stock: '库存',
  outOfStockNow: '暂时无货',
  /** The tag on a SKU option with no stock. */
  outOfStock: '无货',
  unfavour: '取消收藏',
  addToCart: '加入购物车',
  price: '价格',
  viewReview: '查看评价',
  writeReview: '去评价',
  orderActions: '订单操作',
  qrCode: '二维码',
  myOrders: '我的订单',
  unavailableNow: '暂不可用',
  paidAt: '支付时间',
  payReceipt: '支付凭证',
  /** The accessible name of a checkbox that picks a cart line or group. */
  pick: '选择',
  review: '评价',
  viewAll: '查看全部',
  /** After a count of coupons the shopper can use. */
  usableCount: '张可用',
  /** Before an order number, in labels and in E-value ledger notes. */
  order: '订单',
  /** A coupon's button and state words. */
  useCoupon: '去使用',
  used: '已使用',
  expired: '已过期',
  free: '免费',
  usageNotes: '使用说明',
  validity: '有效期',
  /** After a like count. */
  likes: '人点赞',
  crowdfund: '众筹',
  crowdfundPreheat: '预热中',
  crowdfunding: '众筹中',
  crowdfundStartsIn: '距开始',
  crowdfundProgress: '众筹进度',
  crowdfundTarget: '目标',
  buyNow: '立即购买',
  /** The fallback name of an activity image or block. */
  activity: '活动',
  searchGoods: '搜索商品',
  mine: '我的',
  shortcuts: '快捷入口',
  recommended: '推荐',
  /** The unit after an E-value amount. */
  eValue: 'E值',
} as const;
