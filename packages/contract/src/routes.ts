import { AnnexChildType, BizType, VirtualChildType } from './codes.ts';
import type { OrderListTab } from './order-codes.ts';

/** Product page routes of the web app, §2, by goods kind. */
export const ProductRoute = {
  boutique: '/store/boutique/product',
  attachment: '/store/attachment/product',
  homeCharging: '/store/home-charging/product',
  light: '/store/light/product',
  flow: '/virtual/flow/product',
  intellect: '/virtual/intellect/product',
  cardVoucher: '/virtual/cardVoucher/product',
  servicePackage: '/virtual/service-package/product',
  sound: '/store/sound/product',
  wallpaper: '/store/wallpaper/product',
  digital: '/store/digital/product',
  charging: '/store/charging/product',
} as const;

/** The intellect ads page (§2 intellect/ads-product): not a goods' own page (productPageUrl never leads here), so not in ProductRoute. */
export const ADS_PRODUCT_ROUTE = '/virtual/intellect/ads-product';

/** Every full-screen product page's path: one per goods kind, and the intellect ads page. */
export const PRODUCT_PAGE_ROUTES: readonly string[] = [...Object.values(ProductRoute), ADS_PRODUCT_ROUTE];

const virtualRoutes: Record<number, string> = {
  [VirtualChildType.flow]: ProductRoute.flow,
  [VirtualChildType.virtual]: ProductRoute.intellect,
  [VirtualChildType.intellect]: ProductRoute.intellect,
  [VirtualChildType.servePacket]: ProductRoute.servicePackage,
  [VirtualChildType.cardVoucher]: ProductRoute.cardVoucher,
  [VirtualChildType.sound]: ProductRoute.sound,
  [VirtualChildType.wallpaper]: ProductRoute.wallpaper,
  [VirtualChildType.digital]: ProductRoute.digital,
  [VirtualChildType.charging]: ProductRoute.charging,
};

export interface GoodsKind {
  bizType: number;
  virtualType: number | null;
  annexType: string | null;
}

/** The product page (path and query) a goods opens, its share URL. */
export function productPageUrl(kind: GoodsKind, productId: string | number): string {
  let route: string = ProductRoute.boutique;
  if (kind.bizType === BizType.attachment) {
    route = kind.annexType === AnnexChildType.HomeCharging ? ProductRoute.homeCharging : ProductRoute.attachment;
  } else if (kind.bizType === BizType.lightModification) {
    route = ProductRoute.light;
  } else if (kind.bizType === BizType.virtual) {
    route = virtualRoutes[kind.virtualType ?? -1] ?? ProductRoute.intellect;
  }
  return `${route}?productId=${encodeURIComponent(String(productId))}`;
}

/** The cart (§2; needs login). */
export const CART_ROUTE = '/store/cart';

/** Order-submit routes of the web app, §2, by goods kind. */
export const SubmitRoute = {
  boutique: '/store/boutique/submit',
  attachment: '/store/attachment/submit',
  homeCharging: '/store/home-charging/submit',
  light: '/store/light/submit',
  flow: '/virtual/flow/order/submit',
  flowAddCar: '/virtual/flow/order/addCar',
  intellect: '/virtual/intellect/order/submit',
  cardVoucher: '/virtual/cardVoucher/order/submit',
  servicePackage: '/store/service-package/submit',
  sound: '/store/sound/submit',
  wallpaper: '/store/wallpaper/submit',
  digital: '/store/digital/submit',
  charging: '/store/charging/submit',
} as const;

/** The address book (§2 /address/*) and the store chooser. */
export const AddressRoute = {
  list: '/address/list',
  manage: '/address/unselectlist',
  edit: '/address/edit',
  add: '/address/add',
  city: '/address/city',
} as const;
export const STORE_CHOOSER_ROUTE = '/store/stores/chose';

/** The category homes of §2 (/store/home/…), each the page of the same page code. */
export const HomeRoute = {
  shop: '/store/home/shop',
  intellect: '/store/home/intellect',
  light: '/store/home/light',
  attachment: '/store/home/attachment',
} as const;

/** A landing page (§2 /store/activity activity): the page of the query's pageCode. */
export const ACTIVITY_ROUTE = '/store/activity/activity';

/** The search page (§2): where the header's search bar leads when a page turns searchEnable on. */
export const SEARCH_ROUTE = '/store/home/search';

/**
 * The shop's own 我的 page (ours: §2 lists none). In the car app and the mini-program the host's
 * account tab plays this part (§2 native schemes); browsers and the messenger have no host tab.
 */
export const MINE_ROUTE = '/store/mine';
/** Ours (issue 19): 消息, the in-shop messages (docs/decisions/notifications.md). */
export const MESSAGES_ROUTE = '/store/messages';

/**
 * Where a PGC article opens in a browser. The spec names a PGC page but not its route (the car
 * app opens its own, §2): ours, mirroring the app's pgc/detail scheme.
 */
export const PGC_DETAIL_ROUTE = '/pgc/detail';

export function pgcArticleUrl(articleId: string | number): string {
  return `${PGC_DETAIL_ROUTE}?id=${encodeURIComponent(String(articleId))}`;
}

/**
 * The pay pages of §2 (/pay/…). The cashiers read orderNo, tradeScene, resultUrl, timeoutUrl and
 * interceptUrl; transfer-info reads orderNo.
 */
export const PayRoute = {
  cashier: '/pay/cashier',
  speedyCashier: '/pay/speedy-cashier',
  result: '/pay/result',
  eResult: '/pay/e-result',
  couponResult: '/pay/coupon-result',
  publicPayResult: '/pay/public-pay-result',
  receipt: '/pay/receipt',
  transferInfo: '/pay/transfer-info',
  alipaySign: '/pay/alipay-sign',
} as const;

/** Where a pay channel sends the browser back (§2 /payTransfer?out_trade_no=…): it opens frontData.resultUrl. */
export const PAY_TRANSFER_ROUTE = '/payTransfer';

/** The order pages of §2: the list (query status, an OrderListTab) and the detail (query orderId). */
export const OrderRoute = {
  list: '/order/list',
  detail: '/order/detail',
} as const;

export function orderListUrl(tab: OrderListTab): string {
  return `${OrderRoute.list}?status=${encodeURIComponent(tab)}`;
}

export function orderDetailUrl(orderId: string | number): string {
  return `${OrderRoute.detail}?orderId=${encodeURIComponent(String(orderId))}`;
}

/** The intellect goods' review pages (§2 /virtual/intellect/comment/…). */
export const ReviewRoute = {
  list: '/virtual/intellect/comment/list',
  publish: '/virtual/intellect/comment/publish',
  success: '/virtual/intellect/comment/success',
} as const;

/** The review pages of every other goods (§2 /social/…), and the entry into reviewing from an order. */
export const SocialRoute = {
  comment: '/social/comment',
  commentResult: '/social/commentResult',
  commentList: '/social/commentList',
  commentEntry: '/social/comment-entry',
} as const;

export interface ReviewPages {
  list: string;
  publish: string;
  success: string;
}

/** The review pages of a goods: the intellect family for intellect (and plain virtual) goods, /social for the rest. */
export function reviewPagesOf(kind: Pick<GoodsKind, 'bizType' | 'virtualType'>): ReviewPages {
  const intellect =
    kind.bizType === BizType.virtual && (kind.virtualType === VirtualChildType.intellect || kind.virtualType === VirtualChildType.virtual);
  return intellect
    ? { list: ReviewRoute.list, publish: ReviewRoute.publish, success: ReviewRoute.success }
    : { list: SocialRoute.commentList, publish: SocialRoute.comment, success: SocialRoute.commentResult };
}

/** A goods' reviews (query productId); without productId the list page shows the user's own reviews. */
export function reviewListUrl(kind: Pick<GoodsKind, 'bizType' | 'virtualType'>, productId: string | number): string {
  return `${reviewPagesOf(kind).list}?productId=${encodeURIComponent(String(productId))}`;
}

/** Where an order's products are reviewed from (§2 /social/comment-entry): the order's products awaiting a review. */
export function reviewEntryUrl(orderNo: string): string {
  return `${SocialRoute.commentEntry}?orderNo=${encodeURIComponent(orderNo)}`;
}

export const InvoiceRoute = { make: '/store/invoice/make', progress: '/store/invoice/progress' } as const;

export function invoiceUrl(route: (typeof InvoiceRoute)[keyof typeof InvoiceRoute], orderId: string | number): string {
  return `${route}?orderId=${encodeURIComponent(String(orderId))}`;
}

/** The shopper's warranty pages: the spec's two, and ours (the list and a claim). */
export const WarrantyRoute = {
  /** Ours: 我的保修 (the cards, ?orderId= for one order's). */
  list: '/order/warranty',
  detail: '/order/warranty-detail',
  apply: '/order/apply-warranty',
  /** Ours: one claim, ?id=. */
  claim: '/order/warranty-claim',
} as const;

export function warrantyDetailUrl(cardId: string | number): string {
  return `${WarrantyRoute.detail}?cardId=${encodeURIComponent(String(cardId))}`;
}

export function warrantyApplyUrl(cardId: string | number): string {
  return `${WarrantyRoute.apply}?cardId=${encodeURIComponent(String(cardId))}`;
}

export function warrantyClaimUrl(claimId: string | number): string {
  return `${WarrantyRoute.claim}?id=${encodeURIComponent(String(claimId))}`;
}

export function warrantyListUrl(orderId?: string | number): string {
  return orderId === undefined ? WarrantyRoute.list : `${WarrantyRoute.list}?orderId=${encodeURIComponent(String(orderId))}`;
}

/** The shopper's after-sales pages (issue 15): /order/entry, afterSalesApplyType, afterSalesApply, afterSales and a case. */
export const AfterSalesRoute = {
  entry: '/order/entry',
  applyType: '/order/afterSalesApplyType',
  apply: '/order/afterSalesApply',
  list: '/order/afterSales',
  /** Ours (the spec names no case page): one case, query id. */
  detail: '/order/afterSalesDetail',
} as const;

export function afterSalesEntryUrl(orderId: string | number): string {
  return `${AfterSalesRoute.entry}?orderId=${encodeURIComponent(String(orderId))}`;
}

/** /order/afterSalesApplyType for one line of an order (ours: orderId and lineId). */
export function afterSalesApplyTypeUrl(orderId: string | number, lineId: number): string {
  return `${AfterSalesRoute.applyType}?orderId=${encodeURIComponent(String(orderId))}&lineId=${lineId}`;
}

export function afterSalesDetailUrl(caseId: string | number): string {
  return `${AfterSalesRoute.detail}?id=${encodeURIComponent(String(caseId))}`;
}
