import { ColumnType, type CouponCard, type PageConfig } from '@emall/contract';
import { useMemo, type ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { PageModule } from './page-module.tsx';
import { PageScopeContext, type PageScope } from './page-scope.ts';
import { useDrawnCount } from './use-drawn-count.ts';
import styles from './page-modules.module.css';

/** Every coupon and card a page shows, by cardId. */
function pageCards(page: PageConfig): Map<string, CouponCard> {
  const cards = new Map<string, CouponCard>();
  for (const module of page.moduleList) for (const card of module.cardsList) cards.set(card.cardId, card);
  return cards;
}

interface PageModulesProps {
  page: PageConfig;
  /** CSS width of a module's content box. */
  width: number;
  scope: Omit<PageScope, 'cards' | 'pageCode'>;
  /** The first screen's module may carry the LCP hero. */
  heroFirst?: boolean;
  children?: ReactNode;
}

/**
 * How many modules the server draws: enough to fill the first screen of a phone and some (a
 * carousel, the shortcuts, a coupon row and a crowdfund are ~760 px). The rest — the feed alone
 * was 282 of a home's 856 elements — is drawn by the browser once it has hydrated, in a
 * transition that yields to input, instead of being sent, parsed, laid out and hydrated before
 * the page responds (issue 16).
 */
const SERVER_MODULES = 6;

/**
 * The modules the browser adds after hydrating at each step: each step's new markup is laid out
 * and painted in a task of its own, short enough not to hold a tap (all the rest at once was a
 * 20-30 ms layout of ~470 elements on this machine, ×4 on a cheap phone; two at a time were
 * frames of ~180 new layout objects, 13-16 ms of main thread at 1× CPU, past Lighthouse's 12.5 ms).
 */
const MODULES_PER_STEP = 1;

/**
 * How many modules to draw: all from the start in the browser; after hydrating on a rendered page,
 * the server's then MODULES_PER_STEP more per transition, each in a later task.
 */
function useDrawnModules(total: number): number {
  return useDrawnCount(total, useHydrated() ? Number.POSITIVE_INFINITY : SERVER_MODULES, MODULES_PER_STEP);
}

/** A page's modules in order (a leading top tab is the page's tab bar, not a module here). */
export function PageModules({ page, width, scope, heroFirst = true, children }: PageModulesProps) {
  const cards = useMemo(() => pageCards(page), [page]);
  const value = useMemo<PageScope>(() => ({ ...scope, pageCode: page.pageCode, cards }), [scope, page.pageCode, cards]);
  const listed = page.moduleList.filter((m) => m.columnType !== ColumnType.topTab);
  const modules = listed.slice(0, useDrawnModules(listed.length));
  return (
    <PageScopeContext.Provider value={value}>
      <div className={styles.modules}>
        {modules.map((module, index) => (
          <PageModule key={module.id} module={module} width={width} isHero={heroFirst && index === 0} />
        ))}
        {children}
      </div>
    </PageScopeContext.Provider>
  );
}
