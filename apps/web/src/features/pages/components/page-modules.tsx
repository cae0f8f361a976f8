import { ColumnType, type CouponCard, type PageConfig } from '@emall/contract';
import { useMemo, type ReactNode } from 'react';
import { PageModule } from './page-module.tsx';
import { PageScopeContext, type PageScope } from './page-scope.ts';
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

/** A page's modules in order (a leading top tab is the page's tab bar, not a module here). */
export function PageModules({ page, width, scope, heroFirst = true, children }: PageModulesProps) {
  const cards = useMemo(() => pageCards(page), [page]);
  const value = useMemo<PageScope>(() => ({ ...scope, pageCode: page.pageCode, cards }), [scope, page.pageCode, cards]);
  const modules = page.moduleList.filter((m) => m.columnType !== ColumnType.topTab);
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
