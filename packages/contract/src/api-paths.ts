import { LandingPaths } from './landing-paths.ts';

/** API paths (relative to API_BASE) of §7, declared once for server routes and web calls (the landing pages' first ones in landing-paths.ts). */
export const Paths = {
  ...LandingPaths,
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
  privacyAgreement: '/api/privacyAgmt',
  signAgreementContent: '/hermes/annex/v1/sign-agree/content/:id',
  fileUpload: '/api/file/upload/:type',
  pageFeed: '/hermes/v2/material/page-management/feed',
  couponClaim: '/hermes/annex/v4/material/page-management/coupon/:id',
  cardExchange: '/hermes/annex/v4/material/page-management/card',
  /** The spec names the pre-check's payload but not its path: ours. */
  cardPreCheck: '/hermes/annex/v4/material/page-management/card/pre-check',
  rights: '/hermes/v1/rights',
  rightsAds: '/hermes/v1/rights/ads',
  rightsListAndSort: '/hermes/annex/v3/rights/listAndSort',
  points: '/hermes/v1/points',
  imHotline: '/bifrostim/api/csc/im/config/imHotline',
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
