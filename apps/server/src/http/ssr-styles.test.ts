import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSource } from './security-headers.ts';
import { firstScreenStyles } from './ssr-styles.ts';

let root: string;
const head = '<head><title>t</title><link rel="stylesheet" crossorigin href="/assets/index-a.css">\n</head>';

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-styles-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets/index-a.css'), '.adm-button{color:red}._page_x_1{margin:0}');
  fs.writeFileSync(path.join(root, 'assets/coupon-b.css'), '._ticket_q_1{height:98px}.adm-button{color:blue}');
  fs.writeFileSync(path.join(root, 'assets/feed-c.css'), '._feed_f_1{display:grid}');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('first-screen styles', () => {
  it("inlines the entry's CSS and leaves a link that marks it loaded without loading it", () => {
    const styles = firstScreenStyles(root, head);
    expect(styles.head).toBe('<head><title>t</title><link rel="stylesheet" href="/assets/index-a.css" media="print" disabled></head>');
    expect(styles.forPage('<main class="_page_x_1"></main>')).toEqual({ css: '.adm-button{color:red}._page_x_1{margin:0}', markers: '' });
  });

  it('adds a lazy stylesheet only when the markup uses a class that only it defines', () => {
    const styles = firstScreenStyles(root, head);
    const { css, markers } = styles.forPage('<main class="_page_x_1"><article class="_ticket_q_1 other"></article><button class="adm-button"></button></main>');
    expect(css).toContain('._ticket_q_1{height:98px}');
    expect(css).not.toContain('._feed_f_1');
    // Marked as loaded, so that its chunk's loader does not link it again over the inlined rules.
    expect(markers).toBe('<link rel="stylesheet" href="/assets/coupon-b.css" media="print" disabled>');
    // A class the entry defines too does not pull a lazy file in by itself.
    expect(styles.forPage('<button class="adm-button"></button>').css).not.toContain('_ticket_q_1');
  });

  it("puts a chunk's imports' stylesheets before its own, as the browser's loader applies them", () => {
    const built = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-styles-order-'));
    try {
      fs.mkdirSync(path.join(built, 'assets'));
      fs.mkdirSync(path.join(built, '.vite'));
      fs.writeFileSync(path.join(built, 'assets/index-a.css'), '._page_x_1{margin:0}');
      // The page's own rules restyle the stepper its imported chunk defines; the page's file sorts first by name.
      fs.writeFileSync(path.join(built, 'assets/A-page.css'), '._line_l_1 .adm-stepper{border-radius:8px}');
      fs.writeFileSync(path.join(built, 'assets/Z-stepper.css'), '.adm-stepper{border-radius:0}');
      const manifest = {
        'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'] },
        'src/page.tsx': { file: 'assets/page.js', imports: ['index.html', '_stepper.js'], css: ['assets/A-page.css'] },
        '_stepper.js': { file: 'assets/stepper.js', css: ['assets/Z-stepper.css'] },
      };
      fs.writeFileSync(path.join(built, '.vite/manifest.json'), JSON.stringify(manifest));
      const { css } = firstScreenStyles(built, head).forPage('<article class="_line_l_1"><div class="adm-stepper"></div></article>');
      expect(css.indexOf('.adm-stepper{border-radius:0}')).toBeLessThan(css.indexOf('._line_l_1 .adm-stepper'));
    } finally {
      fs.rmSync(built, { recursive: true, force: true });
    }
  });

  it('hashes the inlined text as the CSP source of a style element', () => {
    expect(hashSource('a{b:c}')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});
