import { LandingText, UiText } from '@emall/contract';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { StateBlock } from '../../../ui/state-block.tsx';

/** A route that failed to render or to load its code (an old chunk after a deploy, a dropped connection). */
export function RouteErrorPage() {
  useDocumentTitle(null);
  return (
    <main>
      <StateBlock title={LandingText.pageLost} description="网络不太稳定,请重新加载" actionText={UiText.reload} onAction={() => window.location.reload()} fullPage />
    </main>
  );
}
