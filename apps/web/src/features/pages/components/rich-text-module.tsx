import { useMemo, type MouseEvent } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { isInAppPath } from '../../../lib/navigation.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useOpenLink } from '../../../lib/use-open-link.ts';
import styles from './rich-text-module.module.css';

/**
 * The rich-text module (§2): the configured HTML, sanitised (no scripts, handlers, styles, forms
 * or frames). In-app links route without a page load; links to other sites open in a new tab.
 */
export function RichTextModule({ html }: { html: string }) {
  const openLink = useOpenLink();
  // Sanitising needs the browser's DOM: the server's markup leaves the box empty.
  const hydrated = useHydrated();
  const safe = useMemo(() => (hydrated ? sanitizeHtml(html) : ''), [html, hydrated]);
  const onClick = (event: MouseEvent<HTMLDivElement>): void => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank' || !isInAppPath(href)) return;
    event.preventDefault();
    openLink(href);
  };
  return <div className={styles.richText} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
