import { OPERATOR_LOCK_MINUTES, OPERATOR_PASSWORD_MIN_LENGTH } from './admin/limits.ts';
import { AfterSalesText } from './after-sales-texts.ts';
import { Text } from './texts.ts';

/**
 * Every error code the API answers with, its Chinese message and its HTTP status.
 * The spec fixes -9999, 9999, 10, 17004 and 100027 (§8); the rest are ours (README, Decisions):
 * 4xxxx for requests the client must change, 5xxxx for faults of ours.
 */
export const ErrorCode = {
  /** Client-side default when a request fails without a code, §8. */
  REQUEST_FAILED: -9999,
  /** Session missing or expired: the client clears it and goes to login, §8. */
  SESSION_EXPIRED: 9999,
  /** Coupon claim still in progress: retry after 500 ms, §4. */
  COUPON_CLAIM_BUSY: 10,
  /** Not enough E-value to exchange a card, §4. */
  EVALUE_NOT_ENOUGH: 17004,
  /** The goods has no SKU, §8. */
  GOODS_SKU_EMPTY: 100027,

  BAD_REQUEST: 40000,
  PHONE_INVALID: 40001,
  CODE_INVALID: 40002,
  SMS_TOO_FREQUENT: 40003,
  SMS_DAILY_LIMIT: 40004,
  CODE_WRONG: 40005,
  CODE_EXPIRED: 40006,
  SIGNATURE_INVALID: 40007,
  REGISTER_SOURCE_INVALID: 40008,
  THIRD_CODE_INVALID: 40009,
  BIND_TICKET_INVALID: 40010,
  OPENID_ALREADY_BOUND: 40011,
  URL_NOT_ALLOWED: 40012,
  UPLOAD_TYPE_INVALID: 40013,
  UPLOAD_NOT_IMAGE: 40014,
  /** Coupon and card outcomes (§4): business results, answered with HTTP 200 like 17004. */
  COUPON_SOLD_OUT: 40020,
  COUPON_LIMIT: 40021,
  COUPON_EXPIRED: 40022,
  COUPON_NOT_STARTED: 40023,
  CARD_SOLD_OUT: 40024,
  CARD_LIMIT: 40025,
  CARD_EXPIRED: 40026,
  CARD_NOT_STARTED: 40027,
  RIGHT_USED: 40028,
  RIGHT_EXPIRED: 40029,
  /** A type-specific goods call asked for a goods of another kind (e.g. a boutique goods on the flow call). */
  GOODS_KIND_MISMATCH: 40030,
  /** A crowdfund reservation outside its preheat: a business outcome, HTTP 200 like 40020. */
  CROWDFUND_NOT_RESERVABLE: 40031,
  /** A pool its operators stopped: claims and exchanges refused (HTTP 200 like 40020) until they start it again. */
  COUPON_STOPPED: 40032,
  CARD_STOPPED: 40033,
  /** Cart and purchase outcomes: business results (HTTP 200) the page explains; 40040 is a client mistake. */
  CART_NOT_CARTABLE: 40040,
  STOCK_SHORT: 40041,
  PURCHASE_LIMIT: 40042,
  GOODS_OFF_SHELF: 40043,
  ACTIVITY_ENDED: 40044,
  CART_FULL: 40045,
  /** Buyer rules of §6, enforced again on the server. */
  GOODS_NOT_ALLOWED: 40046,
  OWNER_UPGRADE_REQUIRED: 40047,
  /** Checkout and address book (issue 7). Business outcomes answer HTTP 200; malformed choices 400. */
  ADDRESS_REQUIRED: 40050,
  ADDRESS_REGION_INVALID: 40051,
  ADDRESS_NAME_INVALID: 40052,
  ADDRESS_DETAIL_INVALID: 40053,
  ADDRESS_BOOK_FULL: 40054,
  STORE_REQUIRED: 40055,
  DELIVERY_NOT_SUPPORTED: 40056,
  COUPON_NOT_APPLICABLE: 40057,
  EVALUE_OUT_OF_RANGE: 40058,
  ORDER_EVALUE_SHORT: 40059,
  VIN_REQUIRED: 40060,
  IDEMPOTENCY_KEY_REQUIRED: 40062,
  IDEMPOTENCY_KEY_REUSED: 40063,
  ORDER_LINES_INVALID: 40064,
  ORDER_KINDS_MIXED: 40065,
  /** points/submit and point-orders take E-value-only goods. */
  POINTS_ORDER_NEEDS_CASH: 40066,
  /** Reverse geocoding and nearby stores (issue 7): a point outside mainland China is a business outcome; a point off the globe a mistake. */
  GEO_OUT_OF_AREA: 40070,
  GEO_LNGLAT_INVALID: 40071,
  /** Payment (issue 8). The order's state refuses a payment: business outcomes the cashier explains (HTTP 200). */
  ORDER_NOT_PAYABLE: 40080,
  ORDER_CLOSED: 40081,
  ORDER_ALREADY_PAID: 40082,
  PAY_CHANNEL_UNAVAILABLE: 40083,
  /** A channel notification whose amount is not the order's cash due: refused and logged. */
  PAY_AMOUNT_MISMATCH: 40084,
  /** A channel notification whose signature does not verify (forged or altered): refused, nothing written. */
  PAY_SIGNATURE_INVALID: 40085,
  /** frontData that is not a JSON object with a resultUrl of this site. */
  PAY_FRONT_DATA_INVALID: 40086,
  /** Order list, detail and actions (issue 8): an action the order's status does not offer now (it changed since the page loaded). */
  ORDER_ACTION_NOT_ALLOWED: 40090,
  /** The pickup voucher of an order not picked up at a store, or not paid yet. */
  VOUCHER_UNAVAILABLE: 40091,
  /** The sandbox store redeeming a voucher already used. */
  VOUCHER_USED: 40092,
  /** Reviews (issue 5). Business outcomes (HTTP 200): an order not paid or no longer open, a line reviewed already. */
  REVIEW_NOT_ALLOWED: 40120,
  REVIEW_EXISTS: 40121,
  /** A picture that is not one of the user's own review uploads. */
  REVIEW_PICTURE_INVALID: 40122,
  /** A review text of spaces only. */
  REVIEW_CONTENT_INVALID: 40123,
  /** Goods editing in the console (issue 14): a goods the rules refuse; nothing is written. */
  GOODS_SKU_REQUIRED: 40150,
  SKU_CODE_DUPLICATE: 40151,
  SKU_SPEC_MISMATCH: 40152,
  SKU_SPEC_DUPLICATE: 40153,
  GOODS_PRICE_INVALID: 40154,
  GOODS_DEDUCT_INVALID: 40155,
  GOODS_LIMIT_INVALID: 40156,
  GOODS_KIND_INVALID: 40157,
  GOODS_PICTURE_REQUIRED: 40158,
  SKU_REMOVE_NOT_ALLOWED: 40159,
  GOODS_SPEC_INVALID: 40160,
  /** A stock adjustment of 0, or one that would take the stock below 0 (orders may have taken it meanwhile). */
  STOCK_ADJUST_INVALID: 40161,
  STOCK_ADJUST_BELOW_ZERO: 40162,
  /** After-sales (issue 15): business outcomes (HTTP 200) the apply pages explain; bad pieces are a client mistake. */
  AFTER_SALES_ORDER_NOT_REFUNDABLE: 40130,
  AFTER_SALES_TYPE_NOT_ALLOWED: 40131,
  AFTER_SALES_REASON_NOT_ALLOWED: 40132,
  AFTER_SALES_WINDOW_PASSED: 40133,
  AFTER_SALES_GOODS_EXCLUDED: 40134,
  AFTER_SALES_VIRTUAL_USED: 40135,
  AFTER_SALES_PIECES_INVALID: 40136,
  AFTER_SALES_PIECES_EXCEED: 40137,
  /** A case action its status does not allow now (another operator, the shopper or the clock moved it first). */
  AFTER_SALES_ACTION_NOT_ALLOWED: 40138,
  /** Marketing in the console (issue 14): pool and crowdfund terms an operator typed that the rules refuse. */
  POOL_REDUCTION_INVALID: 40170,
  POOL_DISCOUNT_INVALID: 40171,
  MARKETING_WINDOW_INVALID: 40172,
  POOL_STOCK_BELOW_CLAIMED: 40173,
  POOL_TERMS_LOCKED: 40174,
  POOL_EPRICE_INVALID: 40175,
  POOL_LIMIT_INVALID: 40176,
  CROWDFUND_TARGET_INVALID: 40177,
  CROWDFUND_TERMS_LOCKED: 40178,
  CROWDFUND_GOODS_TAKEN: 40179,
  CROWDFUND_STATUS_INVALID: 40180,
  /** Page editor (issue 14): a draft breaking a page-editing rule; the message names the module and the rule. */
  PAGE_DRAFT_INVALID: 40140,
  PAGE_CODE_TAKEN: 40141,
  PAGE_BIZ_TYPE_TAKEN: 40142,
  /** A page preview token that is unknown, expired or of another page: the shop shows the published page no more than it shows the draft. */
  PAGE_PREVIEW_INVALID: 40143,
  /** A VIN registered to another account. */
  VIN_NOT_OWNED: 40300,
  /**
   * The console's sign-in and accounts (issue 14). ADMIN_NOT_SIGNED_IN sends the console to its
   * sign-in page; a wrong username and a wrong password share ADMIN_CREDENTIALS_WRONG.
   */
  ADMIN_NOT_SIGNED_IN: 46001,
  ADMIN_FORBIDDEN: 46003,
  ADMIN_CREDENTIALS_WRONG: 46010,
  ADMIN_ACCOUNT_LOCKED: 46011,
  ADMIN_PASSWORD_CHANGE_REQUIRED: 46012,
  ADMIN_CSRF_INVALID: 46013,
  ADMIN_PASSWORD_WEAK: 46014,
  ADMIN_OLD_PASSWORD_WRONG: 46015,
  ADMIN_PASSWORD_UNCHANGED: 46016,
  /** Only told to a caller who gave the right password: it reveals nothing to a guesser. */
  ADMIN_ACCOUNT_DISABLED: 46017,
  ADMIN_USERNAME_INVALID: 46020,
  ADMIN_USERNAME_TAKEN: 46021,
  ADMIN_OPERATOR_NOT_FOUND: 46022,
  ADMIN_DISPLAY_NAME_INVALID: 46023,
  /** An operator disabling itself or taking its own 超级管理员 away: the console would lose its last door. */
  ADMIN_SELF_LOCKOUT: 46024,
  NOT_FOUND: 40400,
  AGREEMENT_NOT_FOUND: 40403,
  GOODS_NOT_FOUND: 40401,
  PAGE_NOT_FOUND: 40402,
  COUPON_NOT_FOUND: 40404,
  CARD_NOT_FOUND: 40405,
  /** An unknown right, or one of another user: the same answer, so ids cannot be probed. */
  RIGHT_NOT_FOUND: 40406,
  VIN_NOT_FOUND: 40407,
  CROWDFUND_NOT_FOUND: 40408,
  /** An unknown cart line, or one of another user: the same answer. */
  CART_ITEM_NOT_FOUND: 40409,
  SKU_NOT_FOUND: 40410,
  ADDRESS_NOT_FOUND: 40411,
  STORE_NOT_FOUND: 40412,
  ORDER_NOT_FOUND: 40413,
  /** A notification for an out_trade_no we never issued. (A user's unknown or foreign cashFlowNo answers ORDER_NOT_FOUND.) */
  PAY_FLOW_NOT_FOUND: 40414,
  /** A refund notification for an out_refund_no we never issued (or of another channel). */
  REFUND_NOT_FOUND: 40418,
  /** No bank-transfer trade order for this order yet (GET …/getOrCreate makes one). */
  TRANSFER_NOT_FOUND: 40415,
  /** An order with no parcel (yet), or an express number not of the user's orders: the same answer. */
  LOGISTICS_NOT_FOUND: 40416,
  VOUCHER_NOT_FOUND: 40417,
  /** An unknown review (wants). */
  REVIEW_NOT_FOUND: 40420,
  /** A line that is not of the order named (reviews). */
  ORDER_LINE_NOT_FOUND: 40421,
  /** An unknown PGC article, or a draft: the same answer. */
  ARTICLE_NOT_FOUND: 40422,
  /** The console: an unknown coupon or card pool (any kind). */
  POOL_NOT_FOUND: 40430,
  PAGE_VERSION_NOT_FOUND: 40423,
  METHOD_NOT_ALLOWED: 40500,
  PAYLOAD_TOO_LARGE: 41300,
  UNSUPPORTED_MEDIA_TYPE: 41500,
  TOO_MANY_REQUESTS: 42900,
  INTERNAL: 50000,
  UNAVAILABLE: 50300,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorInfo {
  readonly message: string;
  /** HTTP status the server answers with; the body is the envelope either way. */
  readonly status: number;
}

export const errorInfo: Record<ErrorCode, ErrorInfo> = {
  [ErrorCode.REQUEST_FAILED]: { message: '请求异常,请稍后尝试', status: 500 },
  [ErrorCode.SESSION_EXPIRED]: { message: '登录已失效,请重新登录', status: 401 },
  [ErrorCode.COUPON_CLAIM_BUSY]: { message: '优惠券领取中,请稍候', status: 200 },
  [ErrorCode.EVALUE_NOT_ENOUGH]: { message: 'E值不足 兑换失败', status: 200 },
  [ErrorCode.GOODS_SKU_EMPTY]: { message: '商品规格为空', status: 200 },
  [ErrorCode.BAD_REQUEST]: { message: '请求参数错误', status: 400 },
  [ErrorCode.PHONE_INVALID]: { message: '请输入正确的手机号', status: 400 },
  [ErrorCode.CODE_INVALID]: { message: '请输入4位验证码', status: 400 },
  [ErrorCode.SMS_TOO_FREQUENT]: { message: '验证码发送过于频繁,请稍后再试', status: 429 },
  [ErrorCode.SMS_DAILY_LIMIT]: { message: '今日验证码发送次数已达上限,请明天再试', status: 429 },
  [ErrorCode.CODE_WRONG]: { message: '验证码错误,请重新输入', status: 400 },
  [ErrorCode.CODE_EXPIRED]: { message: '验证码已失效,请重新获取', status: 400 },
  [ErrorCode.SIGNATURE_INVALID]: { message: '请求签名校验失败', status: 400 },
  [ErrorCode.REGISTER_SOURCE_INVALID]: { message: '注册来源不正确', status: 400 },
  [ErrorCode.THIRD_CODE_INVALID]: { message: '授权已失效,请重新授权登录', status: 400 },
  [ErrorCode.BIND_TICKET_INVALID]: { message: '绑定信息已失效,请重新授权', status: 400 },
  [ErrorCode.OPENID_ALREADY_BOUND]: { message: '该微信已绑定其他账号', status: 409 },
  [ErrorCode.URL_NOT_ALLOWED]: { message: '链接地址不在允许范围内', status: 400 },
  [ErrorCode.UPLOAD_TYPE_INVALID]: { message: '不支持的上传类型', status: 400 },
  [ErrorCode.UPLOAD_NOT_IMAGE]: { message: '请上传 JPG、PNG、WebP 或 GIF 图片', status: 415 },
  [ErrorCode.COUPON_SOLD_OUT]: { message: '优惠券已领完', status: 200 },
  [ErrorCode.COUPON_LIMIT]: { message: '已达领取上限', status: 200 },
  [ErrorCode.COUPON_EXPIRED]: { message: '优惠券已过期', status: 200 },
  [ErrorCode.COUPON_NOT_STARTED]: { message: '活动未开始,敬请期待', status: 200 },
  [ErrorCode.CARD_SOLD_OUT]: { message: '权益卡已兑完', status: 200 },
  [ErrorCode.CARD_LIMIT]: { message: '已达兑换上限', status: 200 },
  [ErrorCode.CARD_EXPIRED]: { message: '兑换活动已结束', status: 200 },
  [ErrorCode.CARD_NOT_STARTED]: { message: '兑换活动未开始,敬请期待', status: 200 },
  [ErrorCode.RIGHT_USED]: { message: '该权益已使用', status: 200 },
  [ErrorCode.RIGHT_EXPIRED]: { message: '该权益已过期', status: 200 },
  [ErrorCode.GOODS_KIND_MISMATCH]: { message: '商品类型与当前页面不符', status: 400 },
  [ErrorCode.CROWDFUND_NOT_RESERVABLE]: { message: '众筹不在预热期,暂不可预约', status: 200 },
  [ErrorCode.GOODS_SKU_REQUIRED]: { message: '请至少添加一个规格(SKU)', status: 400 },
  [ErrorCode.SKU_CODE_DUPLICATE]: { message: 'SKU 编码重复,请更换', status: 400 },
  [ErrorCode.SKU_SPEC_MISMATCH]: { message: 'SKU 的规格值与规格项不一致', status: 400 },
  [ErrorCode.SKU_SPEC_DUPLICATE]: { message: '存在重复的规格组合', status: 400 },
  [ErrorCode.GOODS_PRICE_INVALID]: { message: '价格不正确:售价与E值不能为负,划线价不能低于售价', status: 400 },
  [ErrorCode.GOODS_DEDUCT_INVALID]: { message: '支付方式与价格不符,请检查现金价、E值价与抵扣金额', status: 400 },
  [ErrorCode.GOODS_LIMIT_INVALID]: { message: '开启限购时,限购数量须大于0', status: 400 },
  [ErrorCode.GOODS_KIND_INVALID]: { message: '商品类型信息不完整或与类型不符', status: 400 },
  [ErrorCode.GOODS_PICTURE_REQUIRED]: { message: '请至少上传一张商品图片', status: 400 },
  [ErrorCode.SKU_REMOVE_NOT_ALLOWED]: { message: '已有 SKU 不能删除,可将其库存调整为0', status: 400 },
  [ErrorCode.GOODS_SPEC_INVALID]: { message: '规格项或规格值重复', status: 400 },
  [ErrorCode.STOCK_ADJUST_INVALID]: { message: '请输入不为0的调整数量', status: 400 },
  [ErrorCode.STOCK_ADJUST_BELOW_ZERO]: { message: '调整后库存不能小于0', status: 400 },
  [ErrorCode.COUPON_STOPPED]: { message: '优惠券已停止发放', status: 200 },
  [ErrorCode.CARD_STOPPED]: { message: '权益卡已停止兑换', status: 200 },
  [ErrorCode.POOL_REDUCTION_INVALID]: { message: '减免金额须大于0,且不超过使用门槛', status: 400 },
  [ErrorCode.POOL_DISCOUNT_INVALID]: { message: '折扣须在0.1折到9.9折之间', status: 400 },
  [ErrorCode.MARKETING_WINDOW_INVALID]: { message: '结束时间须晚于开始时间', status: 400 },
  [ErrorCode.POOL_STOCK_BELOW_CLAIMED]: { message: '库存不能少于已领取数量', status: 400 },
  [ErrorCode.POOL_TERMS_LOCKED]: { message: '已有用户领取,券类型、面额、门槛和适用品类不可修改', status: 400 },
  [ErrorCode.POOL_EPRICE_INVALID]: { message: '优惠券免费领取,不可设置E值价格', status: 400 },
  [ErrorCode.POOL_LIMIT_INVALID]: { message: '库存和每人限领须为正整数', status: 400 },
  [ErrorCode.CROWDFUND_TARGET_INVALID]: { message: '众筹目标须为正整数', status: 400 },
  [ErrorCode.CROWDFUND_TERMS_LOCKED]: { message: '众筹已开始,目标和开始时间不可修改,结束时间只能延后', status: 400 },
  [ErrorCode.CROWDFUND_GOODS_TAKEN]: { message: '该商品已有众筹活动', status: 400 },
  [ErrorCode.CROWDFUND_STATUS_INVALID]: { message: '众筹已开始,不能改回草稿', status: 400 },
  [ErrorCode.POOL_NOT_FOUND]: { message: '券池不存在', status: 404 },
  [ErrorCode.VIN_NOT_OWNED]: { message: '该车辆未绑定在您的账号下', status: 403 },
  [ErrorCode.ADMIN_NOT_SIGNED_IN]: { message: '未登录或登录已过期,请重新登录', status: 401 },
  [ErrorCode.ADMIN_FORBIDDEN]: { message: '无权限执行此操作', status: 403 },
  [ErrorCode.ADMIN_CREDENTIALS_WRONG]: { message: '用户名或密码错误', status: 400 },
  [ErrorCode.ADMIN_ACCOUNT_LOCKED]: { message: `密码错误次数过多,账号已锁定${OPERATOR_LOCK_MINUTES}分钟`, status: 423 },
  [ErrorCode.ADMIN_PASSWORD_CHANGE_REQUIRED]: { message: '首次登录或密码已重置,请先修改密码', status: 403 },
  [ErrorCode.ADMIN_CSRF_INVALID]: { message: '请求校验失败,请刷新页面后重试', status: 403 },
  [ErrorCode.ADMIN_PASSWORD_WEAK]: { message: `密码至少${OPERATOR_PASSWORD_MIN_LENGTH}位,须同时包含字母和数字,且不能与用户名相同`, status: 400 },
  [ErrorCode.ADMIN_OLD_PASSWORD_WRONG]: { message: '原密码错误', status: 400 },
  [ErrorCode.ADMIN_PASSWORD_UNCHANGED]: { message: '新密码不能与原密码相同', status: 400 },
  [ErrorCode.ADMIN_ACCOUNT_DISABLED]: { message: '账号已停用,请联系超级管理员', status: 403 },
  [ErrorCode.ADMIN_USERNAME_INVALID]: { message: '用户名为3-32位小写字母、数字或 _ . -,以字母开头', status: 400 },
  [ErrorCode.ADMIN_USERNAME_TAKEN]: { message: '用户名已存在', status: 409 },
  [ErrorCode.ADMIN_OPERATOR_NOT_FOUND]: { message: '操作员不存在', status: 404 },
  [ErrorCode.ADMIN_DISPLAY_NAME_INVALID]: { message: '请输入1-20字的姓名', status: 400 },
  [ErrorCode.ADMIN_SELF_LOCKOUT]: { message: '不能停用自己的账号或取消自己的超级管理员角色', status: 400 },
  [ErrorCode.NOT_FOUND]: { message: '请求的内容不存在', status: 404 },
  [ErrorCode.AGREEMENT_NOT_FOUND]: { message: '协议不存在', status: 404 },
  [ErrorCode.GOODS_NOT_FOUND]: { message: '商品不存在或已下架', status: 404 },
  [ErrorCode.PAGE_NOT_FOUND]: { message: '页面走丢了', status: 404 },
  [ErrorCode.ARTICLE_NOT_FOUND]: { message: '文章不存在或已下线', status: 404 },
  [ErrorCode.COUPON_NOT_FOUND]: { message: '优惠券不存在', status: 404 },
  [ErrorCode.CARD_NOT_FOUND]: { message: '权益卡不存在', status: 404 },
  [ErrorCode.RIGHT_NOT_FOUND]: { message: '权益不存在', status: 404 },
  [ErrorCode.VIN_NOT_FOUND]: { message: '未找到该车辆,请确认车架号', status: 404 },
  [ErrorCode.CROWDFUND_NOT_FOUND]: { message: '众筹活动不存在', status: 404 },
  [ErrorCode.CART_NOT_CARTABLE]: { message: '该商品不支持加入购物车,请直接购买', status: 400 },
  [ErrorCode.STOCK_SHORT]: { message: Text.cartProblemStock, status: 200 },
  [ErrorCode.PURCHASE_LIMIT]: { message: Text.cartProblemLimit, status: 200 },
  [ErrorCode.GOODS_OFF_SHELF]: { message: Text.cartProblemOff, status: 200 },
  [ErrorCode.ACTIVITY_ENDED]: { message: Text.cartProblemActivityEnd, status: 200 },
  [ErrorCode.CART_FULL]: { message: '购物车已满,请先清理部分商品', status: 200 },
  [ErrorCode.GOODS_NOT_ALLOWED]: { message: Text.footerNotAllowed, status: 200 },
  [ErrorCode.OWNER_UPGRADE_REQUIRED]: { message: Text.footerUpgradeOwner, status: 200 },
  [ErrorCode.CART_ITEM_NOT_FOUND]: { message: '购物车商品不存在', status: 404 },
  [ErrorCode.SKU_NOT_FOUND]: { message: '商品规格不存在', status: 404 },
  [ErrorCode.ADDRESS_REQUIRED]: { message: '请选择收货地址', status: 200 },
  [ErrorCode.ADDRESS_REGION_INVALID]: { message: '请选择正确的所在地区', status: 400 },
  [ErrorCode.ADDRESS_NAME_INVALID]: { message: '请输入收货人姓名', status: 400 },
  [ErrorCode.ADDRESS_DETAIL_INVALID]: { message: '请输入详细地址(2-100字)', status: 400 },
  [ErrorCode.ADDRESS_BOOK_FULL]: { message: '最多保存20个收货地址', status: 200 },
  [ErrorCode.STORE_REQUIRED]: { message: '请选择自提门店', status: 200 },
  [ErrorCode.DELIVERY_NOT_SUPPORTED]: { message: '该商品不支持此配送方式', status: 400 },
  [ErrorCode.COUPON_NOT_APPLICABLE]: { message: '该优惠券不可用于本订单', status: 200 },
  [ErrorCode.EVALUE_OUT_OF_RANGE]: { message: 'E值抵扣数量不在可用范围内', status: 400 },
  [ErrorCode.ORDER_EVALUE_SHORT]: { message: Text.cartProblemEValue, status: 200 },
  [ErrorCode.VIN_REQUIRED]: { message: '请输入车架号(VIN)', status: 200 },
  [ErrorCode.IDEMPOTENCY_KEY_REQUIRED]: { message: '请求缺少幂等标识', status: 400 },
  [ErrorCode.IDEMPOTENCY_KEY_REUSED]: { message: '请求标识已用于另一笔订单', status: 400 },
  [ErrorCode.ORDER_LINES_INVALID]: { message: '请选择要购买的商品', status: 400 },
  [ErrorCode.ORDER_KINDS_MIXED]: { message: '不同类型的商品请分开下单', status: 400 },
  [ErrorCode.POINTS_ORDER_NEEDS_CASH]: { message: '该商品需使用现金支付,请返回商品页下单', status: 400 },
  [ErrorCode.GEO_OUT_OF_AREA]: { message: '当前位置不在服务范围内(仅支持中国大陆)', status: 200 },
  [ErrorCode.GEO_LNGLAT_INVALID]: { message: '经纬度不正确', status: 400 },
  [ErrorCode.ORDER_NOT_PAYABLE]: { message: '订单当前状态不可支付', status: 200 },
  [ErrorCode.ORDER_CLOSED]: { message: '订单已关闭,请重新下单', status: 200 },
  [ErrorCode.ORDER_ALREADY_PAID]: { message: '订单已支付,请勿重复支付', status: 200 },
  [ErrorCode.PAY_CHANNEL_UNAVAILABLE]: { message: '该支付方式暂不可用,请选择其他支付方式', status: 200 },
  [ErrorCode.PAY_AMOUNT_MISMATCH]: { message: '支付金额与订单金额不一致', status: 400 },
  [ErrorCode.PAY_SIGNATURE_INVALID]: { message: '支付通知签名校验失败', status: 400 },
  [ErrorCode.PAY_FRONT_DATA_INVALID]: { message: '支付回跳信息不正确', status: 400 },
  [ErrorCode.PAY_FLOW_NOT_FOUND]: { message: '支付流水不存在', status: 404 },
  [ErrorCode.REFUND_NOT_FOUND]: { message: '退款单不存在', status: 404 },
  [ErrorCode.TRANSFER_NOT_FOUND]: { message: '转账订单不存在', status: 404 },
  [ErrorCode.ADDRESS_NOT_FOUND]: { message: '收货地址不存在', status: 404 },
  [ErrorCode.STORE_NOT_FOUND]: { message: '门店不存在', status: 404 },
  [ErrorCode.ORDER_NOT_FOUND]: { message: '订单不存在', status: 404 },
  [ErrorCode.ORDER_ACTION_NOT_ALLOWED]: { message: '订单状态已变更,当前不支持该操作', status: 200 },
  [ErrorCode.VOUCHER_UNAVAILABLE]: { message: '该订单暂无提货凭证', status: 200 },
  [ErrorCode.VOUCHER_USED]: { message: '提货凭证已使用', status: 200 },
  [ErrorCode.LOGISTICS_NOT_FOUND]: { message: '暂无物流信息', status: 404 },
  [ErrorCode.VOUCHER_NOT_FOUND]: { message: '提货凭证不存在', status: 404 },
  [ErrorCode.REVIEW_NOT_ALLOWED]: { message: '订单未支付或已关闭,暂不可评价', status: 200 },
  [ErrorCode.REVIEW_EXISTS]: { message: '该商品已评价,请勿重复提交', status: 200 },
  [ErrorCode.REVIEW_PICTURE_INVALID]: { message: '评价图片无效,请重新上传', status: 400 },
  [ErrorCode.REVIEW_CONTENT_INVALID]: { message: '请输入1-500字的评价内容', status: 400 },
  [ErrorCode.AFTER_SALES_ORDER_NOT_REFUNDABLE]: { message: '该订单当前不可申请售后', status: 200 },
  [ErrorCode.AFTER_SALES_TYPE_NOT_ALLOWED]: { message: '当前订单状态不支持该售后类型', status: 200 },
  [ErrorCode.AFTER_SALES_REASON_NOT_ALLOWED]: { message: '请选择该售后类型下的申请原因', status: 400 },
  [ErrorCode.AFTER_SALES_WINDOW_PASSED]: { message: '已超过可申请售后的期限', status: 200 },
  [ErrorCode.AFTER_SALES_GOODS_EXCLUDED]: { message: AfterSalesText.goodsExcluded, status: 200 },
  [ErrorCode.AFTER_SALES_VIRTUAL_USED]: { message: '虚拟商品已开通或使用,不支持退款', status: 200 },
  [ErrorCode.AFTER_SALES_PIECES_INVALID]: { message: '请选择要售后的商品和数量', status: 400 },
  [ErrorCode.AFTER_SALES_PIECES_EXCEED]: { message: '申请数量超过可售后数量', status: 200 },
  [ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED]: { message: '售后单状态已变更,当前不支持该操作', status: 200 },
  [ErrorCode.REVIEW_NOT_FOUND]: { message: '评价不存在', status: 404 },
  [ErrorCode.ORDER_LINE_NOT_FOUND]: { message: '订单商品不存在', status: 404 },
  [ErrorCode.PAGE_DRAFT_INVALID]: { message: '页面配置有误', status: 400 },
  [ErrorCode.PAGE_CODE_TAKEN]: { message: '页面编码已存在', status: 400 },
  [ErrorCode.PAGE_BIZ_TYPE_TAKEN]: { message: '该业务类型已有页面', status: 400 },
  [ErrorCode.PAGE_PREVIEW_INVALID]: { message: '预览已失效,请在后台重新打开预览', status: 403 },
  [ErrorCode.PAGE_VERSION_NOT_FOUND]: { message: '页面版本不存在', status: 404 },
  [ErrorCode.METHOD_NOT_ALLOWED]: { message: '请求方式不支持', status: 405 },
  [ErrorCode.PAYLOAD_TOO_LARGE]: { message: '请求内容过大', status: 413 },
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: { message: '请求内容格式不支持', status: 415 },
  [ErrorCode.TOO_MANY_REQUESTS]: { message: '操作过于频繁,请稍后再试', status: 429 },
  [ErrorCode.INTERNAL]: { message: '服务繁忙,请稍后再试', status: 500 },
  [ErrorCode.UNAVAILABLE]: { message: '服务暂不可用,请稍后再试', status: 503 },
};

export function isErrorCode(code: number): code is ErrorCode {
  return Object.hasOwn(errorInfo, code);
}

/** Messages of a BAD_REQUEST that name the field at fault, thrown from more than one place. */
export const BadRequestMessage = {
  duplicateCartItem: `${errorInfo[ErrorCode.BAD_REQUEST].message}: cartItemId 重复`,
  idempotencyKey: `${errorInfo[ErrorCode.BAD_REQUEST].message}: idempotency-key`,
} as const;

/** The locked answer with the minutes the account stays locked (ADMIN_ACCOUNT_LOCKED). */
export function accountLockedMessage(minutesLeft: number): string {
  return `密码错误次数过多,账号已锁定,请${minutesLeft}分钟后再试`;
}
