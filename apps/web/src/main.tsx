// antd-mobile's global styles and theme variables; the first screen imports its components one
// by one (not the package index), so the entry carries only those it draws (see vite.config.ts).
import 'antd-mobile/es/global';
import './styles/global.css';
import { brand } from '@emall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router';
import { ensureVisitorToken } from './lib/api/get-visitor-token.ts';
import { setAppNavigator } from './lib/navigation.ts';
import { createQueryClient } from './lib/query-client.ts';
import { hydratingSession, isLoggedIn, SessionProvider, useSession } from './lib/session.ts';
import { mirrorSessionCookie } from './lib/session-cookie.ts';
import { readPayload, seedQueryCache } from './lib/ssr-cache.ts';
import { AppRoutes, drawnParts, loadRoutePage, preloadOtherRoutes } from './routes.tsx';
import { RenderTimeProvider } from './lib/use-now.ts';
import { setHydrating } from './ui/sized-image.tsx';

document.title = brand.name;

// The cart's HTML is drawn for the shopper its cookie names: the cookie follows the session store.
mirrorSessionCookie();

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('missing #root');

// The server's first screen (issue 16) and the answers it drew it from. The server renders what a
// guest sees, or the cart of the shopper its cookie names (the root's data-user, http/ssr.ts). A
// device hydrates the page drawn for whom it holds (a guest or that shopper); otherwise it draws its
// own and asks for its own answers (a product's purchase limit, the cart, the E-value are the user's).
const payload = readPayload(document);
const held = useSession.getState();
const hydrate = payload !== null && container.hasChildNodes() && (container.dataset.user ?? null) === (isLoggedIn(held) ? held.userId : null);

/**
 * Hands the router's navigate to code outside React (the HTTP wrapper, platform adapters): set in a
 * layout effect, before any page's effects run and before any tap.
 */
function AppNavigator() {
  const navigate = useNavigate();
  useLayoutEffect(() => setAppNavigator((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/**
 * A rendered page's root: the server's render time stays its clocks' start (a later state change
 * here would reach suspense boundaries still hydrating and make React draw them again). The real
 * screen's measures apply once the page itself is hydrated (routes.tsx, PageHydrated).
 */
function Hydrating({ renderedAt, children }: { renderedAt: number; children: ReactNode }) {
  return <RenderTimeProvider value={renderedAt}>{children}</RenderTimeProvider>;
}

/**
 * Marks the document once the app answers taps: the server's markup hydrated, or the app drawn.
 * A tap on server-drawn markup before then does nothing; the journeys wait for the mark.
 */
function Interactive({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return children;
}

const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 2_000);
};
// A guest's visitor token (§6) is fetched once the first screen is up, never ahead of it; so is
// the table of the other pages, so that a tap on a link does not wait for it as well as the page.
whenIdle(() => void ensureVisitorToken());
whenIdle(() => void preloadOtherRoutes().catch(() => undefined));

/** A task boundary: what follows runs in a task of its own (Lighthouse's TBT counts each task's time over 50 ms). */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  // The page's code, and the interactive parts the server drew (the route's carousels,
  // pull-to-refresh), are in before hydrating: the first render draws the server's markup, not a
  // fallback. Asking for them (a link per chunk, ~25 for the carousel's) takes a task of its own for
  // each, apart from the entry's evaluation.
  if (hydrate && payload) {
    // Seeding the cache and matching the route (~4 ms at 1× CPU) in a task after the entry's own
    // evaluation, which is one task of its own whatever it holds (issue 16).
    await nextTask();
    seedQueryCache(queryClient, payload.queries, performance.timeOrigin);
    const loading: Promise<unknown>[] = [];
    const { pathname } = window.location;
    for (const load of [() => loadRoutePage(pathname), ...drawnParts(pathname)]) {
      await nextTask();
      loading.push(load());
    }
    await Promise.all(loading);
  }
  // A signed-in device over a rendered page (its session script preloads the page's files): the
  // page itself is the first render, not a loading mark over the server's own (a chunk that failed
  // is asked again by that render).
  else if (payload !== null && container!.hasChildNodes()) await loadRoutePage(window.location.pathname).catch(() => null);
  const page = (
    <BrowserRouter>
      <AppNavigator />
      <AppRoutes />
    </BrowserRouter>
  );
  const app = (
    <StrictMode>
      <Interactive>
        <QueryClientProvider client={queryClient}>
          {payload && hydrate ? (
            <SessionProvider store={hydratingSession()}>
              <Hydrating renderedAt={payload.renderedAt}>{page}</Hydrating>
            </SessionProvider>
          ) : (
            page
          )}
        </QueryClientProvider>
      </Interactive>
    </StrictMode>
  );
  if (hydrate) {
    setHydrating(true);
    // In a transition React hydrates in slices that yield to the browser (~5 ms each) instead of
    // one task; a tap on a part not yet hydrated hydrates that part first (React's event replay).
    startTransition(() => void hydrateRoot(container!, app));
  } else {
    // In a transition: React draws the page in slices, yielding to the browser every few ms, instead
    // of one long task (a signed-in cart's first render was 220 ms at 4× CPU, issue 16).
    startTransition(() => createRoot(container!).render(app));
  }
}

void start();
