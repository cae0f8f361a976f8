import { CONSOLE_BASE } from '@emall/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ConsoleLayout } from './console-layout.tsx';
import { consolePages } from './menu.tsx';
import { HomeRedirect, NotFoundPage, PageGate, RouteErrorPage } from './page-gate.tsx';
import { RequireOperator } from './require-operator.tsx';
import { ChangePasswordRoute, SignInRoute } from './standalone-routes.tsx';

export const routes: RouteObject[] = [
  { path: '/login', element: <SignInRoute />, errorElement: <RouteErrorPage /> },
  { path: '/password', element: <ChangePasswordRoute />, errorElement: <RouteErrorPage /> },
  {
    path: '/',
    element: (
      <RequireOperator>
        <ConsoleLayout />
      </RequireOperator>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomeRedirect /> },
      ...consolePages.map((page) => ({ path: page.path, element: <PageGate page={page} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The console lives under /console/ (vite.config.ts base; the server's serving prefix). */
export const router = createBrowserRouter(routes, { basename: CONSOLE_BASE });
