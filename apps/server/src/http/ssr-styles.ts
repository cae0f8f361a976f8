import fs from 'node:fs';
import path from 'node:path';
import { viteManifest } from './vite-manifest.ts';

/** The stylesheets index.html links (the entry's); they go inline in a rendered page. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g;
/** A class selector in built CSS (CSS modules' `_name_hash_1`, antd-mobile's `adm-…`). */
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = / class="([^"]*)"/g;

export interface FirstScreenStyles {
  /** The template's head, its stylesheet links turned into markers of the stylesheets inlined. */
  head: string;
  /**
   * What a rendered page needs to paint as it will look: the CSS of the entry and of every lazy chunk
   * whose classes it uses, and the markers of those lazy stylesheets, so that the chunk loader does
   * not add them again when their chunks load (a second restyle of the page after hydration: the
   * signed-in cart's stylesheets, ~35 ms of link appends and a 37 ms restyle at 4× CPU).
   */
  forPage(html: string): { css: string; markers: string };
}

/**
 * Where the entry's stylesheet link was, and for each lazy stylesheet inlined: a link that neither
 * loads nor applies, telling the client's chunk loader that the stylesheet is in. Chunks that import from the entry list its
 * stylesheet among their preloads; with no link to find, the loader appended one at the end of
 * the head, after the lazy pages' stylesheets already there, and the entry's rules won over
 * theirs: the picture box's `width: 100%` over the order line's 76 px, which pushed the order
 * out of its card and the submit button out of reach. `disabled` keeps a browser from fetching
 * it; `print` keeps one that fetches it anyway from waiting for it or applying it on screen.
 */
function inlinedMarker(href: string): string {
  return `<link rel="stylesheet" href="${href}" media="print" disabled>`;
}

/**
 * The first screen's CSS, inline (issue 16): a rendered page paints from its HTML before any
 * script runs, so the styles of what it draws must be there too. The entry's stylesheet would block
 * the paint for a round trip; the lazy chunks' stylesheets (page modules such as the coupons and
 * the crowdfund, the product and cart pages) arrive only with their scripts, and the page drew
 * unstyled until then: the coupon row was 431 px tall, then 115, a layout shift of 0.25 alone.
 * Which lazy stylesheets a page needs is read from the classes its markup uses.
 */
export function firstScreenStyles(webRoot: string, head: string): FirstScreenStyles {
  const linked = [...head.matchAll(STYLESHEET_LINK)].map((m) => m[1] ?? '');
  const read = (href: string) => fs.readFileSync(path.join(webRoot, href), 'utf8');
  const entryCss = linked.map(read).join('\n');
  const entryClasses = new Set([...entryCss.matchAll(CLASS_SELECTOR)].map((m) => m[1]));

  const assets = path.join(webRoot, 'assets');
  const lazyFiles = fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => f.endsWith('.css') && !linked.includes(`/assets/${f}`)).sort() : [];
  /** Lazy stylesheets by a class they define that the entry does not. */
  const byClass = new Map<string, Set<string>>();
  const texts = new Map<string, string>();
  for (const file of lazyFiles) {
    const css = read(`/assets/${file}`);
    texts.set(file, css);
    for (const [, name = ''] of css.matchAll(CLASS_SELECTOR)) {
      if (entryClasses.has(name)) continue;
      let files = byClass.get(name);
      if (!files) byClass.set(name, (files = new Set()));
      files.add(file);
    }
  }

  const order = loadOrder(webRoot);
  const rank = (file: string) => order.get(file) ?? Number.MAX_SAFE_INTEGER;
  const inOrder = [...lazyFiles].sort((a, b) => rank(a) - rank(b));
  return {
    head: head.replace(STYLESHEET_LINK, (_, href: string) => inlinedMarker(href)),
    forPage(html) {
      const needed = new Set<string>();
      for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
        for (const name of value.split(/\s+/)) for (const file of byClass.get(name) ?? []) needed.add(file);
      }
      const inlined = inOrder.filter((f) => needed.has(f));
      return {
        css: [entryCss, ...inlined.map((f) => texts.get(f) ?? '')].join('\n'),
        markers: inlined.map((f) => inlinedMarker(`/assets/${f}`)).join(''),
      };
    },
  };
}

/**
 * The lazy stylesheets in the order the browser applies them: a chunk's imports' before its own, as
 * Vite's loader adds them. In the name order the cart's lines drew antd-mobile's stepper over the
 * line's own (its chunk's hashed name sorted after the cart page's), then changed at hydration.
 * Stylesheets the manifest does not name (a build without one) keep their name order.
 */
function loadOrder(webRoot: string): Map<string, number> {
  const order = new Map<string, number>();
  const manifest = viteManifest(webRoot);
  if (!manifest) return order;
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!order.has(path.basename(css))) order.set(path.basename(css), order.size);
  };
  for (const key of Object.keys(manifest)) visit(key);
  return order;
}
