/**
 * The bench's database, made before its server starts: migrated and seeded as the server would
 * seed it, plus what the cart case needs: a shopper with a full cart (CART_MAX_ITEMS lines) and a
 * session. The seed holds too few SKUs that go in a cart, so goods of the bench's own are added.
 * With DATABASE_URL a throwaway database on that server is used and dropped afterwards, so the
 * bench never writes into a database someone else uses.
 */
import path from 'node:path';
import { AnnexChildType, BizType, CART_MAX_ITEMS, DeductType, GoodsType } from '@emall/contract';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client.ts';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database.ts';
import { issueSession } from '../apps/server/src/modules/auth/auth.service.ts';
import { users } from '../apps/server/src/modules/auth/auth.table.ts';
import { cartItems } from '../apps/server/src/modules/cart/cart.table.ts';
import { goods, goodsSkus } from '../apps/server/src/modules/catalogue/catalogue.table.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';

export interface BenchDatabase {
  /** What the server is given as DATABASE_URL: '' for PGlite in the data directory. */
  databaseUrl: string;
  /** A login token of the shopper whose cart is full. */
  cartToken: string;
  drop(): Promise<void>;
}

const SKUS_PER_GOODS = 4;

/** Goods of every price kind and both cart groups, SKUS_PER_GOODS each: enough SKUs for a full cart. */
async function insertBenchGoods(database: Database, lines: number): Promise<{ goodsId: number; skuId: number }[]> {
  const kinds = [
    { deductType: DeductType.cash, eValue: 0, deductAmountFen: 2_000 },
    { deductType: DeductType.integral, eValue: 800, deductAmountFen: 0 },
    { deductType: DeductType.all, eValue: 300, deductAmountFen: 0 },
  ];
  const out: { goodsId: number; skuId: number }[] = [];
  for (let i = 0; out.length < lines; i++) {
    const kind = kinds[i % kinds.length]!;
    const attachment = i % 4 === 3;
    const [row] = await database.db
      .insert(goods)
      .values({
        bizType: attachment ? BizType.attachment : BizType.shop,
        goodsType: attachment ? GoodsType.attachment : GoodsType.shop,
        annexType: attachment ? AnnexChildType.Attachment : null,
        category: attachment ? '配件' : '精品',
        name: `压测商品 ${i + 1}`,
        saleName: `曜川 压测商品 ${i + 1} 多规格 常规款`,
        pictures: ['/media/bench.webp'],
        detailPictures: [],
        tags: [],
        priceFen: 9_900 + i * 100,
        productPriceFen: 12_900 + i * 100,
        ...kind,
        userLimitFlag: i % 5 === 0,
        userLimit: 5,
      })
      .returning({ id: goods.id });
    const skus = await database.db
      .insert(goodsSkus)
      .values(
        Array.from({ length: SKUS_PER_GOODS }, (_, s) => ({
          goodsId: row!.id,
          specsName: `规格 ${s + 1}`,
          pictureUrl: `/media/bench-${s}.webp`,
          priceFen: 9_900 + i * 100,
          productPriceFen: 12_900 + i * 100,
          eValue: kind.eValue,
          stock: 50 + s,
          sort: s,
        })),
      )
      .returning({ id: goodsSkus.id });
    for (const s of skus) out.push({ goodsId: row!.id, skuId: s.id });
  }
  return out.slice(0, lines);
}

export async function prepareBenchDatabase(dataDir: string, adminUrl: string): Promise<BenchDatabase> {
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'emall_bench_') : null;
  const database = scratch ? await openPostgres(scratch.url, 2) : await openPglite(path.join(dataDir, 'pglite'));
  try {
    await database.migrate();
    const now = new Date();
    await database.db.transaction((tx) => seedDemoData(tx, now));
    const skus = await insertBenchGoods(database, CART_MAX_ITEMS);
    const [user] = await database.db
      .insert(users)
      .values({ phone: '13900009999', nickname: '压测用户', registerSource: 'bench', pointsBalance: 3_000 })
      .returning({ id: users.id });
    const userId = user!.id;
    await database.db.insert(cartItems).values(skus.map((s, i) => ({ userId, skuId: s.skuId, goodsId: s.goodsId, num: 1 + (i % 3) })));
    const cartToken = await issueSession(database.db, userId, now);
    return { databaseUrl: scratch?.url ?? '', cartToken, drop: scratch?.drop ?? (async () => {}) };
  } finally {
    await database.close();
  }
}
