import { ColumnType, type PageModule as Module, UiText } from '@emall/contract';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { BigImageModule } from './big-image-module.tsx';
import { CarouselModule } from './carousel-module.tsx';
import { GoodsModule } from './goods-module.tsx';
import { ModuleTitle } from './module-title.tsx';
import { MultiImageModule } from './multi-image-module.tsx';
import { NavigationModule } from './navigation-module.tsx';
import styles from './page-module.module.css';

// Modules with heavy code (sanitiser, infinite feed, countdowns, dialogs) load on first use,
// keeping the home's entry small; their title bar shows at once.
const RichTextModule = lazy(() => import('./rich-text-module.tsx').then((m) => ({ default: m.RichTextModule })));
const FeedModule = lazy(() => import('./feed/feed-module.tsx').then((m) => ({ default: m.FeedModule })));
const CrowdfundModule = lazy(() => import('./crowdfund/crowdfund-module.tsx').then((m) => ({ default: m.CrowdfundModule })));
const CouponModule = lazy(() => import('./rights/rights-modules.tsx').then((m) => ({ default: m.CouponModule })));
const CardModule = lazy(() => import('./rights/rights-modules.tsx').then((m) => ({ default: m.CardModule })));
const CouponCardsModule = lazy(() => import('./rights/rights-modules.tsx').then((m) => ({ default: m.CouponCardsModule })));

interface PageModuleProps {
  module: Module;
  /** CSS width of the module's content box. */
  width: number;
  isHero: boolean;
}

/** What a region is called when its title is hidden (a landmark needs a name). */
const fallbackLabel: Record<string, string> = {
  [ColumnType.carousel]: '轮播图',
  [ColumnType.bigImage]: '活动大图',
  [ColumnType.multiImage]: '活动图片',
  [ColumnType.richText]: '图文',
  [ColumnType.oneRowScroll]: '商品横滑',
  [ColumnType.oneRowOneCol]: '商品列表',
  [ColumnType.oneRowTwoCol]: '商品推荐',
  [ColumnType.oneRowBigImage]: '大图商品',
  [ColumnType.navigation]: UiText.shortcuts,
  [ColumnType.feeds]: UiText.recommended,
  [ColumnType.crowdfund]: UiText.crowdfund,
  [ColumnType.card]: '权益卡',
  [ColumnType.coupon]: UiText.coupon,
  [ColumnType.couponCards]: '卡券',
};

function moduleBody({ module, width, isHero }: PageModuleProps): ReactNode {
  switch (module.columnType) {
    case ColumnType.carousel:
      return <CarouselModule module={module} width={width} isHero={isHero} />;
    case ColumnType.bigImage:
      return <BigImageModule module={module} width={width} isHero={isHero} />;
    case ColumnType.multiImage:
      return <MultiImageModule module={module} width={width} />;
    case ColumnType.navigation:
      return <NavigationModule module={module} />;
    case ColumnType.oneRowScroll:
      return <GoodsModule module={module} layout="scroll" width={width} />;
    case ColumnType.oneRowOneCol:
      return <GoodsModule module={module} layout="row" width={width} />;
    case ColumnType.oneRowTwoCol:
      return <GoodsModule module={module} layout="grid" width={width} />;
    case ColumnType.oneRowBigImage:
      return <GoodsModule module={module} layout="big" width={width} />;
    case ColumnType.richText:
      return module.richText.trim() ? <RichTextModule html={module.richText} /> : null;
    case ColumnType.feeds:
      return <FeedModule module={module} width={width} />;
    case ColumnType.crowdfund:
      return module.goodsList.length > 0 ? <CrowdfundModule module={module} width={width} /> : null;
    case ColumnType.coupon:
      return module.cardsList.length > 0 ? <CouponModule module={module} /> : null;
    case ColumnType.card:
      return module.cardsList.length > 0 ? <CardModule module={module} width={width} /> : null;
    case ColumnType.couponCards:
      return module.cardsList.length > 0 ? <CouponCardsModule module={module} /> : null;
    default:
      // A top tab is the page's tab bar when it comes first (shop-home-page); elsewhere, and for
      // module types this client does not know, nothing is drawn, §2.
      return null;
  }
}

/**
 * One content module of a page: a named region with its title bar and its body by column type.
 * Memoised: when the page adds its later modules after hydrating (page-modules.tsx), the ones
 * already drawn are left alone, so a lazy one still waiting for its code keeps the server's markup.
 */
export const PageModule = memo(function PageModule(props: PageModuleProps) {
  const body = moduleBody(props);
  if (body === null) return null;
  const { module } = props;
  const label = module.showColName && module.colName.trim() ? module.colName : (fallbackLabel[module.columnType] ?? module.colName);
  return (
    <section className={styles.module} data-column-type={module.columnType} aria-label={label}>
      <ModuleTitle module={module} />
      <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>{body}</Suspense>
    </section>
  );
});
