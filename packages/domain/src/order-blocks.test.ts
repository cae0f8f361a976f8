import { ActivityType, BuyerType, CrowdfundStatus, CrowdfundTargetType, ErrorCode, Whitelist } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { blockOrder, limitedGoodsIds, lineBlocks, type BlockLine } from './order-blocks.ts';

const NOW = Date.UTC(2026, 11, 10);
const buyer = { isMaster: true, isAuthed: true, hasBigOrder: true, inWhitelist: true };
const line = (over: Partial<BlockLine['facts']['goods']> = {}, num = 1, stock = 5, skuId = 1): BlockLine => ({
  facts: {
    goods: { id: 1, onShelf: true, activityType: ActivityType.COMMON, buyerType: BuyerType.all, whitelist: Whitelist.no, userLimitFlag: false, userLimit: 0, ...over },
    sku: { id: skuId, stock },
    crowdfund: null,
  },
  num,
});

describe('lineBlocks', () => {
  it('finds nothing for a buyable line', () => {
    expect(lineBlocks([line()], buyer, new Map(), NOW)).toEqual([]);
  });

  it('lists every block found, most severe first', () => {
    const blocked = line({ onShelf: false, buyerType: BuyerType.needCarUser, whitelist: Whitelist.yes }, 9, 2);
    const nobody = { isMaster: false, isAuthed: false, hasBigOrder: false, inWhitelist: false };
    expect(lineBlocks([blocked], nobody, new Map(), NOW)).toEqual([
      ErrorCode.GOODS_OFF_SHELF,
      ErrorCode.OWNER_UPGRADE_REQUIRED,
      ErrorCode.GOODS_NOT_ALLOWED,
      ErrorCode.STOCK_SHORT,
    ]);
  });

  it('blocks a crowdfund that is not running', () => {
    const cf = {
      status: CrowdfundStatus.Crowdfunding,
      startAt: new Date(NOW + 1),
      endAt: new Date(NOW + 86_400_000),
      targetType: CrowdfundTargetType.Amount,
      targetValue: 1,
      currentAmountFen: 0,
      currentQuantity: 0,
    };
    const crowdfund = { ...line({ activityType: ActivityType.CROWDFUNDING }), facts: { ...line({ activityType: ActivityType.CROWDFUNDING }).facts, crowdfund: cf } };
    expect(lineBlocks([crowdfund], buyer, new Map(), NOW)).toEqual([ErrorCode.ACTIVITY_ENDED]);
    expect(lineBlocks([crowdfund], buyer, new Map(), NOW + 1)).toEqual([]);
  });

  it('counts the limit over all lines of a goods and what the buyer holds: at the limit passes, one over blocks', () => {
    const limited = { userLimitFlag: true, userLimit: 3 };
    expect(lineBlocks([line(limited, 1, 5, 1), line(limited, 1, 5, 2)], buyer, new Map([[1, 1]]), NOW)).toEqual([]);
    expect(lineBlocks([line(limited, 2, 5, 1), line(limited, 1, 5, 2)], buyer, new Map([[1, 1]]), NOW)).toEqual([ErrorCode.PURCHASE_LIMIT]);
  });

  it('counts stock over all lines of a SKU: all of it passes, one more blocks', () => {
    expect(lineBlocks([line({}, 2, 3), line({}, 1, 3)], buyer, new Map(), NOW)).toEqual([]);
    expect(lineBlocks([line({}, 2, 3), line({}, 2, 3)], buyer, new Map(), NOW)).toEqual([ErrorCode.STOCK_SHORT]);
  });

  it('orders blocks as the page shows them, the line blocks before the order blocks', () => {
    expect(blockOrder.indexOf(ErrorCode.STOCK_SHORT)).toBeLessThan(blockOrder.indexOf(ErrorCode.ORDER_EVALUE_SHORT));
    expect(blockOrder[0]).toBe(ErrorCode.GOODS_OFF_SHELF);
  });
});

describe('limitedGoodsIds', () => {
  it('names each goods with a purchase limit once, and no other: the purchases a submit counts', () => {
    const limited = (id: number, skuId: number) => line({ id, userLimitFlag: true, userLimit: 3 }, 1, 5, skuId);
    expect(limitedGoodsIds([line({ id: 1 }), line({ id: 2 }, 1, 5, 2)])).toEqual([]);
    expect(limitedGoodsIds([limited(7, 1), line({ id: 8 }, 1, 5, 2), limited(7, 3)])).toEqual([7]);
  });
});
