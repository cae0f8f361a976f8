import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PageScopeContext, type PageScope } from '../features/pages/components/page-scope.ts';
import { setAppNavigator } from '../lib/navigation.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useSession } from '../lib/session.ts';

/** Logs a user in for the test (the session store the app reads). */
export function logInForTest(userId = 'u-1'): void {
  useSession.getState().setSession({ token: `token-${userId}`, userId, phone: null });
}

/**
 * Renders one component as the app would hold it: a query client, a router at `path` (every
 * other path renders its own name, so a test can see where a tap led) and a page scope.
 */
export function renderInApp(ui: ReactNode, options: { path?: string; scope?: Partial<PageScope> } = {}) {
  const queryClient = createQueryClient();
  const scope: PageScope = {
    pageCode: 'shop',
    activityCode: null,
    cards: new Map(),
    refresh: () => undefined,
    inTabPane: false,
    active: true,
    ...options.scope,
  };
  const router = createMemoryRouter(
    [
      { path: new URL(options.path ?? '/store/home/shop', 'http://localhost').pathname, element: <PageScopeContext.Provider value={scope}>{ui}</PageScopeContext.Provider> },
      { path: '*', Component: () => <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [options.path ?? '/store/home/shop'] },
  );
  setAppNavigator((to, navigateOptions) => void router.navigate(to, navigateOptions));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = (): string => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}
