import { AdminText } from '@emall/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { bindNavigate } from './lib/navigation.ts';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import './app/global.css';

document.title = AdminText.consoleName;
bindNavigate((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
