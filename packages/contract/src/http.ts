import { API_BASE } from './constants.ts';

/** API paths (relative to API_BASE) and headers of §7, declared once for server routes and web calls. */
export const Paths = {
  pageManagement: '/hermes/v2/material/page-management',
  goodsDetail: '/hermes/v2/goods/:productId',
  loginSendMsg: '/v5/sign/auth/loginSendMsg',
  phoneLogin: '/api/auth/phoneLogin',
  smsOutbox: '/dev/sms-outbox',
  /** Development and tests only: an unpaid order of the caller's must be paid within `seconds` from now (a countdown that runs out in an e2e test). */
  devPayDeadline: '/dev/orders/pay-deadline',
  devShipOrder: '/dev/orders/ship',
  loginInfo: '/api/auth/getLoginInfo',
  logout: '/api/auth/logout',
  thirdLogin: '/api/auth/thirdLogin',
  officialSignature: '/api/auth/getOfficialSignature',
  visitorToken: '/api/auth/visitorToken',
  privacyAgreement: '/api/privacyAgmt',
  signAgreementContent: '/hermes/annex/v1/sign-agree/content/:id',
  fileUpload: '/api/file/upload/:type',
  pageManagementUser: '/hermes/annex/v4/material/page-management',
  pageFeed: '/hermes/v2/material/page-management/feed',
  couponClaim: '/hermes/annex/v4/material/page-management/coupon/:id',
  cardExchange: '/hermes/annex/v4/material/page-management/card',
  /** The spec names the pre-check's payload but not its path: ours. */
  cardPreCheck: '/hermes/annex/v4/material/page-management/card/pre-check',
  materialInfo: '/v5/appMaterial/getMaterialInfo',
  rights: '/hermes/v1/rights',
  rightsAds: '/hermes/v1/rights/ads',
  rightsListAndSort: '/hermes/annex/v3/rights/listAndSort',
  points: '/hermes/v1/points',
  imHotline: '/bifrostim/api/csc/im/config/imHotline',
  cartEffectNum: '/hermes/v1/cart/effect-num',
  cartList: '/hermes/annex/v2/cart/list',
  cartAdd: '/hermes/v1/cart',
  cartUpdateNum: '/hermes/v1/cart/updateNum',
  cartUpdate: '/hermes/v1/cart/update',
  cartDelete: '/hermes/v1/cart/version2/batch',
  cartAmount: '/hermes/annex/v2/cart/amount',
  cartOption: '/hermes/v1/cart/:id/option',
  cartSkipCheck: '/hermes/v1/cart/skip/check',
  goodsVirtual: '/hermes/v1/goods/virtual-product',
  goodsVirtualAds: '/hermes/v1/goods/virtual-product/ads',
  goodsVirtualFlow: '/hermes/v1/goods/virtual-product/flow/:productId',
  goodsAnnex: '/hermes/v1/goods-annex/:productId',
  goodsRefitted: '/hermes/v1/goods-refitted/:productId',
  goodsAnnexVirtual: '/hermes/annex/v1/goods/virtual-product/:kind/:productId',
  servicePackageSkipCheck: '/hermes/annex/v1/goods/virtual-product/service-package/skip-check',
  servicePackageAdsCheck: '/hermes/annex/v1/goods/virtual-product/service-package-ads/check',
  openMode: '/hermes/v1/orders/open-mode',
  /** Ours: one published PGC article (the page at PGC_DETAIL_ROUTE). */
  pgcArticle: '/pgc/v1/article/:id',
  digitalKeySkipTips: '/hermes/annex/v1/orders/virtual/digital-key/skip-tips',
  digitalKeySign: '/hermes/annex/v1/orders/virtual/digital-key/sign',
  loveGoodsList: '/hermes/v1/love/goods/goodsList',
  loveRecommendList: '/hermes/v1/love/goods/recommendList',
  loveGoods: '/hermes/v1/love/goods/:productId',
  loveUserCount: '/hermes/v1/love/goods/loveUserCount',
  searchHot: '/hermes/annex/v1/goods/search/hot',
  searchSuggest: '/hermes/annex/v1/goods/search/leno',
  search: '/hermes/annex/v1/goods/search',
  crowdfundReservationResult: '/hermes/v1/crowdfund-reservation/result/productId/:id',
  crowdfundReserve: '/hermes/v1/crowdfund-reservation',
  crowdfundReserveCancel: '/hermes/v1/crowdfund-reservation/cancel',
  shareRecord: '/hermes/v1/share/record',
  // Checkout (issue 7), §7 Orders.
  preSubmit: '/hermes/v2/orders/pre-submit-order',
  preSubmitHomeCharging: '/hermes/v2/orders/pre-submit-order/personal-charge-station',
  preSubmitAnnexV2: '/hermes/annex/v2/orders/v2/pre-submit-order',
  preSubmitAnnexV3: '/hermes/annex/v3/orders/pre-submit-order',
  orderSubmitV1: '/hermes/v1/orders',
  orderSubmitV2: '/hermes/v2/orders',
  orderSubmitAnnexV3: '/hermes/annex/v3/orders',
  orderSubmitSimple: '/hermes/v3/orders/simple',
  orderTradeScene: '/hermes/v1/orders/trade/scene',
  orderVirtualCheck: '/hermes/annex/v1/orders/virtual/check',
  orderPointsSubmit: '/hermes/annex/v1/orders/points/submit',
  orderCanBuy: '/hermes/annex/v1/order-stop/can-buy',
  pointOrder: '/hermes/v1/point-orders/:id',
  pointOrders: '/hermes/v1/point-orders',
  // Address book, regions and stores, §7 Address.
  geoAll: '/api/app/dict/geo/getAllGeos',
  /** The regions we deliver to (no 台湾, 香港, 澳门): the tree for picking an address's region. */
  geoAllExclude: '/api/app/dict/geo/getAllGeosExclude',
  addressList: '/api/app/user/user-address/list',
  address: '/api/app/user/user-address/:id',
  addressSave: '/api/app/user/user-address',
  addressReceive: '/api/app/user/user-address/receive',
  geoCityList: '/hermes/v1/geo/getCityList',
  geoReverse: '/hermes/v1/geo/reGeoAndDetail/:lnglat',
  geoReverseStores: '/hermes/v1/geo/reGeoAndList/:lnglat',
  /** Ours: stores of a city for the chooser (the spec lists stores only near a point). */
  storesByCity: '/hermes/v1/stores',
  // Payment (issue 8), §7 Payment. The {id} of pay-way, pay-countdown, trade/result and orders/pay-result is an orderNo or an order id.
  payWay: '/hermes/v1/view/pay/pay-way/:id',
  payConfig: '/hermes/v2/view/pay/pay-config',
  payCountdown: '/hermes/v1/orders/pay-countdown/:id',
  /** Create a payment (CreatePaymentBody): b2c-online for a browser, h5-pay inside the messenger; v2 alike. */
  icbcB2cOnline: '/hermes/v1/view/pay/icbc/b2c-online',
  icbcH5Pay: '/hermes/v1/view/pay/icbc/h5-pay',
  icbcB2cOnlineV2: '/hermes/v2/view/pay/icbc/b2c-online',
  icbcH5PayV2: '/hermes/v2/view/pay/icbc/h5-pay',
  tradeResult: '/hermes/v1/trade/result/:id',
  orderPayResult: '/hermes/v2/orders/pay-result/:id',
  payResultConfig: '/hermes/v2/view/pay/pay-result-config',
  queryTradeOrder: '/hermes/v2/view/pay/query-trade-order',
  queryPayResult: '/hermes/v2/view/pay/query-pay-result',
  payFrontData: '/hermes/v2/view/pay/front-data',
  transferGetOrCreate: '/hermes/v2/view/pay/getOrCreate',
  /** Ours (§7 names the purpose only): query pay result by out_trade_no → frontData and cashFlowNo, for /payTransfer. */
  payResultByOutTradeNo: '/hermes/v2/view/pay/out-trade-result',
  /** Ours (§7 purpose only): fetch the transfer order of an orderNo, without making one. */
  transferOrder: '/hermes/v2/view/pay/transfer-order',
  /** Ours (§7 purpose only): fetch the bank transfer receiving account by businessId. */
  transferAccount: '/hermes/v2/view/pay/transfer-account',
  /** Ours: where a pay channel posts its signed asynchronous notification (server to server). */
  payNotify: '/hermes/v1/view/pay/notify/:channel',
  /** Ours: where a pay channel posts its signed refund notification (server to server). */
  payRefundNotify: '/hermes/v1/view/pay/refund-notify/:channel',
  /** Ours: where a channel that posts a signed form and wants a plain word back (Alipay) posts its notifications. */
  payFormNotify: '/hermes/v1/view/pay/form-notify/:channel',
  /** Ours: where a channel that signs its notifications in headers over the raw JSON body (WeChat Pay v3) posts payment and refund notifications. */
  paySignedNotify: '/hermes/v1/view/pay/signed-notify/:channel',
  /**
   * Ours: the page that posts a payment's signed form from the shopper's browser on to its channel's
   * pay page (ICBC's /ui/ cashier and UnionPay's frontTransReq.do take a form post only); a POST to it
   * is the channel sending the browser back (UnionPay's frontUrl), which goes on to /payTransfer.
   */
  payGatewayForm: '/hermes/v1/view/pay/gateway-form/:channel',
  /** Ours: the sandbox channel's gateway page (GET) and its 支付 / 取消 / 模拟失败 form (POST); not in production. */
  paySandboxGateway: '/hermes/v1/view/pay/sandbox/gateway',
  // After-sales (issue 15): the spec names the pages only, these calls are ours. {id} is a case id.
  afterSalesOrder: '/hermes/v1/after-sales/orders/:orderId',
  afterSalesQuote: '/hermes/v1/after-sales/quote',
  afterSalesApply: '/hermes/v1/after-sales/apply',
  afterSalesList: '/hermes/v1/after-sales',
  afterSalesDetail: '/hermes/v1/after-sales/:id',
  afterSalesCancel: '/hermes/v1/after-sales/:id/cancel',
  afterSalesReturnShipment: '/hermes/v1/after-sales/:id/return-shipment',
  afterSalesMessages: '/hermes/v1/after-sales/:id/messages',
  // Order list, detail and actions (issue 8), §7 Orders. {id} is the order id.
  orderList: '/hermes/v3/orders',
  orderDetailV2: '/hermes/v2/orders/:id',
  orderDetailV3: '/hermes/v3/orders/:id',
  orderDelete: '/hermes/v1/orders/:id',
  orderConfirm: '/hermes/v1/orders/:id/confirm',
  orderCancel: '/hermes/v1/orders/:id/cancel',
  deliveryVoucher: '/hermes/v1/goods-annex-voucher/delivery-voucher/:id',
  orderUrlList: '/api/user/center/config/order/url/list',
  /** The parcels of an order by orderNo (§7 logistics calls, all answering Logistics or a list of it). */
  logisticsInformations: '/hermes/v1/orders/logistics-informations',
  /** One parcel by expressNo. */
  logisticsByExpressNo: '/hermes/v1/order/shopping-cart/logistics',
  /** The parcels of an order by bizNo (its orderNo). */
  logisticsListByBizNo: '/hermes/annex/v2/order/logistics/list',
  /** The parcels of an order by orderId (query). */
  logisticsListByOrderId: '/hermes/v1/order/shopping-cart/logistics/list',
  /** The parcels of an order by order id (path). */
  logisticsListV3: '/hermes/annex/v3/order/logistics/list/:id',
  // Reviews (issue 5), §7 Orders and User and content.
  reviewProducts: '/hermes/v1/orders/comment/product',
  reviewPost: '/hermes/v1/orders/comment',
  /** Ours: the spec names no call for a goods' reviews (productId, pageNo, pageSize), with their rating summary. */
  reviewList: '/hermes/v1/orders/comment/list',
  myReviews: '/api/userRelation/collection/evaluate',
  reviewWant: '/api/evaluation/want',
  reviewPointShow: '/api/evaluation/pointShow/2/1',
  /** Tracking beacons' collector in development (§7 analytics). */
  track: '/api/track/events',
} as const;
export type ApiPath = (typeof Paths)[keyof typeof Paths];

/** Fills `:name` segments of a path; values are URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (whole, key: string) => {
    if (!Object.hasOwn(params, key)) throw new Error(`missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(params[key]));
  });
}

/** A path of the API with its parameters filled in, under API_BASE: what a browser or a provider is sent to. */
export function apiPath(path: string, params: Record<string, string | number>): string {
  return `${API_BASE}${fillPath(path, params)}`;
}

/**
 * The sandbox messenger's OAuth pages (development and tests only, outside the API base):
 * it plays the messenger's part of the code → openId exchange.
 */
/**
 * Server to server, relative to API_BASE: where a real provider posts in its own protocol (a form,
 * its own JSON answer), so no envelope call of the contract.
 */
/** What a provider's callback is answered when taken (Kuaidi100's `message`, Alibaba Cloud SMS's `msg`), as their documents show. */
export const PROVIDER_CALLBACK_ACCEPTED = '成功';

export const ProviderCallbackPaths = {
  /** Kuaidi100 posts a subscribed parcel's traces here (form fields param and sign). */
  kuaidi100: '/hermes/v1/logistics/kuaidi100/callback',
  /** Alibaba Cloud SMS posts delivery receipts (SmsReport, a JSON array) here; the last segment is SMS_REPORT_TOKEN. */
  aliyunSmsReport: '/hermes/v1/sms/aliyun/report/:token',
} as const;

/**
 * Outside the API: the shop sends a shopper logging in with the messenger here (redirect_uri, state);
 * the server redirects to the configured messenger's authorisation page (WeChat's, or the sandbox's).
 */
export const MessengerPaths = {
  authorize: '/messenger/authorize',
} as const;

export const SandboxPaths = {
  messengerAuthorize: '/sandbox/messenger/authorize',
  /** The sandbox store hands over store-pickup goods against their voucher (POST VoucherRedeemBody). */
  storeVoucherRedeem: '/sandbox/store/voucher/redeem',
} as const;

/** Request headers of §7. */
export const Header = {
  loginToken: 'login-token',
  /** A temporary visitor token (§6), sent where no login token is. */
  visitorToken: 'visitor-token',
  os: 'os',
  application: 'application',
  language: 'language',
  deviceRisk: 'device-box',
  sign: 'x-sign',
  signTimestamp: 'x-sign-timestamp',
  signNonce: 'x-sign-nonce',
  appVersion: 'appversion',
  ioAvatr: 'io_avatr',
  /** Optional on coupon claims and card exchanges: a repeat with the same key answers the first result. */
  idempotencyKey: 'idempotency-key',
  /** A pay channel's notification signature: hex HMAC-SHA256 over the canonical body (ours). */
  paySignature: 'x-pay-signature',
  /** An invoicing provider's callback: HMAC-SHA256 of its canonical body, hex. */
  invoiceSignature: 'x-invoice-signature',
} as const;

export const HeaderValue = { os: 'H5', application: 'HERMES_HTML', language: 'zh' } as const;

/** The headers every call of the shop's web app carries (§7), before its token and the device's risk header. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  [Header.os]: HeaderValue.os,
  [Header.application]: HeaderValue.application,
  [Header.language]: HeaderValue.language,
};

/**
 * What a rendered page tells its boot script to ask at once on a device holding a session (issue
 * 16; apps/server/src/http/ssr-session-screen.ts → apps/web/src/boot.ts): GETs of the page's
 * signed-in first screen, with the headers the app's own call would carry.
 */
export interface SessionGets {
  urls: string[];
  headers: Readonly<Record<string, string>>;
  /** The header that carries the session's token. */
  tokenHeader: string;
}

/** Paths with a v5 segment carry the signature headers, §7. */
export function needsV5Signature(path: string): boolean {
  return /(^|\/)v5(\/|$)/.test(path);
}
