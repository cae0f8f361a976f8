import fs from 'node:fs';
import path from 'node:path';
import { API_BASE, BASE_HEADERS, CART_ROUTE, Header, Paths, type SessionGets } from '@emall/contract';

/**
 * A rendered page whose shopper's device draws its own first screen (issue 16): the server draws a
 * guest's page, but a device holding a session draws the shopper's (main.tsx), from the route's page
 * code and the shopper's answers. Both would be found one after the other — the entry, then the
 * page's ~30 chunks it names, then the answer the page asks for once they ran — so the page's boot
 * script (apps/web/src/boot.ts) is told them all at once: the chunks to preload beside the entry, and
 * the answers to ask with the held session at once (the app's first identical call takes them).
 */
interface SessionScreen {
  /** The route's page module, as the Vite manifest names it. */
  page: string;
  /** What the page asks first with the session: GETs, full paths. */
  answers: string[];
}

const SESSION_SCREENS: Readonly<Record<string, SessionScreen>> = {
  [CART_ROUTE]: { page: 'src/features/cart/pages/cart-page.tsx', answers: [`${API_BASE}${Paths.cartList}`] },
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const BOOT_PRELOAD = /(<script [^>]*data-preload=")([^"]*)(")/;

/** The files a module needs beyond what the entry has already loaded: its chunk, the chunks it imports, and their stylesheets. */
export function pageFiles(manifest: Record<string, ManifestChunk>, page: string): string[] {
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>, skip: Set<string>) => {
    if (into.has(key) || skip.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into, skip);
  };
  walk('index.html', loaded, new Set());
  const needed = new Set<string>();
  walk(page, needed, loaded);
  const files = [...needed].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);
  return [...new Set(files)].map((file) => `/${file}`);
}

const attribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The head of a rendered page for `url`: for a route whose signed-in screen the device draws, the
 * boot script's preloads gain the page's files and it is told the answers to ask. Null manifest (a
 * build without one) or another route: the head as it is.
 */
export function sessionScreenHeads(webRoot: string): (head: string, url: string) => string {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk> | null | undefined;
  const heads = new Map<string, string>();
  return (head, url) => {
    const screen = SESSION_SCREENS[url.split('?', 1)[0] ?? url];
    if (!screen) return head;
    manifest ??= fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>) : null;
    if (!manifest || !BOOT_PRELOAD.test(head)) return head;
    let made = heads.get(screen.page);
    if (made === undefined) {
      const files = pageFiles(manifest, screen.page);
      const gets: SessionGets = { urls: screen.answers, headers: BASE_HEADERS, tokenHeader: Header.loginToken };
      made = head.replace(
        BOOT_PRELOAD,
        (_, before: string, preloads: string, after: string) =>
          `${before}${[preloads, ...files].filter(Boolean).join(' ')}${after} data-session-get="${attribute(JSON.stringify(gets))}"`,
      );
      heads.set(screen.page, made);
    }
    return made;
  };
}
