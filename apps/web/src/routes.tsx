import { HomeRoute, ProductRoute } from '@emall/contract';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { NotFoundPage } from './features/errors/pages/not-found-page.tsx';
import { RouteErrorPage } from './features/errors/pages/route-error-page.tsx';
// The landing page stays in the entry chunk: lazy-loading it costs first paint (DESIGN.md).
// The category homes are the same page under another page code, so they share it.
import { CategoryHomePage } from './features/home/pages/category-home-page.tsx';
import { ShopHomePage } from './features/home/pages/shop-home-page.tsx';
import { AUTH_RELAY_PATH, HOME_PATH, LOGIN_PATH, PROTOCOL_PATH, TOKEN_LOGIN_RELAY_PATH } from './lib/config.ts';
import { redirectKeepingQuery } from './lib/redirect-keeping-query.ts';
import { useLandingParams } from './lib/use-landing-params.ts';
import { PageLoading } from './ui/page-loading.tsx';

function RootLayout() {
  useLandingParams();
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
        path: '/store/favor/list',
        lazy: async () => ({ Component: (await import('./features/goods/pages/favor-list-page.tsx')).FavorListPage }),
      },
      {
        path: '/store/home/search',
        lazy: async () => ({ Component: (await import('./features/search/pages/search-page.tsx')).SearchPage }),
      },
      {
        path: '/store/activity/activity',
        lazy: async () => ({ Component: (await import('./features/home/pages/activity-page.tsx')).ActivityPage }),
      },
      {
        path: '/store/activity/coupon-detail',
        lazy: async () => ({ Component: (await import('./features/home/pages/coupon-detail-page.tsx')).CouponDetailPage }),
      },
      {
        path: '/store/activity/virtualproduct/success',
        lazy: async () => ({ Component: (await import('./features/home/pages/exchange-success-page.tsx')).ExchangeSuccessPage }),
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
        path: '/store/dirty',
        lazy: async () => ({ Component: (await import('./features/errors/pages/blank-page.tsx')).BlankPage }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
