import { ActivityType, CrowdfundStatus, MEDIA_BASE, productPageUrl } from '@emall/contract';
import { count, sql } from 'drizzle-orm';
import { crowdfundNoOf } from '@emall/domain';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { users } from '../modules/auth/auth.table.ts';
import { insertKindInfo } from '../modules/catalogue/catalogue.repository.ts';
import { goods, goodsCrowdfunds, goodsSkus } from '../modules/catalogue/catalogue.table.ts';
import { mediaDir } from '../modules/media/media.service.ts';
import { pages } from '../modules/pages/pages.table.ts';
import { pointsLedger } from '../modules/points/points.table.ts';
import { seedAgreementsIfMissing, seedAgreementTexts } from './agreements.ts';
import { goodsPictureSpecs, seedBanners, seedBigImage, seedGoods } from './catalogue.ts';
import { seedHeldCoupons } from './checkout.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { seedOperators, seedOperatorsIfMissing } from './operators.ts';
import { drawPictures } from './pictures.ts';
import { seedPlaces, seedStoresIfMissing } from './places.ts';
import { seedShopper } from './shopper.ts';
import { seedStorefront, storefrontPictureSpecs } from './storefront.ts';
import { seedInstalledCharger, warrantyTermsOf } from './warranty.ts';

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

export { demoPageCodes } from './storefront.ts';

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
    ...storefrontPictureSpecs(),
  ];
}

/** Inserts the demo catalogue, users, pages, rights pools and articles. Pictures are drawn separately (`drawDemoPictures`). */
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
        ...warrantyTermsOf(g),
        sort: index,
      })
      .returning({ id: goods.id });
    const goodsId = row!.id;
    ids.set(g.key, goodsId);
    const kind = g.kind ?? {};
    await insertKindInfo(db, [
      {
        goodsId,
        identificationType: kind.identificationType ?? null,
        useType: kind.useType ?? null,
        needVin: kind.needVin ?? false,
        validDays: kind.validDays ?? 0,
        agreementType: kind.agreementType ?? null,
        previewUrl: kind.preview ? media(pictures[1]!.file) : '',
        faceValueFen: kind.faceValueFen ?? 0,
        fitModels: kind.fitModels ?? [],
        installHours: kind.installHours ?? 0,
        adsTitle: kind.adsTitle ?? '',
      },
    ]);
    if (g.skus.length) {
      await db.insert(goodsSkus).values(
        g.skus.map((s, i) => ({
          goodsId,
          code: `${g.key}-${i + 1}`.toUpperCase(),
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
        crowdfundNo: crowdfundNoOf(goodsId),
        status: cf.startInHours > 0 ? CrowdfundStatus.CrowdfundPreheat : CrowdfundStatus.Crowdfunding,
        targetType: cf.targetType,
        targetValue: cf.targetValue,
        startAt: new Date(now.getTime() + cf.startInHours * HOUR_MS),
        endAt: new Date(now.getTime() + cf.endInHours * HOUR_MS),
        baseJoinPeople: cf.supporters,
        baseAmountFen: cf.currentAmountFen,
        baseQuantity: cf.currentQuantity,
      });
    }
  }

  const idOf = (key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`seed refers to unknown goods ${key}`);
    return id;
  };
  const urlOf = (key: string) => {
    const g = seedGoods.find((s) => s.key === key)!;
    return productPageUrl({ bizType: g.bizType, virtualType: g.virtualType ?? null, annexType: g.annexType ?? null }, idOf(key));
  };
  await seedStorefront(db, now, { idOf, urlOf });

  const userIds = new Map<string, number>();
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
    userIds.set(u.phone, row!.id);
    await db.insert(pointsLedger).values({
      userId: row!.id,
      delta: u.points,
      balanceAfter: u.points,
      reason: '新用户礼包',
      idempotencyKey: `seed:${u.phone}`,
    });
  }

  await seedShopper(db, now, { idOf, userIdOf: (phone) => userIds.get(phone)! });
  await seedPlaces(db, { userIdOf: (phone) => userIds.get(phone)! });
  await seedHeldCoupons(db, now, { userIdOf: (phone) => userIds.get(phone)! });
  await seedAgreementTexts(db);
  await seedOperators(db, now);
}

async function isDatabaseEmpty(db: Executor): Promise<boolean> {
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
      await seedStoresIfMissing(tx);
      await seedOperatorsIfMissing(tx, ctx.clock.now());
      return false;
    }
    await seedDemoData(tx, ctx.clock.now());
    return true;
  });
  // Orders go through checkout and the cashier, which run their own transactions: after the seed's.
  if (seeded) await seedInstalledCharger(ctx);
  if (seeded && ctx.config.seedDemoActivity) await seedDemoActivity(ctx);
  const drawn = await drawPictures(mediaDir(ctx.config.dataDir), allPictureSpecs());
  if (seeded || drawn) ctx.log.info({ seeded, picturesDrawn: drawn }, 'demo data ready');
}
