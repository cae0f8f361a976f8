import { ACTIVITY_ROUTE, AddressRoute, AfterSalesRoute, CART_ROUTE, HomeRoute, InvoiceRoute, MESSAGES_ROUTE, MINE_ROUTE, OrderRoute, PAY_TRANSFER_ROUTE, PayRoute, PGC_DETAIL_ROUTE, ProductRoute, ReviewRoute, SEARCH_ROUTE, STORE_CHOOSER_ROUTE, SocialRoute, SubmitRoute, WarrantyRoute } from '@emall/contract';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { NotFoundPage } from './features/errors/pages/not-found-page.tsx';
import { RouteErrorPage } from './features/errors/pages/route-error-page.tsx';
// The landing page stays in the entry chunk: lazy-loading it costs first paint (DESIGN.md).
// The category homes are the same page under another page code, so they share it.
import { CategoryHomePage } from './features/pages/pages/category-home-page.tsx';
import { ShopHomePage } from './features/pages/pages/shop-home-page.tsx';
import { AUTH_RELAY_PATH, HOME_PATH, LOGIN_PATH, PROTOCOL_PATH, TOKEN_LOGIN_RELAY_PATH } from './lib/config.ts';
import { redirectKeepingQuery } from './lib/redirect-keeping-query.ts';
import { useToastsCloseOnLeave } from './lib/toast.ts';
import { useLandingParams } from './lib/use-landing-params.ts';
import { PageLoading } from './ui/page-loading.tsx';

function RootLayout() {
  useLandingParams();
  useToastsCloseOnLeave();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Every product route of §2 plus the intellect ads page (features/goods/utils/product-kinds.ts). */
const PRODUCT_PATHS = [...Object.values(ProductRoute), '/virtual/intellect/ads-product'];
const productPage = async () => ({ Component: (await import('./features/goods/pages/product-page.tsx')).ProductPage });

/** Every order-submit route of §2 (features/orders/utils/submit-kinds.ts). */
const SUBMIT_PATHS = Object.values(SubmitRoute).filter((path) => path !== SubmitRoute.flowAddCar);
const submitPage = async () => ({ Component: (await import('./features/orders/pages/submit-page.tsx')).SubmitPage });

/** The review pages (§2): the intellect family and /social serve the same pages (features/reviews). */
const reviewPage = (page: 'publish' | 'success' | 'list' | 'entry') => async () => {
  switch (page) {
    case 'publish':
      return { Component: (await import('./features/reviews/pages/review-publish-page.tsx')).ReviewPublishPage };
    case 'success':
      return { Component: (await import('./features/reviews/pages/review-success-page.tsx')).ReviewSuccessPage };
    case 'list':
      return { Component: (await import('./features/reviews/pages/review-list-page.tsx')).ReviewListPage };
    case 'entry':
      return { Component: (await import('./features/reviews/pages/comment-entry-page.tsx')).CommentEntryPage };
  }
};

/** The routes of §2 that work today; every other page is lazy and in its own chunk. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, loader: redirectKeepingQuery(HOME_PATH), element: null },
      { path: HOME_PATH, Component: ShopHomePage },
      { path: HomeRoute.intellect, Component: CategoryHomePage },
      { path: HomeRoute.light, Component: CategoryHomePage },
      { path: HomeRoute.attachment, Component: CategoryHomePage },
      // Full screen product pages (no tab bar, §2): one lazy page; the path picks the goods kind.
      ...PRODUCT_PATHS.map((path) => ({ path, lazy: productPage })),
      { path: '/home-charging/product', loader: redirectKeepingQuery(ProductRoute.homeCharging), element: null },
      { path: '/virtual/intellect/protocol', loader: redirectKeepingQuery(`${PROTOCOL_PATH}?type=intellect`), element: null },
      {
        path: PGC_DETAIL_ROUTE,
        lazy: async () => ({ Component: (await import('./features/articles/pages/article-page.tsx')).ArticlePage }),
      },
      {
        path: MINE_ROUTE,
        lazy: async () => ({ Component: (await import('./features/mine/pages/mine-page.tsx')).MinePage }),
      },
      {
        path: MESSAGES_ROUTE,
        lazy: async () => ({ Component: (await import('./features/notifications/pages/messages-page.tsx')).MessagesPage }),
      },
      {
        path: '/store/favor/list',
        lazy: async () => ({ Component: (await import('./features/goods/pages/favor-list-page.tsx')).FavorListPage }),
      },
      {
        path: CART_ROUTE,
        lazy: async () => ({ Component: (await import('./features/cart/pages/cart-page.tsx')).CartPage }),
      },
      {
        path: SEARCH_ROUTE,
        lazy: async () => ({ Component: (await import('./features/search/pages/search-page.tsx')).SearchPage }),
      },
      {
        path: ACTIVITY_ROUTE,
        lazy: async () => ({ Component: (await import('./features/pages/pages/activity-page.tsx')).ActivityPage }),
      },
      {
        path: '/store/activity/coupon-detail',
        lazy: async () => ({ Component: (await import('./features/pages/pages/coupon-detail-page.tsx')).CouponDetailPage }),
      },
      {
        path: '/store/activity/virtualproduct/success',
        lazy: async () => ({ Component: (await import('./features/pages/pages/exchange-success-page.tsx')).ExchangeSuccessPage }),
      },
      { path: '/product/detail', loader: redirectKeepingQuery('/store/boutique/product'), element: null },
      {
        path: LOGIN_PATH,
        lazy: async () => ({ Component: (await import('./features/auth/pages/login-page.tsx')).LoginPage }),
      },
      {
        path: PROTOCOL_PATH,
        lazy: async () => ({ Component: (await import('./features/auth/pages/protocol-page.tsx')).ProtocolPage }),
      },
      {
        path: AUTH_RELAY_PATH,
        lazy: async () => ({ Component: (await import('./features/auth/pages/auth-relay-page.tsx')).AuthRelayPage }),
      },
      {
        path: TOKEN_LOGIN_RELAY_PATH,
        lazy: async () => ({ Component: (await import('./features/auth/pages/token-login-relay-page.tsx')).TokenLoginRelayPage }),
      },
      {
        path: AddressRoute.list,
        lazy: async () => ({ Component: (await import('./features/address/pages/address-list-page.tsx')).AddressListPage }),
      },
      {
        path: AddressRoute.manage,
        lazy: async () => ({ Component: (await import('./features/address/pages/address-manage-page.tsx')).AddressManagePage }),
      },
      {
        path: AddressRoute.add,
        lazy: async () => ({ Component: (await import('./features/address/pages/address-edit-page.tsx')).AddressAddPage }),
      },
      {
        path: AddressRoute.edit,
        lazy: async () => ({ Component: (await import('./features/address/pages/address-edit-page.tsx')).AddressEditPage }),
      },
      {
        path: AddressRoute.city,
        lazy: async () => ({ Component: (await import('./features/address/pages/city-page.tsx')).CityPage }),
      },
      {
        path: STORE_CHOOSER_ROUTE,
        lazy: async () => ({ Component: (await import('./features/address/pages/store-chooser-page.tsx')).StoreChooserPage }),
      },
      {
        path: '/store/dirty',
        lazy: async () => ({ Component: (await import('./features/errors/pages/blank-page.tsx')).BlankPage }),
      },
      // Order-submit pages (§2): one lazy page; the path picks the goods kind. The add-car page picks a VIN.
      ...SUBMIT_PATHS.map((path) => ({ path, lazy: submitPage })),
      {
        path: SubmitRoute.flowAddCar,
        lazy: async () => ({ Component: (await import('./features/orders/pages/add-car-page.tsx')).AddCarPage }),
      },
      { path: '/order/submit', loader: redirectKeepingQuery(SubmitRoute.boutique), element: null },
      { path: '/order/index', loader: redirectKeepingQuery(SubmitRoute.boutique), element: null },
      { path: '/home-charging/submit', loader: redirectKeepingQuery(SubmitRoute.homeCharging), element: null },
      // The cashiers, the channels' way back and the pay results (§2 /pay/*, /payTransfer).
      { path: PayRoute.cashier, lazy: async () => ({ Component: (await import('./features/payments/pages/cashier-page.tsx')).CashierPage }) },
      { path: PayRoute.speedyCashier, lazy: async () => ({ Component: (await import('./features/payments/pages/cashier-page.tsx')).SpeedyCashierPage }) },
      { path: PAY_TRANSFER_ROUTE, lazy: async () => ({ Component: (await import('./features/payments/pages/pay-transfer-page.tsx')).PayTransferPage }) },
      { path: PayRoute.result, lazy: async () => ({ Component: (await import('./features/payments/pages/pay-result-page.tsx')).PayResultPage }) },
      { path: PayRoute.eResult, lazy: async () => ({ Component: (await import('./features/payments/pages/pay-result-page.tsx')).EResultPage }) },
      { path: PayRoute.couponResult, lazy: async () => ({ Component: (await import('./features/payments/pages/pay-result-page.tsx')).CouponResultPage }) },
      {
        path: PayRoute.publicPayResult,
        lazy: async () => ({ Component: (await import('./features/payments/pages/pay-result-page.tsx')).PublicPayResultPage }),
      },
      { path: PayRoute.receipt, lazy: async () => ({ Component: (await import('./features/payments/pages/receipt-page.tsx')).ReceiptPage }) },
      { path: PayRoute.transferInfo, lazy: async () => ({ Component: (await import('./features/payments/pages/transfer-info-page.tsx')).TransferInfoPage }) },
      { path: PayRoute.alipaySign, lazy: async () => ({ Component: (await import('./features/payments/pages/alipay-sign-page.tsx')).AlipaySignPage }) },
      // The user's orders (§2 /order/list, /order/detail): both need login.
      { path: OrderRoute.list, lazy: async () => ({ Component: (await import('./features/order-lifecycle/pages/order-list-page.tsx')).OrderListPage }) },
      { path: OrderRoute.detail, lazy: async () => ({ Component: (await import('./features/order-lifecycle/pages/order-detail-page.tsx')).OrderDetailPage }) },
      // After-sales (issue 15): the order's entry, the type, the form, the cases and one case; all need login.
      { path: AfterSalesRoute.entry, lazy: async () => ({ Component: (await import('./features/after-sales/pages/after-sales-entry-page.tsx')).AfterSalesEntryPage }) },
      { path: AfterSalesRoute.applyType, lazy: async () => ({ Component: (await import('./features/after-sales/pages/apply-type-page.tsx')).ApplyTypePage }) },
      { path: AfterSalesRoute.apply, lazy: async () => ({ Component: (await import('./features/after-sales/pages/apply-page.tsx')).ApplyPage }) },
      { path: AfterSalesRoute.list, lazy: async () => ({ Component: (await import('./features/after-sales/pages/case-list-page.tsx')).CaseListPage }) },
      { path: AfterSalesRoute.detail, lazy: async () => ({ Component: (await import('./features/after-sales/pages/case-detail-page.tsx')).CaseDetailPage }) },
      // Invoices (issue 17, §2 /store/invoice): the title form and the invoice's progress; both need login.
      { path: InvoiceRoute.make, lazy: async () => ({ Component: (await import('./features/invoices/pages/invoice-make-page.tsx')).InvoiceMakePage }) },
      { path: InvoiceRoute.progress, lazy: async () => ({ Component: (await import('./features/invoices/pages/invoice-progress-page.tsx')).InvoiceProgressPage }) },
      // Warranty (issue 18): 我的保修, a card (§2 /order/warranty-detail), the claim form (§2 /order/apply-warranty) and a claim; all need login.
      { path: WarrantyRoute.list, lazy: async () => ({ Component: (await import('./features/warranty/pages/warranty-list-page.tsx')).WarrantyListPage }) },
      { path: WarrantyRoute.detail, lazy: async () => ({ Component: (await import('./features/warranty/pages/warranty-detail-page.tsx')).WarrantyDetailPage }) },
      { path: WarrantyRoute.apply, lazy: async () => ({ Component: (await import('./features/warranty/pages/apply-warranty-page.tsx')).ApplyWarrantyPage }) },
      { path: WarrantyRoute.claim, lazy: async () => ({ Component: (await import('./features/warranty/pages/warranty-claim-page.tsx')).WarrantyClaimPage }) },
      // Reviews: publish, thanks, all reviews and the entry from an order (§2 /virtual/intellect/comment/*, /social/*).
      { path: ReviewRoute.publish, lazy: reviewPage('publish') },
      { path: SocialRoute.comment, lazy: reviewPage('publish') },
      { path: ReviewRoute.success, lazy: reviewPage('success') },
      { path: SocialRoute.commentResult, lazy: reviewPage('success') },
      { path: ReviewRoute.list, lazy: reviewPage('list') },
      { path: SocialRoute.commentList, lazy: reviewPage('list') },
      { path: SocialRoute.commentEntry, lazy: reviewPage('entry') },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
