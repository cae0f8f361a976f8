/**
 * What the write-path bench needs in its database, made while the server runs: shoppers with a
 * session and a default address each, and goods with stock enough for every add and order of a
 * run (so a refusal would be a fault, not a sold-out SKU).
 */
import { BizType, DeductType, GoodsType } from '@emall/contract';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { userAddresses } from '../apps/server/src/modules/address/address.table.ts';
import { issueSession } from '../apps/server/src/modules/auth/auth.service.ts';
import { users } from '../apps/server/src/modules/auth/auth.table.ts';
import { goods, goodsSkus } from '../apps/server/src/modules/catalogue/catalogue.table.ts';

interface WriteShopper {
  token: string;
}

export interface WriteBenchData {
  shoppers: WriteShopper[];
  /** Cartable SKUs (boutique, cash), each with its goods. */
  skus: { goodsId: number; skuId: number }[];
}

const SHOPPERS = 400;
const GOODS = 4;
const SKUS_PER_GOODS = 4;
const STOCK = 10_000_000;

export async function prepareWriteBench(databaseUrl: string, now = new Date()): Promise<WriteBenchData> {
  const database = await openPostgres(databaseUrl, 2);
  try {
    const db = database.db;
    const skus: WriteBenchData['skus'] = [];
    for (let i = 0; i < GOODS; i++) {
      const [row] = await db
        .insert(goods)
        .values({
          bizType: BizType.shop,
          goodsType: GoodsType.shop,
          category: '精品',
          name: `写入压测商品 ${i + 1}`,
          saleName: `曜川 写入压测商品 ${i + 1}`,
          pictures: ['/media/bench.webp'],
          detailPictures: [],
          tags: [],
          priceFen: 9_900,
          productPriceFen: 12_900,
          deductType: DeductType.cash,
          deductAmountFen: 2_000,
        })
        .returning({ id: goods.id });
      const made = await db
        .insert(goodsSkus)
        .values(
          Array.from({ length: SKUS_PER_GOODS }, (_, s) => ({
            goodsId: row!.id,
            specsName: `规格 ${s + 1}`,
            pictureUrl: `/media/bench-${s}.webp`,
            priceFen: 9_900,
            productPriceFen: 12_900,
            stock: STOCK,
            sort: s,
          })),
        )
        .returning({ id: goodsSkus.id });
      for (const s of made) skus.push({ goodsId: row!.id, skuId: s.id });
    }
    const made = await db
      .insert(users)
      .values(Array.from({ length: SHOPPERS }, (_, i) => ({ phone: `1370000${String(i).padStart(4, '0')}`, nickname: `写入压测${i + 1}`, registerSource: 'bench' })))
      .returning({ id: users.id });
    await db.insert(userAddresses).values(
      made.map((u, i) => ({
        userId: u.id,
        name: `收货人${i + 1}`,
        phone: '13900000000',
        provinceCode: '310000',
        cityCode: '310100',
        districtCode: '310115',
        detail: `世纪大道${i + 1}号`,
        isDefault: true,
      })),
    );
    const shoppers = await Promise.all(made.map(async (u) => ({ token: await issueSession(db, u.id, now) })));
    return { shoppers, skus };
  } finally {
    await database.close();
  }
}
