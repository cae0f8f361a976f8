/**
 * `bench:web`'s database, made before its server starts: migrated and seeded as the server seeds
 * it (the server draws the demo pictures when it starts), plus a shopper with a few of the demo
 * goods in the cart and a session, as a shopper's phone would hold it.
 */
import path from 'node:path';
import { GoodsType } from '@emall/contract';
import { openPglite } from '../apps/server/src/db/client.ts';
import { issueSession } from '../apps/server/src/modules/auth/auth.service.ts';
import { users } from '../apps/server/src/modules/auth/auth.table.ts';
import { cartItems } from '../apps/server/src/modules/cart/cart.table.ts';
import { goods, goodsSkus } from '../apps/server/src/modules/catalogue/catalogue.table.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';

const CART_LINES = 4;

export interface WebBenchShopper {
  /** What the web app keeps in its storage after a login (lib/session.ts). */
  session: { token: string; userId: string; phone: string };
}

export async function prepareWebBenchDatabase(dataDir: string): Promise<WebBenchShopper> {
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    await database.migrate();
    const now = new Date();
    await database.db.transaction((tx) => seedDemoData(tx, now));
    const phone = '13900008888';
    const [user] = await database.db.insert(users).values({ phone, nickname: '跑分用户', registerSource: 'bench', pointsBalance: 3_000 }).returning({ id: users.id });
    const shopGoods = new Set(
      (await database.db.select({ id: goods.id, goodsType: goods.goodsType, onShelf: goods.onShelf }).from(goods)).filter((g) => g.goodsType === GoodsType.shop && g.onShelf).map((g) => g.id),
    );
    const skus = (await database.db.select({ skuId: goodsSkus.id, goodsId: goodsSkus.goodsId }).from(goodsSkus))
      .filter((s) => shopGoods.has(s.goodsId))
      .sort((a, b) => a.skuId - b.skuId)
      .slice(0, CART_LINES);
    await database.db.insert(cartItems).values(skus.map((s) => ({ userId: user!.id, skuId: s.skuId, goodsId: s.goodsId, num: 1 })));
    const token = await issueSession(database.db, user!.id, now);
    return { session: { token, userId: String(user!.id), phone } };
  } finally {
    await database.close();
  }
}
