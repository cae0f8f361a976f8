import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the reading structure', () => {
    const html = '<h2>一、总则</h2><p>请<strong>仔细</strong>阅读</p><ol><li>第一条</li></ol><ul><li>要点</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, script URLs, frames, forms and inline styles', () => {
    const clean = sanitizeHtml(
      [
        '<p onclick="steal()">a</p>',
        '<script>steal()</script>',
        '<img src="x" onerror="steal()">',
        '<a href="javascript:steal()">b</a>',
        '<a href="JaVaScRiPt&colon;steal()">c</a>',
        '<svg><script>steal()</script></svg>',
        '<iframe src="https://evil.example"></iframe>',
        '<form action="https://evil.example"><input name="p"></form>',
        '<p style="position:fixed;inset:0">cover</p>',
        '<style>body{display:none}</style>',
      ].join(''),
    );
    expect(clean).not.toMatch(/script|onclick|onerror|steal|iframe|<form|<input|style=|<style/i);
    expect(clean).toContain('<img src="x">');
  });

  it('opens other sites safely in a new context and leaves own links in place', () => {
    const clean = sanitizeHtml('<a href="https://www.yaochuan.example/x" target="_self">x</a><a href="/protocol?type=privacy">p</a>');
    expect(clean).toContain('<a href="https://www.yaochuan.example/x" target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(clean).toContain('<a href="/protocol?type=privacy">p</a>');
  });
});
