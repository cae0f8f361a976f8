import type { CouponCard } from '@emall/contract';
import { createContext, useContext } from 'react';

/** What the modules of one page share: its code, the landing activityCode, and the cards it shows. */
export interface PageScope {
  pageCode: string;
  /** §2: appended to product links opened from this page. */
  activityCode: string | null;
  /** Every coupon and card on the page by cardId: an equity jump to one knows its price. */
  cards: ReadonlyMap<string, CouponCard>;
  /** Reloads the page (its coupon states) — after a used or expired coupon is tapped, §4. */
  refresh: () => void;
  /** Inside a tab pane of the top-tab bar: horizontal gestures of modules must not swipe the tabs. */
  inTabPane: boolean;
  /** The pane is the one on screen (only its feed loads more). */
  active: boolean;
}

export const PageScopeContext = createContext<PageScope>({
  pageCode: '',
  activityCode: null,
  cards: new Map(),
  refresh: () => undefined,
  inTabPane: false,
  active: true,
});

export const usePageScope = (): PageScope => useContext(PageScopeContext);
