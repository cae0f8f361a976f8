import type { PickedCouponList, PickedGoodsList, PickerQuery } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { goodsCards } from '../goods/goods.service.ts';
import { listAdminPools } from '../rights/pool-admin.service.ts';
import { couponCards } from '../rights/rights.service.ts';
import { searchGoods } from '../search/search.service.ts';

const PICKER_SIZE = 20;

function idsOf(query: PickerQuery): number[] | null {
  return query.ids ? query.ids.split(',').map(Number) : null;
}

/** The goods picker: on-shelf goods by ids, or by keyword as the shop's search ranks them. */
export async function pickGoods(ctx: AppContext, query: PickerQuery): Promise<PickedGoodsList> {
  const ids = idsOf(query);
  const cards = ids
      ? await goodsCards(ctx, ids)
      : (await searchGoods(ctx, { keyword: query.keyword ?? '', pageNo: 1, pageSize: PICKER_SIZE })).result;
  return cards.map((c) => ({ id: Number(c.id), name: c.name, pictureUrl: c.pictureUrl, price: c.price }));
}

/** The coupon picker: rights pools by ids, or by keyword as the marketing console's pool list finds them. */
export async function pickCoupons(ctx: AppContext, query: PickerQuery): Promise<PickedCouponList> {
  const ids = idsOf(query) ?? (query.keyword ? (await listAdminPools(ctx, { keyword: query.keyword, pageNo: 1, pageSize: PICKER_SIZE })).result.map((p) => Number(p.id)) : []);
  const cards = await couponCards(ctx, ids);
  return cards.map((c) => ({ id: Number(c.cardId), cardName: c.cardName, poolName: c.poolName, cardType: c.cardType, validTimeStr: c.validTimeStr }));
}
