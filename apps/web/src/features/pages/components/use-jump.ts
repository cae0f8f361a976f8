import { useCallback } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { useOpenLink } from '../../../lib/use-open-link.ts';
import { platform } from '../../../platform/platform.ts';
import type { JumpAction } from '../utils/jump.ts';
import { usePageScope } from './page-scope.ts';

/** Content the container would open natively but that has no web page: where it can be seen. */
const OPEN_IN_APP = '请在曜川汽车App中查看';

/**
 * Carries out a jump (§2) through the platform adapter: links open in-app or on the web, native
 * targets in the container (falling back to the web link), equity starts the card exchange.
 */
export function useJump(): (action: JumpAction) => void {
  const openLink = useOpenLink();
  const { cards } = usePageScope();
  return useCallback(
    (action: JumpAction) => {
      switch (action.kind) {
        case 'link':
          openLink(action.to);
          return;
        case 'native':
          if (platform.navigate(action.target, action.params)) return;
          if (action.fallback) openLink(action.fallback);
          else showToast(OPEN_IN_APP);
          return;
        case 'equity': {
          const card = cards.get(action.cardId);
          void import('./rights/card-exchange.ts').then(({ startCardExchange }) =>
            startCardExchange({ cardId: action.cardId, eprice: card ? card.eprice : null, desc: card?.desc, useJumpUrl: card?.useJumpUrl }),
          );
          return;
        }
        case 'none':
          return;
      }
    },
    [openLink, cards],
  );
}
