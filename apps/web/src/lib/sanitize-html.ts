import DOMPurify from 'dompurify';

/** Tags configured HTML (agreements, rich-text modules) has no use for, beyond what DOMPurify removes (script…). */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'];
/** Inline styles are dropped: the page's reading style applies, and none can cover the page. */
const FORBID_ATTR = ['style', 'target'];

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // An instance of our own: its hook does not leak into other uses of DOMPurify.
  const own = DOMPurify(window);
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    let url: URL;
    try {
      url = new URL(href, window.location.href);
    } catch {
      node.removeAttribute('href');
      return;
    }
    // Links to other sites open in a new context that cannot reach back to this page.
    if (url.origin !== window.location.origin) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purifier = own;
  return own;
}

/**
 * Configured HTML made safe to show — agreements (§2 /protocol) and rich-text modules (§2): no
 * scripts, no event handlers, no javascript: or other script URLs, no forms or frames, no
 * inline styles.
 */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, { FORBID_TAGS, FORBID_ATTR, ALLOW_DATA_ATTR: false });
}
