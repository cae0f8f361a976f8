// antd-mobile's global styles and theme variables; the first screen imports its components one
// by one (not the package index), so the entry carries only those it draws (see vite.config.ts).
import 'antd-mobile/es/global';
import './styles/global.css';
import { brand } from '@emall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ensureVisitorToken } from './lib/api/get-visitor-token.ts';
import { setAppNavigator } from './lib/navigation.ts';
import { createQueryClient } from './lib/query-client.ts';
import { routes } from './routes.tsx';

document.title = brand.name;

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
setAppNavigator((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');

// A guest's visitor token (§6) is fetched once the first screen is up, never ahead of it.
if ('requestIdleCallback' in window) window.requestIdleCallback(() => void ensureVisitorToken(), { timeout: 5_000 });
else setTimeout(() => void ensureVisitorToken(), 2_000);

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
