import { ACTIVITY_ROUTE, CART_ROUTE, HomeRoute, PRODUCT_PAGE_ROUTES } from '@emall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './features/errors/components/route-error-boundary.tsx';
import { loadHomeInteractive } from './features/pages/components/use-home-interactive.ts';
// The landing page stays in the entry chunk: lazy-loading it costs first paint (DESIGN.md).
// The category homes are the same page under another page code, so they share it.
import { CategoryHomePage } from './features/pages/pages/category-home-page.tsx';
import { ShopHomePage } from './features/pages/pages/shop-home-page.tsx';
import { HOME_PATH } from './lib/config.ts';
import { lazyPage, type LazyPage } from './lib/lazy-page.tsx';
import { REDIRECT, redirectKeepingQuery } from './lib/redirect-keeping-query.tsx';
import { useScrollRestoration } from './lib/scroll-restoration.ts';
import { useToastsCloseOnLeave } from './lib/toast.ts';
import { useLandingParams } from './lib/use-landing-params.ts';
import { PageLoading } from './ui/page-loading.tsx';
import { setHydrating } from './ui/sized-image.tsx';

/**
 * Every page's frame: a page that fails shows 页面走丢了, a lazy page's code loads under
 * PageLoading on a first load (a navigation keeps the page it leaves until the code is in: the
 * router navigates in a transition), and the scroll is restored as the browser would.
 */
function RootLayout() {
  useLandingParams();
  useToastsCloseOnLeave();
  useScrollRestoration();
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <PageHydrated />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The end of a rendered page's hydration: from here on pictures are sized for the real screen
 * (ui/sized-image.tsx). Inside the page's Suspense boundary, which React hydrates after the root's
 * own commit: an effect of the root ran before the page hydrated, and its pictures then drew the
 * real screen's sizes over the server's (attributes React does not patch up).
 */
function PageHydrated() {
  useEffect(() => setHydrating(false), []);
  return null;
}

const ProductPage = lazyPage(async () => (await import('./features/goods/pages/product-page.tsx')).ProductPage);

/**
 * The table of every other page (other-routes.tsx), its own chunk: drawn under the splat route
 * below, loaded when the location is not a home, and when the browser is idle after the home's
 * start so that a tap on a link does not wait for it (main.tsx).
 */
const loadOtherRoutes = () => import('./other-routes.tsx');
const OtherRoutes = lazyPage(async () => (await loadOtherRoutes()).OtherRoutes);
export const preloadOtherRoutes = (): Promise<void> => OtherRoutes.preload();

/**
 * A landing route's gesture-driven parts (carousels, pull-to-refresh) whose code comes after the
 * entry: a rendered page of the route holds their markup, so the browser loads them before hydrating
 * it (main.tsx). A page loads only its own: a product page none (its gallery's carousel is in the
 * page's chunk) and no pull-to-refresh (issue 16: each chunk asked costs the start a `<link>`, a task
 * and its evaluation).
 */
interface DrawnParts {
  parts: readonly (() => Promise<void>)[];
}
const HOME_PARTS: DrawnParts = { parts: [loadHomeInteractive] };

/**
 * What a shopper's page reads for its first screen, asked by the server before it draws the page
 * (server/entry-server.tsx), so that one render draws it rather than one per round of answers found
 * by rendering. Only the server calls it; the browser hydrates from the answers the page embeds.
 */
interface FirstScreen {
  askFirstScreen: (queryClient: QueryClient, userId: string) => Promise<void>;
}
const CART_FIRST_SCREEN: FirstScreen = {
  // From the page's own chunk, which the render loads anyway: no chunk of its own on the browser's path.
  askFirstScreen: async (queryClient, userId) => (await import('./features/cart/pages/cart-page.tsx')).askCartFirstScreen(queryClient, userId),
};

/** The routes of §2 that work today: the landing pages here, every other page lazy and in its own chunk. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      redirectKeepingQuery({ index: true }, HOME_PATH),
      { path: HOME_PATH, Component: ShopHomePage, handle: HOME_PARTS },
      { path: HomeRoute.intellect, Component: CategoryHomePage, handle: HOME_PARTS },
      { path: HomeRoute.light, Component: CategoryHomePage, handle: HOME_PARTS },
      { path: HomeRoute.attachment, Component: CategoryHomePage, handle: HOME_PARTS },
      // The other landing pages, which the server renders (and the cart, which a logged-in device
      // draws itself): lazy, but not behind the table of the other pages, a chunk more in series.
      // Full screen product pages (no tab bar, §2): one lazy page; the path picks the goods kind.
      ...PRODUCT_PAGE_ROUTES.map((path) => ({ path, Component: ProductPage })),
      {
        path: CART_ROUTE,
        Component: lazyPage(async () => (await import('./features/cart/pages/cart-page.tsx')).CartPage),
        handle: CART_FIRST_SCREEN,
      },
      {
        path: ACTIVITY_ROUTE,
        Component: lazyPage(async () => (await import('./features/pages/pages/activity-page.tsx')).ActivityPage),
        handle: HOME_PARTS,
      },
      // Every other page, from its own chunk (other-routes.tsx).
      { path: '*', Component: OtherRoutes },
    ],
  },
];

/** The shop's pages at the browser's (or the server's) location. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the code of the page at `pathname` before a render that must draw it at once (hydrating
 * the server's markup, the server's render). 'redirect' when the route sends elsewhere: the server
 * leaves it to the browser's router.
 */
export async function loadRoutePage(pathname: string): Promise<'page' | 'redirect'> {
  const other = await loadPagesOf(routes, pathname);
  if (other !== 'other') return other;
  const loaded = await loadOtherRoutes();
  return (await loadPagesOf(loaded.otherRoutes, pathname)) === 'redirect' ? 'redirect' : 'page';
}

/** The gesture-driven parts a rendered page at `pathname` holds (none for a route without). */
export function drawnParts(pathname: string): readonly (() => Promise<void>)[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => (route.handle as Partial<DrawnParts> | undefined)?.parts ?? []);
}

/** Asks what the page at `pathname` reads for `userId`'s first screen, when its route names it (the signed-in cart). */
export async function askFirstScreen(pathname: string, queryClient: QueryClient, userId: string): Promise<void> {
  for (const { route } of matchRoutes(routes, pathname) ?? []) await (route.handle as Partial<FirstScreen> | undefined)?.askFirstScreen?.(queryClient, userId);
}

/** Loads the lazy pages `pathname` matches in `table`; 'other' when one of them is the table of other pages. */
async function loadPagesOf(table: RouteObject[], pathname: string): Promise<'page' | 'redirect' | 'other'> {
  const matches = matchRoutes(table, pathname) ?? [];
  if (matches.some(({ route }) => route.handle === REDIRECT)) return 'redirect';
  await Promise.all(matches.map(({ route }) => (route.Component as Partial<LazyPage> | null | undefined)?.preload?.()));
  return matches.some(({ route }) => route.Component === OtherRoutes) ? 'other' : 'page';
}
