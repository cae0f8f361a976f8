import { describe, expect, it } from 'vitest';
import { bootAfterPaint } from './ssr.ts';

const head =
  '<head><title>t</title>\n<script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/runtime-b.js">\n<link rel="stylesheet" crossorigin href="/assets/index-c.css">\n</head>';

describe("a rendered page's scripts", () => {
  it('load the entry after the first paint: the boot script in its place, the entry, its preloads and the session key named on it', () => {
    expect(bootAfterPaint(head, '/assets/boot-d.js')).toBe(
      '<head><title>t</title>\n<script type="module" crossorigin fetchpriority="low" src="/assets/boot-d.js" data-entry="/assets/index-a.js" data-preload="/assets/runtime-b.js" data-session-key="yc_emall_session"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-c.css">\n</head>',
    );
  });

  it('stay as they are in a build without the boot script', () => {
    expect(bootAfterPaint(head, null)).toBe(head);
  });
});
