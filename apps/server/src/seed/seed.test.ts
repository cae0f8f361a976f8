import fs from 'node:fs';
import {
  AgreementType,
  AnnexChildType,
  BizType,
  BuyerType,
  ColumnType,
  DeductType,
  FeedItemType,
  IdentificationType,
  PageStatus,
  PreSale,
  SEARCH_ROUTE,
  RightsPoolKind,
  VirtualChildType,
  VirtualProductUse,
  Whitelist,
} from '@emall/contract';
import { asc, count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/auth/auth.table.ts';
import { userCars } from '../modules/cars/cars.table.ts';
import { goods, goodsCrowdfunds, goodsKindInfo, goodsSkus } from '../modules/catalogue/catalogue.table.ts';
import { goodsLoves } from '../modules/goods/love.table.ts';
import { searchHotWords } from '../modules/search/search.table.ts';
import { mediaDir } from '../modules/media/media.service.ts';
import { articles } from '../modules/articles/articles.table.ts';
import { feedItems, pageModules, pages } from '../modules/pages/pages.table.ts';
import { rightsPools } from '../modules/rights/rights.table.ts';
import { warrantyCards } from '../modules/warranty/warranty.table.ts';
import { pointsLedger } from '../modules/points/points.table.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedGoods } from './catalogue.ts';
import { allPictureSpecs, demoPageCodes, demoUsers, seedIfEmpty } from './seed.ts';
import { demoCar, demoLoves, seedHotWords } from './shopper.ts';

const DAY_MS = 86_400_000;
let app: TestApp;

type GoodsRow = typeof goods.$inferSelect;
let rows: GoodsRow[];
let stockByGoods: Map<number, { skus: number; stock: number }>;

beforeAll(async () => {
  app = await createTestApp();
  rows = await app.ctx.db.select().from(goods);
  const skus = await app.ctx.db.select().from(goodsSkus);
  stockByGoods = new Map(rows.map((g) => [g.id, { skus: 0, stock: 0 }]));
  for (const s of skus) {
    const entry = stockByGoods.get(s.goodsId)!;
    entry.skus += 1;
    entry.stock += s.stock;
  }
});

afterAll(() => app.close());

function some(what: string, predicate: (g: GoodsRow) => boolean) {
  expect(rows.filter(predicate).map((g) => g.name), what).not.toEqual([]);
}

/** The tables the seed fills, by the name a count is reported under. */
const SEEDED_TABLES = {
  goods,
  skus: goodsSkus,
  crowdfunds: goodsCrowdfunds,
  pages,
  modules: pageModules,
  users,
  ledger: pointsLedger,
  pools: rightsPools,
  articles,
  feed: feedItems,
  kindInfo: goodsKindInfo,
  hotWords: searchHotWords,
  cars: userCars,
  loves: goodsLoves,
};

async function tableCounts(target: TestApp): Promise<Record<keyof typeof SEEDED_TABLES, number>> {
  const counts: Partial<Record<keyof typeof SEEDED_TABLES, number>> = {};
  for (const [name, table] of Object.entries(SEEDED_TABLES)) {
    const [row] = await target.ctx.db.select({ n: count() }).from(table);
    counts[name as keyof typeof SEEDED_TABLES] = row!.n;
  }
  return counts as Record<keyof typeof SEEDED_TABLES, number>;
}

describe('demo catalogue covers every goods type and state of the spec', () => {
  it('seeds every goods of the catalogue', () => {
    expect(rows).toHaveLength(seedGoods.length);
  });

  it.each([
    ['shop', BizType.shop],
    ['attachment', BizType.attachment],
    ['virtual', BizType.virtual],
    ['lightModification', BizType.lightModification],
  ])('has a goods of bizType %s', (_name, bizType) => {
    some(`bizType ${bizType}`, (g) => g.bizType === bizType);
  });

  it.each([1, 3, 4, 5, 6, 7, 8, 9])('has a virtual goods of child type %i', (virtualType) => {
    some(`virtual type ${virtualType}`, (g) => g.bizType === BizType.virtual && g.virtualType === virtualType);
  });

  it('names the virtual child types after the contract codes', () => {
    const seeded = new Set(rows.map((g) => g.virtualType).filter((t) => t !== null));
    for (const key of ['flow', 'intellect', 'servePacket', 'cardVoucher', 'sound', 'wallpaper', 'digital', 'charging'] as const) {
      expect(seeded.has(VirtualChildType[key]), key).toBe(true);
    }
  });

  it.each([AnnexChildType.Attachment, AnnexChildType.HomeCharging])('has an attachment of annex type %s', (annexType) => {
    some(`annex ${annexType}`, (g) => g.bizType === BizType.attachment && g.annexType === annexType);
  });

  it.each([
    ['cash', DeductType.cash],
    ['integral', DeductType.integral],
    ['all', DeductType.all],
  ])('has a goods paid by %s (deductType %i)', (_name, deductType) => {
    some(`deductType ${deductType}`, (g) => g.deductType === deductType);
  });

  it('has a sold-out goods: SKUs whose stock adds up to 0', () => {
    some('sold out', (g) => {
      const s = stockByGoods.get(g.id)!;
      return s.skus > 0 && s.stock === 0;
    });
  });

  it('has a goods without any SKU', () => {
    some('no SKU', (g) => stockByGoods.get(g.id)!.skus === 0);
  });

  it('has a pre-sale goods', () => {
    some('pre-sale', (g) => g.preSale === PreSale.preSale);
  });

  it('has a goods with a per-user limit', () => {
    some('user limit', (g) => g.userLimitFlag && g.userLimit > 0);
  });

  it('has a whitelist-only goods', () => {
    some('whitelist', (g) => g.whitelist === Whitelist.yes);
  });

  it('has goods only some buyers may buy', () => {
    some('buyer type', (g) => g.buyerType !== BuyerType.all);
  });

  it('has a crowdfund in preheat and one running at the seeding time', async () => {
    const now = app.clock.now().getTime();
    const crowdfunds = await app.ctx.db.select().from(goodsCrowdfunds);
    const preheat = crowdfunds.filter((c) => c.startAt.getTime() > now);
    const running = crowdfunds.filter((c) => c.startAt.getTime() <= now && now < c.endAt.getTime());
    expect(preheat.length).toBeGreaterThanOrEqual(1);
    expect(running.length).toBeGreaterThanOrEqual(1);
    for (const c of crowdfunds) {
      expect(c.endAt.getTime()).toBeGreaterThan(c.startAt.getTime());
      const g = rows.find((r) => r.id === c.goodsId)!;
      expect(g.activityType, g.name).toBe(2);
    }
  });

  it('keeps prices whole fen and never negative', () => {
    for (const g of rows) {
      expect(Number.isInteger(g.priceFen), g.name).toBe(true);
      expect(g.priceFen, g.name).toBeGreaterThanOrEqual(0);
      expect(g.productPriceFen, g.name).toBeGreaterThanOrEqual(g.priceFen);
      expect(g.eValue, g.name).toBeGreaterThanOrEqual(0);
    }
  });

  it('refers only to pictures the seed draws', () => {
    const drawn = new Set(allPictureSpecs().map((p) => `/media/${p.file}`));
    for (const g of rows) {
      for (const picture of [...g.pictures, ...g.detailPictures]) expect(drawn.has(picture), picture).toBe(true);
    }
  });
});

describe('demo goods kinds, hot words, car and favourites', () => {
  let kinds: Map<number, typeof goodsKindInfo.$inferSelect>;
  beforeAll(async () => {
    kinds = new Map((await app.ctx.db.select().from(goodsKindInfo)).map((k) => [k.goodsId, k]));
  });
  const kindOf = (key: string) => {
    const g = rows.find((r) => r.name === seedGoods.find((s) => s.key === key)!.name)!;
    return kinds.get(g.id)!;
  };

  it('gives every seeded goods a kind-info row', () => {
    for (const g of rows) expect(kinds.has(g.id), g.name).toBe(true);
  });

  it('gives every virtual goods a use type, and the VIN-bound ones an identification', () => {
    for (const g of rows.filter((r) => r.bizType === BizType.virtual)) {
      const k = kinds.get(g.id)!;
      expect(k.useType, g.name).not.toBeNull();
      if (k.needVin) expect(k.identificationType, g.name).not.toBeNull();
    }
  });

  it('fills what each kind needs: flow VIN recharge, intellect and digital-key agreements, previews, face value, fit models, install hours', () => {
    expect(kindOf('flow')).toMatchObject({ identificationType: IdentificationType.vin, useType: VirtualProductUse.recharge, needVin: true });
    expect(kindOf('intellect')).toMatchObject({ identificationType: IdentificationType.intellect, agreementType: AgreementType.intellect });
    expect(kindOf('digital-key')).toMatchObject({ agreementType: AgreementType.digitalKey, needVin: true });
    expect(kindOf('charge-card').faceValueFen).toBeGreaterThan(0);
    expect(kindOf('service-package').fitModels).toContain(demoCar.model);
    expect(kindOf('service-package').validDays).toBeGreaterThan(0);
    const drawn = new Set(allPictureSpecs().map((p) => `/media/${p.file}`));
    for (const key of ['sound', 'wallpaper']) expect(drawn.has(kindOf(key).previewUrl), key).toBe(true);
    for (const key of ['sunshade', 'charger', 'wheel', 'starlight']) expect(kindOf(key).fitModels.length, key).toBeGreaterThan(0);
    for (const key of ['charger', 'wheel', 'starlight']) expect(kindOf(key).installHours, key).toBeGreaterThan(0);
  });

  it('seeds the hot words in order, highlighting the first two', async () => {
    const words = await app.ctx.db.select().from(searchHotWords).orderBy(asc(searchHotWords.sort));
    expect(words.map((w) => w.label)).toEqual([...seedHotWords]);
    expect(words.map((w) => w.highlight)).toEqual(seedHotWords.map((_, i) => i < 2));
    expect(new Set(words.map((w) => w.bizType))).toEqual(new Set([1002]));
  });

  it('registers the owner’s default car and loves two goods for the owner', async () => {
    const [owner] = await app.ctx.db.select().from(users).where(eq(users.phone, demoCar.phone));
    const cars = await app.ctx.db.select().from(userCars);
    expect(cars).toMatchObject([{ userId: owner!.id, vin: demoCar.vin, model: demoCar.model, isDefault: true }]);
    const loves = await app.ctx.db.select().from(goodsLoves).where(eq(goodsLoves.userId, owner!.id));
    expect(loves).toHaveLength(demoLoves.goodsKeys.length);
    expect(demoLoves.goodsKeys.length).toBe(2);
  });
});

describe('demo pages', () => {
  it('has the shop page, the category homes, a landing page and a page for each other state of §2', async () => {
    const found = await app.ctx.db.select().from(pages);
    expect(found.map((p) => p.pageCode).sort()).toEqual(Object.values(demoPageCodes).sort());
    expect(found.find((p) => p.pageCode === demoPageCodes.shop)!.bizType).toBe(1002);
    for (const code of [demoPageCodes.intellect, demoPageCodes.light, demoPageCodes.attachment, demoPageCodes.winterFest]) {
      expect(found.find((p) => p.pageCode === code)!.status, code).toBe(PageStatus.published);
    }
  });

  it('uses every module type on the shop page but the top tab, which opens the landing page', async () => {
    const modules = await app.ctx.db.select().from(pageModules).orderBy(asc(pageModules.sort), asc(pageModules.id));
    const shopTypes = new Set(modules.filter((m) => m.pageCode === demoPageCodes.shop).map((m) => m.columnType));
    for (const type of Object.values(ColumnType).filter((t) => t !== ColumnType.topTab)) expect(shopTypes.has(type), type).toBe(true);
    const landing = modules.filter((m) => m.pageCode === demoPageCodes.winterFest);
    expect(landing[0]!.columnType).toBe(ColumnType.topTab);
    expect(landing[0]!.tabs.map((t) => t.contentCode)).toEqual(['shop', 'intellect', 'light', 'attachment']);
  });

  it('gives the shop page a seasonal skin from a day before seeding to 30 days after', async () => {
    const [shop] = await app.ctx.db.select().from(pages).where(eq(pages.pageCode, demoPageCodes.shop));
    const now = app.clock.now().getTime();
    expect(shop!.skinStartsAt!.getTime()).toBe(now - DAY_MS);
    expect(shop!.skinEndsAt!.getTime()).toBe(now + 30 * DAY_MS);
    expect(shop!.skinMaterial.length).toBeGreaterThan(0);
  });

  it('turns search on for the shop home, leading to the search page, as a real shop would', async () => {
    const [shop] = await app.ctx.db.select().from(pages).where(eq(pages.pageCode, demoPageCodes.shop));
    expect(shop!.searchEnable).toBe(true);
    expect(shop!.searchUrl).toBe(SEARCH_ROUTE);
  });

  it('feeds the shop with at least 45 items, 25 or more of them articles', async () => {
    const items = await app.ctx.db.select().from(feedItems);
    expect(items.length).toBeGreaterThanOrEqual(45);
    expect(items.filter((i) => i.itemType === FeedItemType.pgc).length).toBeGreaterThanOrEqual(25);
    expect(items.filter((i) => i.itemType === FeedItemType.product).length).toBeGreaterThan(0);
    const [a] = await app.ctx.db.select({ n: count() }).from(articles);
    expect(a!.n).toBeGreaterThanOrEqual(25);
  });

  it('refers only to pictures the seed draws, from modules, pools, articles and the skin', async () => {
    const drawn = new Set(allPictureSpecs().map((p) => `/media/${p.file}`));
    const modules = await app.ctx.db.select().from(pageModules);
    const referred = [
      ...modules.flatMap((m) => m.images.map((i) => i.picture)),
      ...(await app.ctx.db.select().from(rightsPools)).map((p) => p.picture),
      ...(await app.ctx.db.select().from(articles)).flatMap((a) => [a.coverUrl, a.authorAvatarUrl]),
      ...(await app.ctx.db.select().from(pages)).flatMap((p) => p.skinMaterial.map((d) => d.dataUrl)),
    ];
    expect(referred.length).toBeGreaterThan(50);
    for (const picture of referred) expect(drawn.has(picture), picture).toBe(true);
  });
});

describe('demo coupons and cards', () => {
  let pools: (typeof rightsPools.$inferSelect)[];
  beforeAll(async () => {
    pools = await app.ctx.db.select().from(rightsPools);
  });
  const now = () => app.clock.now();
  const coupons = () => pools.filter((p) => p.kind === RightsPoolKind.coupon);

  it('has a coupon of every state: claimable, exactly 3 left, sold out, expired, not started', () => {
    const open = (p: (typeof pools)[number]) => p.validFrom <= now() && now() < p.validTo;
    expect(coupons().some((p) => open(p) && p.stockLeft > 3)).toBe(true);
    expect(coupons().some((p) => open(p) && p.stockLeft === 3)).toBe(true);
    expect(coupons().some((p) => open(p) && p.stockLeft === 0)).toBe(true);
    expect(coupons().some((p) => p.validTo <= now())).toBe(true);
    expect(coupons().some((p) => p.validFrom > now())).toBe(true);
  });

  it('has exchange cards at 0, 100 and 5000 E-value, the last beyond the ordinary demo user', () => {
    const prices = pools.filter((p) => p.kind === RightsPoolKind.card).map((p) => p.eprice).sort((a, b) => a - b);
    expect(prices).toEqual([0, 100, 5_000]);
    const ordinary = demoUsers.find((u) => u.phone === '13800000002')!;
    expect(5_000).toBeGreaterThan(ordinary.points);
  });

  it('lists every pool in some page module', async () => {
    const modules = await app.ctx.db.select().from(pageModules);
    const listed = new Set(modules.flatMap((m) => m.cardPoolIds));
    for (const p of pools) expect(listed.has(p.id), p.cardName).toBe(true);
  });
});

describe('demo users', () => {
  async function userByPhone(phone: string) {
    const [row] = await app.ctx.db.select().from(users).where(eq(users.phone, phone));
    if (!row) throw new Error(`no demo user ${phone}`);
    return row;
  }

  async function ledgerSum(userId: number): Promise<number> {
    const [row] = await app.ctx.db
      .select({ total: sum(pointsLedger.delta), n: count() })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId));
    expect(row!.n).toBeGreaterThanOrEqual(1);
    return Number(row!.total);
  }

  it('seeds the owner 13800000001 as master, authed, whitelisted with at least 10000 E-value', async () => {
    const owner = await userByPhone('13800000001');
    expect(owner).toMatchObject({ isMaster: true, isAuthed: true, inWhitelist: true });
    expect(owner.pointsBalance).toBeGreaterThanOrEqual(10_000);
  });

  it('seeds 13800000002 as an ordinary user with little E-value', async () => {
    const ordinary = await userByPhone('13800000002');
    expect(ordinary).toMatchObject({ isMaster: false, isAuthed: false, inWhitelist: false, hasBigOrder: false });
    expect(ordinary.pointsBalance).toBeGreaterThan(0);
    expect(ordinary.pointsBalance).toBeLessThan(1_000);
  });

  it.each(demoUsers.map((u) => [u.phone]))('keeps the points balance of %s equal to its ledger sum', async (phone) => {
    const user = await userByPhone(phone);
    expect(await ledgerSum(user.id)).toBe(user.pointsBalance);
    const ledger = await app.ctx.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, user.id))
      .orderBy(asc(pointsLedger.id));
    expect(ledger.at(-1)!.balanceAfter).toBe(user.pointsBalance);
  });
});

describe('seedIfEmpty', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp({ seed: false });
  });
  afterAll(() => empty.close());

  it(
    'seeds an empty database once, draws every picture, and adds nothing on a second call',
    async () => {
      expect((await tableCounts(empty)).pages).toBe(0);

      await seedIfEmpty(empty.ctx);
      const first = await tableCounts(empty);
      // Besides seedDemoData, seedIfEmpty buys the owner's installed charger through checkout: the
      // E-value that order earned is one more ledger row, and its install made its warranty card.
      const template = await tableCounts(app);
      expect(first).toEqual({ ...template, ledger: template.ledger + 1 });
      const cards = await empty.ctx.db.select().from(warrantyCards);
      expect(cards.map((c) => [c.months, c.storeName !== null, c.vin])).toEqual([[36, true, demoCar.vin]]);
      expect(first.goods).toBe(seedGoods.length);

      const dir = mediaDir(empty.dataDir);
      const files = fs.readdirSync(dir).filter((f) => f.endsWith('.webp')).sort();
      const expected = [...new Set(allPictureSpecs().map((p) => p.file))].sort();
      expect(files).toEqual(expected);
      expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      const mtimes = new Map(files.map((f) => [f, fs.statSync(`${dir}/${f}`).mtimeMs]));

      await seedIfEmpty(empty.ctx);
      expect(await tableCounts(empty)).toEqual(first);
      // The pictures already there are not drawn again.
      for (const f of files) expect(fs.statSync(`${dir}/${f}`).mtimeMs, f).toBe(mtimes.get(f));
    },
    180_000,
  );
});
