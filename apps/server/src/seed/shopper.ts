import { SHOP_SERVICE_BUSINESS_TYPE } from '@emall/contract';
import type { Executor } from '../db/client.ts';
import { insertCars } from '../modules/cars/cars.repository.ts';
import { goodsLoves } from '../modules/goods/love.table.ts';
import { insertHotWords } from '../modules/search/search.repository.ts';

const HOUR_MS = 3_600_000;

/** The search page's hot words (§7 …/search/hot), in order; the first two are highlighted. */
export const seedHotWords = ['车模', '充电桩', '冲锋衣', '流量', '壁纸', '露营'] as const;
const HIGHLIGHTED_HOT_WORDS = 2;

/** The owner's car, for the VIN checks (service packages, digital key). README: demo accounts. */
export const demoCar = { phone: '13800000001', vin: 'LYC0ES9A0R1000001', model: 'ES9' } as const;

/** Goods the owner loves, so the favourites page has content; the last is the newest. */
export const demoLoves = { phone: '13800000001', goodsKeys: ['car-model', 'charger'] } as const;

export async function seedShopper(
  db: Executor,
  now: Date,
  refs: { idOf: (goodsKey: string) => number; userIdOf: (phone: string) => number },
): Promise<void> {
  await insertHotWords(
    db,
    seedHotWords.map((label, i) => ({ bizType: SHOP_SERVICE_BUSINESS_TYPE, label, highlight: i < HIGHLIGHTED_HOT_WORDS, sort: i })),
  );
  await insertCars(db, [{ userId: refs.userIdOf(demoCar.phone), vin: demoCar.vin, model: demoCar.model, isDefault: true }]);
  const lover = refs.userIdOf(demoLoves.phone);
  await db.insert(goodsLoves).values(
    demoLoves.goodsKeys.map((key, i) => ({
      userId: lover,
      goodsId: refs.idOf(key),
      createdAt: new Date(now.getTime() - (demoLoves.goodsKeys.length - i) * HOUR_MS),
    })),
  );
}
