import fs from 'node:fs';
import path from 'node:path';
import { API_BASE, BASE_HEADERS, CART_ROUTE, Header, Paths, SESSION_STORAGE_KEY, type SessionGets } from '@emall/contract';

/**
 * A rendered page whose shopper's device draws its own first screen (issue 16): the server draws a
 * guest's page, but a device holding a session draws the shopper's (main.tsx), from the route's page
 * code and the shopper's answers. Both would be found one after the other — the entry, then the
 * page's ~30 chunks it names, then the answer the page asks for once they ran — so such a page gets
 * a second script after boot.ts, apps/web/src/session-screen.ts, told them all: on a device holding
 * a session it preloads the page's files beside the entry and asks for the answers with the token
 * (the app's first call that offers to take one does). A guest's page is left as it is.
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
  src?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

const BOOT_SCRIPT = /<script [^>]*data-entry="[^"]*"[^>]*><\/script>/;
const SESSION_SCRIPT_SOURCE = 'src/session-screen.ts';

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
 * session script after the boot script, with the page's files and the answers to ask. A build
 * without a manifest or without the script, or another route: the head as it is.
 */
export function sessionScreenHeads(webRoot: string): (head: string, url: string) => string {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk> | null | undefined;
  const heads = new Map<string, string>();
  return (head, url) => {
    const screen = SESSION_SCREENS[url.split('?', 1)[0] ?? url];
    if (!screen) return head;
    manifest ??= fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as typeof manifest) : null;
    const script = manifest && Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === SESSION_SCRIPT_SOURCE);
    if (!manifest || !script || !BOOT_SCRIPT.test(head)) return head;
    let made = heads.get(screen.page);
    if (made === undefined) {
      const gets: SessionGets = { urls: screen.answers, headers: BASE_HEADERS, tokenHeader: Header.loginToken };
      const tag =
        `<script type="module" crossorigin fetchpriority="low" src="/${script.file}" data-session-key="${SESSION_STORAGE_KEY}"` +
        ` data-files="${pageFiles(manifest, screen.page).join(' ')}" data-session-get="${attribute(JSON.stringify(gets))}"></script>`;
      made = head.replace(BOOT_SCRIPT, (boot) => `${boot}${tag}`);
      heads.set(screen.page, made);
    }
    return made;
  };
}
