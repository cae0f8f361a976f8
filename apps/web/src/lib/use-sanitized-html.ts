import { useEffect, useState } from 'react';

/**
 * `sanitizeHtml(html)` with DOMPurify (~11 KB gzip) loaded on first use, not with the page: for HTML
 * below the first screen or in a dialog. null until it is loaded; '' for no HTML.
 */
export function useSanitizedHtml(html: string): string | null {
  const [done, setDone] = useState<{ html: string; safe: string } | null>(null);
  useEffect(() => {
    if (!html) return;
    let live = true;
    void import('./sanitize-html.ts').then(({ sanitizeHtml }) => {
      if (live) setDone({ html, safe: sanitizeHtml(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (!html) return '';
  return done?.html === html ? done.safe : null;
}
