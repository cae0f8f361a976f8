import { ErrorCode, Whitelist, type BuyerType } from '@emall/contract';
import { isActivityOver, type CrowdfundWindow } from './crowdfund.ts';
import { needsOwnerUpgrade, type FooterUser } from './footer.ts';

/** A line of an order being placed, as the blocks read it: its goods, SKU, crowdfund and pieces. */
export interface BlockLine {
  facts: {
    goods: {
      id: number;
      onShelf: boolean;
      activityType: number;
      buyerType: number;
      whitelist: number;
      userLimitFlag: boolean;
      userLimit: number;
    };
    sku: { id: number; stock: number };
    crowdfund: CrowdfundWindow | null;
  };
  num: number;
}

/** Every block an order can have, most severe first; the first one found is the one the page shows. */
export const blockOrder: readonly ErrorCode[] = [
  ErrorCode.GOODS_OFF_SHELF,
  ErrorCode.ACTIVITY_ENDED,
  ErrorCode.OWNER_UPGRADE_REQUIRED,
  ErrorCode.GOODS_NOT_ALLOWED,
  ErrorCode.PURCHASE_LIMIT,
  ErrorCode.STOCK_SHORT,
  ErrorCode.ORDER_EVALUE_SHORT,
  ErrorCode.ADDRESS_REQUIRED,
  ErrorCode.STORE_REQUIRED,
  ErrorCode.VIN_REQUIRED,
];

/**
 * The goods among these lines whose buyer's purchases count: those with a purchase limit (§5), the
 * only ones `lineBlocks` looks up in `purchased`. A submit counts nothing when the list is empty.
 */
export function limitedGoodsIds(lines: readonly BlockLine[]): number[] {
  return [...new Set(lines.filter((l) => l.facts.goods.userLimitFlag).map((l) => l.facts.goods.id))];
}

function sumBy<K>(lines: readonly BlockLine[], key: (l: BlockLine) => K): Map<K, number> {
  const sums = new Map<K, number>();
  for (const line of lines) sums.set(key(line), (sums.get(key(line)) ?? 0) + line.num);
  return sums;
}

/**
 * What stops these lines being bought by this buyer now, most severe first (the order of the
 * product page's footer, §4): off shelf, crowdfund not running, owner upgrade, whitelist (§6),
 * purchase limit over all of a goods' lines and what the buyer holds already (§5), stock.
 */
export function lineBlocks(
  lines: readonly BlockLine[],
  buyer: FooterUser,
  purchased: ReadonlyMap<number, number>,
  nowMs: number,
): ErrorCode[] {
  const found = new Set<ErrorCode>();
  for (const { facts } of lines) {
    const g = facts.goods;
    if (!g.onShelf) found.add(ErrorCode.GOODS_OFF_SHELF);
    if (isActivityOver(g, facts.crowdfund, nowMs)) found.add(ErrorCode.ACTIVITY_ENDED);
    if (needsOwnerUpgrade(g.buyerType as BuyerType, buyer)) found.add(ErrorCode.OWNER_UPGRADE_REQUIRED);
    if (g.whitelist === Whitelist.yes && !buyer.inWhitelist) found.add(ErrorCode.GOODS_NOT_ALLOWED);
  }
  const goodsOf = new Map(lines.map((l) => [l.facts.goods.id, l.facts.goods]));
  for (const [goodsId, num] of sumBy(lines, (l) => l.facts.goods.id)) {
    const g = goodsOf.get(goodsId)!;
    if (g.userLimitFlag && (purchased.get(goodsId) ?? 0) + num > g.userLimit) found.add(ErrorCode.PURCHASE_LIMIT);
  }
  const stockOf = new Map(lines.map((l) => [l.facts.sku.id, l.facts.sku.stock]));
  for (const [skuId, num] of sumBy(lines, (l) => l.facts.sku.id)) {
    if (num > stockOf.get(skuId)!) found.add(ErrorCode.STOCK_SHORT);
  }
  return blockOrder.filter((code) => found.has(code));
}
