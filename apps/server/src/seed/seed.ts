import {
  ActivityType,
  ColNameBgType,
  ColumnJumpType,
  ColumnType,
  CrowdfundStatus,
  MEDIA_BASE,
  PageStatus,
  productPageUrl,
} from '@emall/contract';
import { count, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../modules/auth/auth.table.ts';
import { goods, goodsCrowdfunds, goodsSkus } from '../modules/goods/goods.table.ts';
import { mediaDir } from '../modules/media/media.service.ts';
import { pageModules, pages, type ModuleImageRow } from '../modules/pages/pages.table.ts';
import { pointsLedger } from '../modules/points/points.table.ts';
import { seedAgreementsIfMissing, seedAgreementTexts } from './agreements.ts';
import { goodsPictureSpecs, seedBanners, seedBigImage, seedGoods, type SeedBanner } from './catalogue.ts';
import { drawPictures } from './pictures.ts';

const HOUR_MS = 3_600_000;

/** Demo accounts, documented in the README. */
export const demoUsers = [
  {
    phone: '13800000001',
    nickname: '曜川车主·林',
    isMaster: true,
    isAuthed: true,
    hasBigOrder: true,
    inWhitelist: true,
    points: 50_000,
  },
  {
    phone: '13800000002',
    nickname: '曜川车友·周',
    isMaster: false,
    isAuthed: false,
    hasBigOrder: false,
    inWhitelist: false,
    points: 200,
  },
] as const;

/** Extra pages showing each page state of §2. */
export const demoPageCodes = {
  shop: 'shop',
  unpublished: 'demo-unpublished',
  undercarriage: 'demo-undercarriage',
  empty: 'demo-empty',
} as const;

function media(file: string): string {
  return `${MEDIA_BASE}/${file}`;
}

/** Every picture the demo data refers to. */
export function allPictureSpecs() {
  return [
    ...seedGoods.flatMap((g) => {
      const { pictures, details } = goodsPictureSpecs(g);
      return [...pictures, ...details];
    }),
    ...seedBanners,
    seedBigImage,
  ];
}

/** Inserts the demo catalogue, users and pages. Pictures are drawn separately (`drawDemoPictures`). */
export async function seedDemoData(db: Executor, now: Date): Promise<void> {
  const ids = new Map<string, number>();
  for (const [index, g] of seedGoods.entries()) {
    const { pictures, details } = goodsPictureSpecs(g);
    const cheapest = [...g.skus].sort((a, b) => a.priceFen - b.priceFen || a.eValue - b.eValue)[0];
    const [row] = await db
      .insert(goods)
      .values({
        bizType: g.bizType,
        goodsType: g.goodsType,
        virtualType: g.virtualType ?? null,
        annexType: g.annexType ?? null,
        category: g.category,
        name: g.name,
        saleName: g.saleName,
        description: g.description,
        pictures: pictures.map((p) => media(p.file)),
        detailPictures: details.map((p) => media(p.file)),
        tags: g.tags.map((name) => ({ name })),
        priceFen: cheapest?.priceFen ?? 0,
        productPriceFen: cheapest?.productPriceFen ?? 0,
        eValue: cheapest?.eValue ?? 0,
        deductType: g.deductType,
        deductAmountFen: g.deductAmountFen ?? 0,
        userLimitFlag: g.userLimit !== undefined,
        userLimit: g.userLimit ?? 0,
        preSale: g.preSale ?? 0,
        activityType: g.crowdfund ? ActivityType.CROWDFUNDING : ActivityType.COMMON,
        buyerType: g.buyerType ?? 0,
        role: g.role ?? '',
        whitelist: g.whitelist ?? 0,
        installType: g.installType ?? 0,
        costFree: g.costFree ?? false,
        sort: index,
      })
      .returning({ id: goods.id });
    const goodsId = row!.id;
    ids.set(g.key, goodsId);
    if (g.skus.length) {
      await db.insert(goodsSkus).values(
        g.skus.map((s, i) => ({
          goodsId,
          specsName: s.specsName,
          pictureUrl: media(pictures[i % pictures.length]!.file),
          priceFen: s.priceFen,
          productPriceFen: s.productPriceFen,
          eValue: s.eValue,
          stock: s.stock,
          sort: i,
        })),
      );
    }
    if (g.crowdfund) {
      const cf = g.crowdfund;
      await db.insert(goodsCrowdfunds).values({
        goodsId,
        crowdfundNo: `CF${String(goodsId).padStart(6, '0')}`,
        status: cf.startInHours > 0 ? CrowdfundStatus.CrowdfundPreheat : CrowdfundStatus.Crowdfunding,
        targetType: cf.targetType,
        targetValue: cf.targetValue,
        startAt: new Date(now.getTime() + cf.startInHours * HOUR_MS),
        endAt: new Date(now.getTime() + cf.endInHours * HOUR_MS),
        supportPersonCount: cf.supporters,
        currentAmountFen: cf.currentAmountFen,
        currentQuantity: cf.currentQuantity,
      });
    }
  }

  const idOf = (key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`seed refers to unknown goods ${key}`);
    return id;
  };
  const kindOf = (key: string) => {
    const g = seedGoods.find((s) => s.key === key)!;
    return { bizType: g.bizType, virtualType: g.virtualType ?? null, annexType: g.annexType ?? null };
  };
  const goodsJump = (b: SeedBanner): ModuleImageRow => ({
    picture: media(b.file),
    title: b.title,
    subTitle: b.subTitle,
    color: '#FFFFFF',
    subColor: '#F2F4F8',
    jumpType: ColumnJumpType.goods,
    content: productPageUrl(kindOf(b.goodsKey), idOf(b.goodsKey)),
    width: b.width,
    height: b.height,
  });

  await db.insert(pages).values([
    {
      pageCode: demoPageCodes.shop,
      bizType: 1002,
      pageTitle: '曜川商城 · 冬季焕新季 精品好物限时特惠',
      status: PageStatus.published,
    },
    { pageCode: demoPageCodes.unpublished, pageTitle: '春季新品预告', status: PageStatus.unpublished },
    { pageCode: demoPageCodes.undercarriage, pageTitle: '国庆出行节', status: PageStatus.undercarriage },
    { pageCode: demoPageCodes.empty, pageTitle: '敬请期待', status: PageStatus.published },
  ]);

  const section = (colName: string) => ({
    colName,
    showColName: true,
    colNameColor: '#1A1A1A',
    colNameBgType: ColNameBgType.bgcolor,
    colBgContent: '',
  });
  await db.insert(pageModules).values([
    { pageCode: 'shop', sort: 10, columnType: ColumnType.carousel, images: seedBanners.map(goodsJump) },
    {
      pageCode: 'shop',
      sort: 20,
      columnType: ColumnType.oneRowScroll,
      ...section('众筹专区'),
      goodsIds: ['powerbank', 'keychain-cf', 'diffuser'].map(idOf),
    },
    { pageCode: 'shop', sort: 30, columnType: ColumnType.bigImage, images: [goodsJump(seedBigImage)] },
    {
      pageCode: 'shop',
      sort: 40,
      columnType: ColumnType.oneRowOneCol,
      ...section('车主专享'),
      goodsIds: ['jacket', 'gift'].map(idOf),
      showBuyButton: true,
      buyButtonText: '去看看',
    },
    {
      pageCode: 'shop',
      sort: 50,
      columnType: ColumnType.oneRowTwoCol,
      ...section('精品推荐'),
      goodsIds: ['car-model', 'backpack', 'cup', 'cap', 'tent', 'umbrella'].map(idOf),
      showBuyButton: true,
      buyButtonText: '购买',
    },
  ]);

  for (const u of demoUsers) {
    const [row] = await db
      .insert(users)
      .values({
        phone: u.phone,
        nickname: u.nickname,
        isMaster: u.isMaster,
        isAuthed: u.isAuthed,
        hasBigOrder: u.hasBigOrder,
        inWhitelist: u.inWhitelist,
        pointsBalance: u.points,
        registerSource: 'seed',
      })
      .returning({ id: users.id });
    await db.insert(pointsLedger).values({
      userId: row!.id,
      delta: u.points,
      balanceAfter: u.points,
      reason: '新用户礼包',
      idempotencyKey: `seed:${u.phone}`,
    });
  }

  await seedAgreementTexts(db);
}

export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(pages);
  return (row?.n ?? 0) === 0;
}

/** Seeds an empty database in one transaction and draws any demo picture that is missing. */
export async function seedIfEmpty(ctx: AppContext): Promise<void> {
  const seeded = await ctx.db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL: one seeds, the others then find data.
    await tx.execute(sql`select pg_advisory_xact_lock(7230402)`);
    if (!(await isDatabaseEmpty(tx))) {
      // A database seeded before agreements existed gets them too.
      await seedAgreementsIfMissing(tx);
      return false;
    }
    await seedDemoData(tx, ctx.clock.now());
    return true;
  });
  const drawn = await drawPictures(mediaDir(ctx.config.dataDir), allPictureSpecs());
  if (seeded || drawn) ctx.log.info({ seeded, picturesDrawn: drawn }, 'demo data ready');
}
