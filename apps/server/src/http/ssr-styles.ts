import fs from 'node:fs';
import path from 'node:path';

/** The stylesheets index.html links (the entry's); they go inline in a rendered page. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g;
/** A class selector in built CSS (CSS modules' `_name_hash_1`, antd-mobile's `adm-…`). */
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = / class="([^"]*)"/g;

export interface FirstScreenStyles {
  /** The template's head without its stylesheet links. */
  head: string;
  /** The CSS a rendered page needs to paint as it will look: the entry's, and that of every lazy chunk whose classes it uses. */
  cssFor(html: string): string;
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

  return {
    head: head.replace(STYLESHEET_LINK, ''),
    cssFor(html) {
      const needed = new Set<string>();
      for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
        for (const name of value.split(/\s+/)) for (const file of byClass.get(name) ?? []) needed.add(file);
      }
      return [entryCss, ...lazyFiles.filter((f) => needed.has(f)).map((f) => texts.get(f) ?? '')].join('\n');
    },
  };
}
