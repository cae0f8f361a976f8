import { CardType, CrowdfundStatus, CrowdfundTargetType, GoodsType, RightsPoolKind } from '../codes.ts';
import { PoolStatus } from './marketing.ts';

/** The console's words for coupons, rights cards and crowdfunds (issue 14). Error messages live in errors.ts. */
export const MarketingText = {
  coupons: '优惠券',
  rightsCards: '权益卡',
  crowdfunds: '众筹活动',
  createCoupon: '新建优惠券',
  createCard: '新建权益卡',
  editCoupon: '编辑优惠券',
  editCard: '编辑权益卡',
  createCrowdfund: '新建众筹',
  editCrowdfund: '编辑众筹',
  poolKeyword: '搜索券名称、活动名称或活动编号',
  crowdfundKeyword: '搜索商品名称或众筹编号',
  allTypes: '全部类型',
  allStatuses: '全部状态',
  cardName: '券名称',
  poolName: '活动名称',
  marketingNo: '活动编号',
  marketingNoHint: '字母、数字、- 或 _,领取时校验;有人领取后不可修改',
  cardType: '券类型',
  faceValue: '面额',
  reduction: '减免金额(元)',
  discount: '折扣(折)',
  discountHint: '例如 8.5 表示八五折,范围 0.1–9.9 折',
  threshold: '使用门槛(元)',
  thresholdHint: '订单金额满多少元可用,0 表示无门槛',
  goodsType: '适用品类',
  allGoods: '全部商品',
  limitGoods: '适用商品',
  limitGoodsHint: '选择后仅这些商品可用此券(结算时按商品计算门槛和优惠);不选则按适用品类',
  limitedGoodsCount: '限{n}件商品',
  claimWindow: '领取时间',
  validity: '使用有效期',
  validitySameAsClaim: '至领取结束时间',
  validityDaysAfterClaim: '领取后 N 天内有效',
  validDays: '有效天数',
  stock: '库存',
  stockTotal: '发放总量',
  stockHint: '不能少于已领取数量;改动按剩余库存相对调整,不会与用户领取冲突',
  stockLeftOfTotal: '剩余 {left} / 共 {total}',
  perUserLimit: '每人限领',
  eprice: '兑换所需E值',
  epriceHint: '0 表示免费领取',
  desc: '使用说明',
  useJumpUrl: '去使用链接',
  advertise: '在领券推荐中展示',
  claimed: '已领取',
  used: '已使用',
  useRate: '使用率',
  status: '状态',
  actions: '操作',
  edit: '编辑',
  stopClaiming: '停止发放',
  startClaiming: '恢复发放',
  stopConfirm: '停止后用户将无法再领取或兑换,已领取的不受影响。确定停止?',
  startConfirm: '恢复后用户可以继续领取。确定恢复?',
  stopped: '已停止发放',
  started: '已恢复发放',
  lockedHint: '已有 {n} 位用户领取:券类型、面额、门槛、适用品类和活动编号已锁定,以免改变用户手中的券',
  created: '已创建',
  saved: '已保存',
  refresh: '刷新',
  save: '保存',
  cancel: '取消',
  goods: '众筹商品',
  goodsPick: '搜索商品名称或商品 ID',
  goodsOffShelf: '未上架',
  crowdfundNo: '众筹编号',
  publishState: '发布状态',
  targetType: '目标类型',
  targetValue: '众筹目标',
  targetAmount: '目标金额(元)',
  targetPieces: '目标件数',
  window: '众筹时间',
  progress: '进度',
  supporters: '支持人数',
  /** Under the supporters: how many of them paid in the shop (the rest is the campaign's base). */
  shopSupporters: '商城支持{n}人',
  reserved: '预约人数',
  raised: '已筹',
  crowdfundLockedHint: '众筹已开始:目标和开始时间已锁定,结束时间只能延后',
  pieceUnit: '件',
  personUnit: '人',
  yuanUnit: '元',
  dayUnit: '天',
  discountUnit: '折',
  faceLess: '满{threshold}减{amount}',
  faceNoThreshold: '无门槛减{amount}',
  faceDiscount: '{discount}折',
  faceDiscountWithThreshold: '满{threshold}享{discount}折',
} as const;

export const CardTypeName: Record<CardType, string> = {
  [CardType.enoughLess]: '满减券',
  [CardType.enoughDiscount]: '折扣券',
  [CardType.deduct]: '抵扣券',
};

export const PoolKindName: Record<RightsPoolKind, string> = {
  [RightsPoolKind.coupon]: '优惠券',
  [RightsPoolKind.card]: '权益卡',
};

export const PoolStatusName: Record<PoolStatus, string> = {
  [PoolStatus.notStarted]: '未开始',
  [PoolStatus.open]: '发放中',
  [PoolStatus.soldOut]: '已领完',
  [PoolStatus.stopped]: '已停止',
  [PoolStatus.ended]: '已结束',
};

export const GoodsTypeName: Record<GoodsType, string> = {
  [GoodsType.car]: '整车',
  [GoodsType.shop]: '精品',
  [GoodsType.service]: '服务',
  [GoodsType.attachment]: '配件',
  [GoodsType.virtual]: '虚拟商品',
  [GoodsType.lightModification]: '轻改装',
};

export const CrowdfundStatusName: Record<CrowdfundStatus, string> = {
  [CrowdfundStatus.Draft]: '草稿',
  [CrowdfundStatus.Off]: '已下架',
  [CrowdfundStatus.CrowdfundPreheat]: '预热中',
  [CrowdfundStatus.Crowdfunding]: '众筹中',
  [CrowdfundStatus.CrowdfundSuccess]: '众筹成功',
  [CrowdfundStatus.CrowdfundFail]: '众筹失败',
};

/** What an operator sets: a draft, published (the window decides preheat and running), or taken off. */
export const CrowdfundPublishName: Record<number, string> = {
  [CrowdfundStatus.Draft]: '草稿',
  [CrowdfundStatus.CrowdfundPreheat]: '发布',
  [CrowdfundStatus.Off]: '下架',
};

export const CrowdfundTargetTypeName: Record<CrowdfundTargetType, string> = {
  [CrowdfundTargetType.Amount]: '按金额',
  [CrowdfundTargetType.Pieces]: '按件数',
};

/** The 工作台's words. */
export const DashboardText = {
  title: '工作台',
  todayOrders: '今日订单',
  todaySales: '今日销售额',
  todayEValue: '今日E值',
  todayNewUsers: '今日新用户',
  paidOrders: '已支付 {n} 单',
  last30Days: '近30天',
  ordersAndSales: '订单与销售额',
  orders: '订单数',
  paid: '支付单数',
  salesYuan: '销售额(元)',
  eValue: 'E值',
  newUsers: '新用户',
  topGoods: '热销商品',
  rank: '排名',
  goodsName: '商品',
  pieces: '销量(件)',
  orderCount: '订单数',
  amount: '销售额',
  noSales: '近30天暂无销售',
  updatedAt: '数据更新于 {time}',
  vsYesterday: '昨日 {value}',
} as const;
