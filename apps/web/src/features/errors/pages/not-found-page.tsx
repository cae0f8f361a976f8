import { LandingText, UiText } from '@emall/contract';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { StateBlock } from '../../../ui/state-block.tsx';

/** Any path the shop does not have. */
export function NotFoundPage() {
  useDocumentTitle(null);
  const navigate = useNavigate();
  return (
    <main>
      <StateBlock title={LandingText.pageLost} actionText={UiText.backToShopHome} onAction={() => void navigate(HOME_PATH, { replace: true })} fullPage />
    </main>
  );
}
