// The server's render of a landing page (issue 16): built by `vite build --ssr` into
// dist-server/, loaded by apps/server (http/ssr.ts), which hands it an in-process fetch.
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClientProvider, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import * as homeInteractive from '../features/pages/components/home-interactive.tsx';
import { provideHomeInteractive } from '../features/pages/components/use-home-interactive.ts';
import { setHttpTransport } from '../lib/http.ts';
import { RenderTimeProvider } from '../lib/use-now.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { createRenderSession, SessionProvider, type Session } from '../lib/session.ts';
import { collectEntries, type SsrPayload } from '../lib/ssr-cache.ts';
import { AppRoutes, askFirstScreen, loadRoutePage } from '../routes.tsx';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  payload: SsrPayload;
  status: number;
}

/** A query its page turned off (`enabled: false`, a line's options before one is picked): the browser would not ask it either. */
function disabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) === false;
}

/**
 * Render, fetch what the render asked for, render again: a page's data comes in rounds (the page
 * config, then what its modules ask for; a route may name its first screen's answers instead, asked
 * before the first render). Whatever is still missing after the last round loads in
 * the browser as it does without SSR.
 */
const RENDERS = 3;

// The browser loads the home's carousels and pull-to-refresh before it hydrates (main.tsx): the server
// draws them too, so the markup it sends is the markup the browser hydrates.
provideHomeInteractive(homeInteractive);

/**
 * Each render's own API transport: renders run side by side (a guest's and a shopper's), and the
 * answers one asks for go through its own in-process fetch (a shopper's carries the token). Outside
 * a render (a test module loaded beside others) calls go out as the browser's do.
 */
const renderFetch = new AsyncLocalStorage<typeof fetch>();
setHttpTransport((input, init) => (renderFetch.getStore() ?? fetch)(input, init));

type RenderSession = ReturnType<typeof createRenderSession>;

async function renderOnce(url: URL, queryClient: ReturnType<typeof createQueryClient>, renderedAt: number, session: RenderSession): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <SessionProvider store={session}>
        <QueryClientProvider client={queryClient}>
          <RenderTimeProvider value={renderedAt}>
            <StaticRouter location={`${url.pathname}${url.search}${url.hash}`}>
              <AppRoutes />
            </StaticRouter>
          </RenderTimeProvider>
        </QueryClientProvider>
      </SessionProvider>
    </StrictMode>,
    // Every boundary inline, however large: React would otherwise move big ones to the end of the
    // page with an inline script to swap them in, which the shop's CSP (script-src 'self') refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * The first screen of `url` as `session`'s shopper sees it (none: a guest; the server knows the
 * shopper only from the cart's cookie, docs/decisions/web-platform.md). `apiFetch` answers the API's
 * calls in-process, for this render only. Null when the route answers with a redirect: the
 * browser's router takes it.
 */
export function renderPage(url: string, apiFetch: typeof fetch, session?: Session): Promise<RenderedPage | null> {
  return renderFetch.run(apiFetch, () => renderFor(url, createRenderSession(session)));
}

async function renderFor(url: string, session: RenderSession): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  if ((await loadRoutePage(location.pathname)) === 'redirect') return null;
  const queryClient = createQueryClient();
  // A shopper's page that names what its first screen reads (the cart) is drawn in one render.
  const { userId } = session.getState();
  if (userId) await askFirstScreen(location.pathname, queryClient, userId);
  const renderedAt = Date.now();
  let html = '';
  for (let round = 1; round <= RENDERS; round++) {
    html = await renderOnce(location, queryClient, renderedAt, session);
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && !disabled(query));
    if (asked.length === 0 || round === RENDERS) break;
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  }
  const payload = { queries: collectEntries(queryClient), renderedAt };
  queryClient.clear();
  return { html, payload, status: 200 };
}
