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
    expect(styles.cssFor('<main class="_page_x_1"></main>')).toBe('.adm-button{color:red}._page_x_1{margin:0}');
  });

  it('adds a lazy stylesheet only when the markup uses a class that only it defines', () => {
    const styles = firstScreenStyles(root, head);
    const css = styles.cssFor('<main class="_page_x_1"><article class="_ticket_q_1 other"></article><button class="adm-button"></button></main>');
    expect(css).toContain('._ticket_q_1{height:98px}');
    expect(css).not.toContain('._feed_f_1');
    // A class the entry defines too does not pull a lazy file in by itself.
    expect(styles.cssFor('<button class="adm-button"></button>')).not.toContain('_ticket_q_1');
  });

  it('hashes the inlined text as the CSP source of a style element', () => {
    expect(hashSource('a{b:c}')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});
