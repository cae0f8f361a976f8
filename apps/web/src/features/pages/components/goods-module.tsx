import { UiText } from '@emall/contract';
import type { GoodsCard as Goods, PageModule } from '@emall/contract';
import { useOpenLink } from '../../../lib/use-open-link.ts';
import { withActivityCode } from '../utils/jump.ts';
import { usePageScope } from './page-scope.ts';
import { NoTabSwipe } from './tabs/no-tab-swipe.tsx';
import { GoodsCard, type GoodsCardLayout } from './goods-card.tsx';
import styles from './goods-module.module.css';

const GAP = 12;
const SCROLL_CARD_WIDTH = 116;
const ROW_PICTURE_WIDTH = 112;

interface GoodsModuleProps {
  module: PageModule;
  layout: GoodsCardLayout;
  /** CSS width of the module's content box. */
  width: number;
}

/** The four goods modules of §2: one-row scroll, one-row-one-col, one-row-two-col, one-row-big-image. */
export function GoodsModule({ module, layout, width }: GoodsModuleProps) {
  const openLink = useOpenLink();
  const { activityCode } = usePageScope();
  if (module.goodsList.length === 0) return null;
  const buyButtonText = module.showBuyButton ? module.buyButtonText || UiText.buyNow : undefined;
  const open = (goods: Goods): void => {
    // §2: goods open their share URL, with the landing activityCode on product links.
    if (goods.shareUrl) openLink(withActivityCode(goods.shareUrl, activityCode));
  };
  const imageWidth =
    layout === 'scroll' ? SCROLL_CARD_WIDTH : layout === 'row' ? ROW_PICTURE_WIDTH : layout === 'grid' ? (width - GAP) / 2 : width;
  const list = (
    <div className={styles[layout]}>
      {module.goodsList.map((goods) => (
        <GoodsCard
          key={goods.id}
          goods={goods}
          layout={layout}
          imageWidth={imageWidth}
          buyButtonText={buyButtonText}
          onOpen={open}
        />
      ))}
    </div>
  );
  return layout === 'scroll' ? <NoTabSwipe>{list}</NoTabSwipe> : list;
}
