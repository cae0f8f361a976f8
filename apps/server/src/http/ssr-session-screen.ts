import { API_BASE, BASE_HEADERS, CART_ROUTE, Header, Paths, PRODUCT_PAGE_ROUTES, SESSION_STORAGE_KEY, type SessionGets } from '@emall/contract';
import { entryChunk, viteManifest, type ViteManifest } from './vite-manifest.ts';

/**
 * What a rendered page's boot script (apps/web/src/boot.ts) preloads after the paint, a few links
 * per task, beside the entry (issue 16): the route's page module (the product's holds its gallery's
 * carousel) and what it imports, as the Vite manifest names them. The entry asks for them before
 * hydrating; asked there, Vite's preload helper added their ~40 links in one task of 80–400 ms at
 * 4× CPU. The homes are left out: their HTML must stay within a new connection's first round trip
 * (14.6 KB, it is at 14.3), and the list costs ~0.6 KB of br; their start meets its budget as it is.
 */
const PRODUCT_MODULES = ['src/features/goods/pages/product-page.tsx'];
const CART_PAGE = 'src/features/cart/pages/cart-page.tsx';
const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(PRODUCT_PAGE_ROUTES.map((route) => [route, PRODUCT_MODULES])),
  [CART_ROUTE]: [CART_PAGE],
};

/**
 * The sheets a route's page fetches when the browser is idle (apps/web/src/ui/lazy-sheet.tsx: the
 * product's and the cart's SKU sheet): their files beyond the page's, named on the boot script
 * (data-idle-files) so that the app links them a few per idle moment before importing the sheet.
 * Imported at once, Vite's preload helper added its ~15 links in one task (65 ms of thread time at
 * 4× CPU, the signed-in cart's longest task after hydration; 68–103 ms on the product, issue 16); it
 * then finds them linked.
 */
const SKU_SHEET = 'src/ui/sku-popup.tsx';
const IDLE_MODULES: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(PRODUCT_PAGE_ROUTES.map((route) => [route, [SKU_SHEET]])),
  [CART_ROUTE]: [SKU_SHEET],
};

/**
 * A rendered page whose shopper's device draws its own first screen (issue 16): the server draws a
 * guest's page, but a device holding a session draws the shopper's (main.tsx), from the route's page
 * code and the shopper's answers. The answers would be asked only once the entry and the page's code
 * had run, so such a page gets a second script after boot.ts, apps/web/src/session-screen.ts: on a
 * device holding a session it asks for them with the token while boot.ts loads the entry and the
 * page's files (the app's first call that offers to take one does). A guest's page is left as it is.
 */
const SESSION_ANSWERS: Readonly<Record<string, readonly string[]>> = {
  [CART_ROUTE]: [`${API_BASE}${Paths.cartList}`],
};

const BOOT_SCRIPT = /<script [^>]*data-entry="[^"]*"[^>]*><\/script>/;
const SESSION_SCRIPT_SOURCE = 'src/session-screen.ts';

/** The files modules need beyond what the entry has already loaded: their chunks, the chunks they import, and their stylesheets. */
export function pageFiles(manifest: ViteManifest, modules: readonly string[]): string[] {
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>, skip: Set<string>) => {
    if (into.has(key) || skip.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into, skip);
  };
  walk('index.html', loaded, new Set());
  const needed = new Set<string>();
  for (const module of modules) walk(module, needed, loaded);
  const files = [...needed].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);
  return [...new Set(files)].map((file) => `/${file}`);
}

const attribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The head of a rendered page for `url`: the boot script names the route's files (data-files) and
 * those of the sheets its page fetches when idle (data-idle-files), and
 * for a route whose signed-in screen the device draws, the session script follows it with the
 * answers to ask — not on a page drawn for its shopper (`drawnForShopper`), which holds them. A
 * build without a manifest, or another route: the head as it is.
 */
export function routeHeads(webRoot: string): (head: string, url: string, drawnForShopper?: boolean) => string {
  const heads = new Map<string, string>();
  return (head, url, drawnForShopper = false) => {
    const route = url.split('?', 1)[0] ?? url;
    const modules = ROUTE_MODULES[route];
    if (!modules) return head;
    const manifest = viteManifest(webRoot);
    if (!manifest || !BOOT_SCRIPT.test(head)) return head;
    const kept = `${route} ${drawnForShopper}`;
    let made = heads.get(kept);
    if (made === undefined) {
      const own = pageFiles(manifest, modules);
      const files = own.join(' ');
      const idle = pageFiles(manifest, [...modules, ...(IDLE_MODULES[route] ?? [])]).filter((file) => !own.includes(file));
      const answers = drawnForShopper ? undefined : SESSION_ANSWERS[route];
      const script = entryChunk(manifest, SESSION_SCRIPT_SOURCE);
      const gets: SessionGets | null = answers ? { urls: [...answers], headers: BASE_HEADERS, tokenHeader: Header.loginToken } : null;
      const session =
        gets && script
          ? `<script type="module" crossorigin fetchpriority="low" src="/${script.file}" data-session-key="${SESSION_STORAGE_KEY}" data-session-get="${attribute(JSON.stringify(gets))}"></script>`
          : '';
      const named = `${files ? ` data-files="${files}"` : ''}${idle.length > 0 ? ` data-idle-files="${idle.join(' ')}"` : ''}`;
      made = head.replace(BOOT_SCRIPT, (boot) => `${boot.replace('></script>', `${named}></script>`)}${session}`);
      heads.set(kept, made);
    }
    return made;
  };
}
