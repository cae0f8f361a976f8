import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setAppNavigator } from '../lib/navigation.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { routes } from '../routes.tsx';

/** Renders the real route table at `path`, as the app does, on an in-memory history (with a history state if given). */
export function renderRoute(path: string, options: { state?: unknown } = {}) {
  const queryClient = createQueryClient();
  const url = new URL(path, 'http://localhost');
  const entry = { pathname: url.pathname, search: url.search, hash: url.hash, state: options.state ?? null };
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  setAppNavigator((to, options) => void router.navigate(to, options));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
