import { CROWDFUND_SLIDE_SIZE, CrowdfundDisplayStatus, CrowdfundStatus, type CrowdfundInfo, type GoodsCard, type PageModule } from '@emall/contract';
import { crowdfundDisplayStatus } from '@emall/domain';
import type { CSSProperties } from 'react';
import { codeOf } from '../../../../lib/narrow.ts';
import { useOpenLink } from '../../../../lib/use-open-link.ts';
import { useNow } from '../../../../lib/use-now.ts';
import { withActivityCode } from '../../utils/jump.ts';
import { usePageScope } from '../page-scope.ts';
import { NoTabSwipe } from '../tabs/no-tab-swipe.tsx';
import { CrowdfundCard } from './crowdfund-card.tsx';
import styles from './crowdfund-module.module.css';

type CrowdfundGoods = GoodsCard & { crowdfundInfo: CrowdfundInfo };

const hasInfo = (goods: GoodsCard): goods is CrowdfundGoods => goods.crowdfundInfo !== null;

/** Whether any card still changes with time (a countdown to show or a flip to make). */
function ticking(list: CrowdfundGoods[], now: number): boolean {
  return list.some((g) => {
    const { status, crowdfundStartMillisecond: start, crowdfundEndMillisecond: end } = g.crowdfundInfo;
    const shown = crowdfundDisplayStatus(codeOf(CrowdfundStatus, status, CrowdfundStatus.Draft), start, end, now);
    return shown === CrowdfundDisplayStatus.preheat || shown === CrowdfundDisplayStatus.crowdfunding;
  });
}

/**
 * The crowdfund module (§2): its goods as crowdfund cards in a row whose slides take 97% of the
 * width (§9 slide size 97, a percentage), so the next card peeks in; it swipes card by card and stops
 * at either end. The browser's own scrolling with scroll snapping: no animation or gesture code on
 * the home for it (antd-mobile's Swiper rendered a spring and a drag handler, ~10 ms at 1× CPU in
 * one piece, issue 16). One clock ticks every second for all of them.
 */
export function CrowdfundModule({ module }: { module: PageModule; width: number }) {
  const openLink = useOpenLink();
  const { activityCode } = usePageScope();
  const list = module.goodsList.filter(hasInfo);
  // eslint-disable-next-line react-hooks/purity -- the first tick's time; useNow re-renders every second
  const now = useNow(ticking(list, Date.now()));
  if (list.length === 0) return null;
  const open = (goods: GoodsCard): void => {
    if (goods.shareUrl) openLink(withActivityCode(goods.shareUrl, activityCode));
  };
  if (list.length === 1) {
    const only = list[0] as CrowdfundGoods;
    return <CrowdfundCard goods={only} now={now} onOpen={open} />;
  }
  return (
    <NoTabSwipe>
      <div className={`snap-row ${styles.row}`} style={{ '--slide-size': `${CROWDFUND_SLIDE_SIZE}%` } as CSSProperties}>
        {list.map((goods) => (
          <div key={goods.id} className={styles.slide}>
            <CrowdfundCard goods={goods} now={now} onOpen={open} />
          </div>
        ))}
      </div>
    </NoTabSwipe>
  );
}
