import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /store/dirty, §2: an empty page, nothing but the page background. */
export function BlankPage() {
  useDocumentTitle(null);
  return <main aria-label="空白页" />;
}
