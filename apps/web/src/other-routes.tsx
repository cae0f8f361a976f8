import { AddressRoute, AfterSalesRoute, InvoiceRoute, MESSAGES_ROUTE, MINE_ROUTE, OrderRoute, PAY_TRANSFER_ROUTE, PayRoute, PGC_DETAIL_ROUTE, ProductRoute, ReviewRoute, SEARCH_ROUTE, STORE_CHOOSER_ROUTE, SocialRoute, SubmitRoute, WarrantyRoute } from '@emall/contract';
import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from './features/errors/pages/not-found-page.tsx';
import { LOGIN_PATH, PROTOCOL_PATH, AUTH_RELAY_PATH, TOKEN_LOGIN_RELAY_PATH } from './lib/config.ts';
import { lazyPage } from './lib/lazy-page.tsx';
import { redirectKeepingQuery } from './lib/redirect-keeping-query.tsx';

/*
 * Every page but the landing pages (routes.tsx): a chunk of its own, loaded by the route table's splat
 * route, so the table of ~100 routes and their chunks' names stay out of the home's entry (issue 16
 * item 2). Paths are absolute: they match under the splat, whose base is the root.
 */

/** Every order-submit route of §2 (features/orders/utils/submit-kinds.ts). */
const SUBMIT_PATHS = Object.values(SubmitRoute).filter((path) => path !== SubmitRoute.flowAddCar);
const SubmitPage = lazyPage(async () => (await import('./features/orders/pages/submit-page.tsx')).SubmitPage);

/** The review pages (§2): the intellect family and /social serve the same pages (features/reviews). */
const reviewPages = {
  publish: lazyPage(async () => (await import('./features/reviews/pages/review-publish-page.tsx')).ReviewPublishPage),
  success: lazyPage(async () => (await import('./features/reviews/pages/review-success-page.tsx')).ReviewSuccessPage),
  list: lazyPage(async () => (await import('./features/reviews/pages/review-list-page.tsx')).ReviewListPage),
  entry: lazyPage(async () => (await import('./features/reviews/pages/comment-entry-page.tsx')).CommentEntryPage),
};

/** The routes of §2 other than the landing pages; every page is lazy and in its own chunk. */
export const otherRoutes: RouteObject[] = [
  redirectKeepingQuery({ path: '/home-charging/product' }, ProductRoute.homeCharging),
  redirectKeepingQuery({ path: '/virtual/intellect/protocol' }, `${PROTOCOL_PATH}?type=intellect`),
  {
    path: PGC_DETAIL_ROUTE,
    Component: lazyPage(async () => (await import('./features/articles/pages/article-page.tsx')).ArticlePage),
  },
  {
    path: MINE_ROUTE,
    Component: lazyPage(async () => (await import('./features/mine/pages/mine-page.tsx')).MinePage),
  },
  {
    path: MESSAGES_ROUTE,
    Component: lazyPage(async () => (await import('./features/notifications/pages/messages-page.tsx')).MessagesPage),
  },
  {
    path: '/store/favor/list',
    Component: lazyPage(async () => (await import('./features/goods/pages/favor-list-page.tsx')).FavorListPage),
  },
  {
    path: SEARCH_ROUTE,
    Component: lazyPage(async () => (await import('./features/search/pages/search-page.tsx')).SearchPage),
  },
  {
    path: '/store/activity/coupon-detail',
    Component: lazyPage(async () => (await import('./features/pages/pages/coupon-detail-page.tsx')).CouponDetailPage),
  },
  {
    path: '/store/activity/virtualproduct/success',
    Component: lazyPage(async () => (await import('./features/pages/pages/exchange-success-page.tsx')).ExchangeSuccessPage),
  },
  redirectKeepingQuery({ path: '/product/detail' }, '/store/boutique/product'),
  {
    path: LOGIN_PATH,
    Component: lazyPage(async () => (await import('./features/auth/pages/login-page.tsx')).LoginPage),
  },
  {
    path: PROTOCOL_PATH,
    Component: lazyPage(async () => (await import('./features/auth/pages/protocol-page.tsx')).ProtocolPage),
  },
  {
    path: AUTH_RELAY_PATH,
    Component: lazyPage(async () => (await import('./features/auth/pages/auth-relay-page.tsx')).AuthRelayPage),
  },
  {
    path: TOKEN_LOGIN_RELAY_PATH,
    Component: lazyPage(async () => (await import('./features/auth/pages/token-login-relay-page.tsx')).TokenLoginRelayPage),
  },
  {
    path: AddressRoute.list,
    Component: lazyPage(async () => (await import('./features/address/pages/address-list-page.tsx')).AddressListPage),
  },
  {
    path: AddressRoute.manage,
    Component: lazyPage(async () => (await import('./features/address/pages/address-manage-page.tsx')).AddressManagePage),
  },
  {
    path: AddressRoute.add,
    Component: lazyPage(async () => (await import('./features/address/pages/address-edit-page.tsx')).AddressAddPage),
  },
  {
    path: AddressRoute.edit,
    Component: lazyPage(async () => (await import('./features/address/pages/address-edit-page.tsx')).AddressEditPage),
  },
  {
    path: AddressRoute.city,
    Component: lazyPage(async () => (await import('./features/address/pages/city-page.tsx')).CityPage),
  },
  {
    path: STORE_CHOOSER_ROUTE,
    Component: lazyPage(async () => (await import('./features/address/pages/store-chooser-page.tsx')).StoreChooserPage),
  },
  {
    path: '/store/dirty',
    Component: lazyPage(async () => (await import('./features/errors/pages/blank-page.tsx')).BlankPage),
  },
  // Order-submit pages (§2): one lazy page; the path picks the goods kind. The add-car page picks a VIN.
  ...SUBMIT_PATHS.map((path) => ({ path, Component: SubmitPage })),
  {
    path: SubmitRoute.flowAddCar,
    Component: lazyPage(async () => (await import('./features/orders/pages/add-car-page.tsx')).AddCarPage),
  },
  redirectKeepingQuery({ path: '/order/submit' }, SubmitRoute.boutique),
  redirectKeepingQuery({ path: '/order/index' }, SubmitRoute.boutique),
  redirectKeepingQuery({ path: '/home-charging/submit' }, SubmitRoute.homeCharging),
  // The cashiers, the channels' way back and the pay results (§2 /pay/*, /payTransfer).
  { path: PayRoute.cashier, Component: lazyPage(async () => (await import('./features/payments/pages/cashier-page.tsx')).CashierPage) },
  { path: PayRoute.speedyCashier, Component: lazyPage(async () => (await import('./features/payments/pages/cashier-page.tsx')).SpeedyCashierPage) },
  { path: PAY_TRANSFER_ROUTE, Component: lazyPage(async () => (await import('./features/payments/pages/pay-transfer-page.tsx')).PayTransferPage) },
  { path: PayRoute.result, Component: lazyPage(async () => (await import('./features/payments/pages/pay-result-page.tsx')).PayResultPage) },
  { path: PayRoute.eResult, Component: lazyPage(async () => (await import('./features/payments/pages/pay-result-page.tsx')).EResultPage) },
  { path: PayRoute.couponResult, Component: lazyPage(async () => (await import('./features/payments/pages/pay-result-page.tsx')).CouponResultPage) },
  {
    path: PayRoute.publicPayResult,
    Component: lazyPage(async () => (await import('./features/payments/pages/pay-result-page.tsx')).PublicPayResultPage),
  },
  { path: PayRoute.receipt, Component: lazyPage(async () => (await import('./features/payments/pages/receipt-page.tsx')).ReceiptPage) },
  { path: PayRoute.transferInfo, Component: lazyPage(async () => (await import('./features/payments/pages/transfer-info-page.tsx')).TransferInfoPage) },
  { path: PayRoute.alipaySign, Component: lazyPage(async () => (await import('./features/payments/pages/alipay-sign-page.tsx')).AlipaySignPage) },
  // The user's orders (§2 /order/list, /order/detail): both need login.
  { path: OrderRoute.list, Component: lazyPage(async () => (await import('./features/order-lifecycle/pages/order-list-page.tsx')).OrderListPage) },
  { path: OrderRoute.detail, Component: lazyPage(async () => (await import('./features/order-lifecycle/pages/order-detail-page.tsx')).OrderDetailPage) },
  // After-sales (issue 15): the order's entry, the type, the form, the cases and one case; all need login.
  { path: AfterSalesRoute.entry, Component: lazyPage(async () => (await import('./features/after-sales/pages/after-sales-entry-page.tsx')).AfterSalesEntryPage) },
  { path: AfterSalesRoute.applyType, Component: lazyPage(async () => (await import('./features/after-sales/pages/apply-type-page.tsx')).ApplyTypePage) },
  { path: AfterSalesRoute.apply, Component: lazyPage(async () => (await import('./features/after-sales/pages/apply-page.tsx')).ApplyPage) },
  { path: AfterSalesRoute.list, Component: lazyPage(async () => (await import('./features/after-sales/pages/case-list-page.tsx')).CaseListPage) },
  { path: AfterSalesRoute.detail, Component: lazyPage(async () => (await import('./features/after-sales/pages/case-detail-page.tsx')).CaseDetailPage) },
  // Invoices (issue 17, §2 /store/invoice): the title form and the invoice's progress; both need login.
  { path: InvoiceRoute.make, Component: lazyPage(async () => (await import('./features/invoices/pages/invoice-make-page.tsx')).InvoiceMakePage) },
  { path: InvoiceRoute.progress, Component: lazyPage(async () => (await import('./features/invoices/pages/invoice-progress-page.tsx')).InvoiceProgressPage) },
  // Warranty (issue 18): 我的保修, a card (§2 /order/warranty-detail), the claim form (§2 /order/apply-warranty) and a claim; all need login.
  { path: WarrantyRoute.list, Component: lazyPage(async () => (await import('./features/warranty/pages/warranty-list-page.tsx')).WarrantyListPage) },
  { path: WarrantyRoute.detail, Component: lazyPage(async () => (await import('./features/warranty/pages/warranty-detail-page.tsx')).WarrantyDetailPage) },
  { path: WarrantyRoute.apply, Component: lazyPage(async () => (await import('./features/warranty/pages/apply-warranty-page.tsx')).ApplyWarrantyPage) },
  { path: WarrantyRoute.claim, Component: lazyPage(async () => (await import('./features/warranty/pages/warranty-claim-page.tsx')).WarrantyClaimPage) },
  // Reviews: publish, thanks, all reviews and the entry from an order (§2 /virtual/intellect/comment/*, /social/*).
  { path: ReviewRoute.publish, Component: reviewPages.publish },
  { path: SocialRoute.comment, Component: reviewPages.publish },
  { path: ReviewRoute.success, Component: reviewPages.success },
  { path: SocialRoute.commentResult, Component: reviewPages.success },
  { path: ReviewRoute.list, Component: reviewPages.list },
  { path: SocialRoute.commentList, Component: reviewPages.list },
  { path: SocialRoute.commentEntry, Component: reviewPages.entry },
  { path: '*', Component: NotFoundPage },
];

/** The page at the location among the routes here. */
export function OtherRoutes() {
  return useRoutes(otherRoutes);
}
