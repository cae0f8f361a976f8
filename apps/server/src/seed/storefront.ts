import {
  ColNameBgType,
  ColumnJumpType,
  ColumnType,
  FeedItemType,
  GoodsType,
  HomeRoute,
  MEDIA_BASE,
  PageStatus,
  SEARCH_ROUTE,
  type TopTab,
} from '@emall/contract';
import type { Executor } from '../db/client.ts';
import { writeArticles } from '../modules/articles/articles.service.ts';
import { feedItems, pageModules, pages, type ModuleImageRow } from '../modules/pages/pages.table.ts';
import { rightsPools } from '../modules/rights/rights.table.ts';
import { articlePictureSpecs, seedArticles } from './articles.ts';
import { seedBanners, seedBigImage, type SeedBanner } from './catalogue.ts';
import type { PictureSpec } from './pictures.ts';
import { poolPicture, poolRow, seedPools } from './rights.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Demo pages (page codes, README): the shop home, the category homes, a landing page, and one per page state of §2. */
export const demoPageCodes = {
  shop: 'shop',
  intellect: 'intellect',
  light: 'light',
  attachment: 'attachment',
  winterFest: 'winter-fest',
  unpublished: 'demo-unpublished',
  undercarriage: 'demo-undercarriage',
  empty: 'demo-empty',
} as const;

/** The seeded goods by catalogue key. */
export interface GoodsRefs {
  idOf(key: string): number;
  /** The product page a goods jump opens (its share URL). */
  urlOf(key: string): string;
}

function media(file: string): string {
  return `${MEDIA_BASE}/${file}`;
}

interface PagePicture extends PictureSpec {
  title: string;
  subTitle?: string;
}

const icon = (file: string, motif: PictureSpec['motif'], ink: string, palette: readonly [string, string], title: string): PagePicture => ({
  file,
  motif,
  ink,
  palette,
  width: 240,
  height: 240,
  scale: 1.2,
  title,
});

const navigationIcons = {
  intellect: icon('nav-intellect.webp', 'chip', '#3A3F9E', ['#EAEAF6', '#C3C4E8'], '智能服务'),
  light: icon('nav-light.webp', 'stars', '#F5D76E', ['#E9E8F6', '#C1BDE6'], '轻改装'),
  attachment: icon('nav-attachment.webp', 'charger', '#1D4ED8', ['#E8F0FB', '#B7CDEE'], '配件家充'),
  winter: icon('nav-winter.webp', 'snowflake', '#1F5F82', ['#EAF3F8', '#BCD7E6'], '冬季焕新'),
  sound: icon('nav-sound.webp', 'sound', '#6B3FA0', ['#F2ECF8', '#D3C2EA'], '星际音效'),
};

const banner = (file: string, motif: PictureSpec['motif'], ink: string, palette: readonly [string, string], title: string, subTitle: string): PagePicture => ({
  file,
  motif,
  ink,
  palette,
  width: 1080,
  height: 540,
  title,
  subTitle,
});

const multiImages = {
  fest: { ...banner('multi-fest.webp', 'snowflake', '#1B3A8A', ['#DCE6FB', '#7F9FE6'], '冬季主会场', '好物低至5折'), width: 540, height: 540 },
  light: { ...banner('multi-light.webp', 'wheel', '#5A6270', ['#EDEDED', '#C9C9C9'], '轻改专区', '门店安装'), width: 540, height: 540 },
  camping: { ...banner('multi-camping.webp', 'tent', '#3E6B22', ['#E4F1DA', '#9CC77E'], '露营装备', '预售立减'), width: 540, height: 540 },
};

const categoryBanners = {
  intellect: banner('home-intellect.webp', 'chip', '#3A3F9E', ['#EAEAF6', '#9EA1DC'], '智能服务', '城市领航 年付更优惠'),
  light: banner('home-light.webp', 'wheel', '#3D4F63', ['#EDEDED', '#A9B1BC'], '轻改装', '锻造轮毂 星空顶 门店安装'),
  attachment: banner('home-attachment.webp', 'charger', '#1D4ED8', ['#E8F0FB', '#8FB0E6'], '配件·家充', '家充桩含基础安装'),
  winterFest: banner('fest-winter.webp', 'snowflake', '#1B3A8A', ['#DCE6FB', '#6E8FDB'], '冬季焕新季', '领券再享满减'),
};

const skinPictures = {
  header: { file: 'skin-winter-header.webp', motif: 'snowflake', ink: '#FFFFFF', palette: ['#6E8FDB', '#1B3A8A'], width: 1080, height: 360, scale: 0.8 },
  tab: { file: 'skin-winter-tab.webp', motif: 'snowflake', ink: '#DCE6FB', palette: ['#1B3A8A', '#14296B'], width: 1080, height: 120, scale: 0.6 },
} satisfies Record<string, PictureSpec>;

/** Every picture the pages, rights and articles refer to. */
export function storefrontPictureSpecs(): PictureSpec[] {
  return [
    ...Object.values(navigationIcons),
    ...Object.values(multiImages),
    ...Object.values(categoryBanners),
    ...Object.values(skinPictures),
    ...seedPools.map(poolPicture),
    ...articlePictureSpecs(),
  ];
}

function image(p: PagePicture, jumpType: string, content: string): ModuleImageRow {
  return {
    picture: media(p.file),
    title: p.title,
    subTitle: p.subTitle ?? '',
    color: '#FFFFFF',
    subColor: '#F2F4F8',
    jumpType,
    content,
    width: p.width,
    height: p.height,
  };
}

function section(colName: string) {
  return { colName, showColName: true, colNameColor: '#1A1A1A', colNameBgType: ColNameBgType.bgcolor, colBgContent: '' };
}

const tabs: TopTab[] = [
  { title: '商城', contentCode: demoPageCodes.shop },
  { title: '智能', contentCode: demoPageCodes.intellect },
  { title: '轻改', contentCode: demoPageCodes.light },
  { title: '配件', contentCode: demoPageCodes.attachment },
].map((t, i) => ({ ...t, trackData: { tabName: t.title, tabIndex: String(i), pageCode: t.contentCode } }));

/** Goods of the home feed, mixed evenly with every article. */
const feedGoods = [
  'car-model', 'backpack', 'cup', 'cap', 'tent', 'powerbank', 'sunshade', 'storage', 'charger', 'wheel',
  'starlight', 'flow', 'intellect', 'service-package', 'car-wash', 'sound', 'wallpaper', 'digital-key', 'charge-card', 'keychain-cf',
];

/** Inserts the pages, their modules and feed, the rights pools and the articles; one call inside the seed's transaction. */
export async function seedStorefront(db: Executor, now: Date, goods: GoodsRefs): Promise<void> {
  const poolRows = await db
    .insert(rightsPools)
    .values(seedPools.map((p) => poolRow(p, now, media)))
    .returning({ id: rightsPools.id, cardName: rightsPools.cardName });
  const poolIdByName = new Map(poolRows.map((r) => [r.cardName, r.id]));
  const poolIds = (...keys: string[]) => keys.map((k) => poolIdByName.get(seedPools.find((p) => p.key === k)!.cardName)!);

  const articleRows = await writeArticles(
    db,
    seedArticles.map((a) => {
      const publishedAt = new Date(now.getTime() - a.ageHours * HOUR_MS);
      return {
        title: a.title,
        coverUrl: media(a.cover.file),
        coverWidth: a.cover.width,
        coverHeight: a.cover.height,
        authorName: a.author.name,
        authorAvatarUrl: media(a.author.avatar.file),
        likeCount: a.likeCount,
        bodyHtml: a.bodyHtml,
        createdAt: publishedAt,
        publishedAt,
      };
    }),
  );
  // Titles are unique in the demo data; rows are matched by them, not by the order returned.
  const articleIdByTitle = new Map(articleRows.map((r) => [r.title, r.id]));
  const articleIds = seedArticles.map((a) => articleIdByTitle.get(a.title)!);

  await db.insert(pages).values([
    {
      pageCode: demoPageCodes.shop,
      bizType: 1002,
      pageTitle: '曜川商城 · 冬季焕新季 精品好物限时特惠',
      status: PageStatus.published,
      searchEnable: true,
      searchUrl: SEARCH_ROUTE,
      skinStartsAt: new Date(now.getTime() - DAY_MS),
      skinEndsAt: new Date(now.getTime() + 30 * DAY_MS),
      skinMaterial: [
        { dataType: 'headerBg', dataUrl: media(skinPictures.header.file) },
        { dataType: 'tabBg', dataUrl: media(skinPictures.tab.file) },
      ],
    },
    { pageCode: demoPageCodes.intellect, bizType: GoodsType.virtual, pageTitle: '智能服务', status: PageStatus.published },
    { pageCode: demoPageCodes.light, bizType: GoodsType.lightModification, pageTitle: '轻改装', status: PageStatus.published },
    { pageCode: demoPageCodes.attachment, bizType: GoodsType.attachment, pageTitle: '配件·家充', status: PageStatus.published },
    { pageCode: demoPageCodes.winterFest, pageTitle: '冬季焕新季 · 主会场', status: PageStatus.published, pageBgColor: '#EEF3FB' },
    { pageCode: demoPageCodes.unpublished, pageTitle: '春季新品预告', status: PageStatus.unpublished },
    { pageCode: demoPageCodes.undercarriage, pageTitle: '国庆出行节', status: PageStatus.undercarriage },
    { pageCode: demoPageCodes.empty, pageTitle: '敬请期待', status: PageStatus.published },
  ]);

  const goodsJump = (b: SeedBanner): ModuleImageRow => image(b, ColumnJumpType.goods, goods.urlOf(b.goodsKey));
  const ids = (...keys: string[]) => keys.map(goods.idOf);
  const shop = demoPageCodes.shop;

  const [feedModule] = await db
    .insert(pageModules)
    .values([
      { pageCode: shop, sort: 10, columnType: ColumnType.carousel, images: seedBanners.map(goodsJump) },
      {
        pageCode: shop,
        sort: 15,
        columnType: ColumnType.navigation,
        images: [
          image(navigationIcons.intellect, ColumnJumpType.URL, HomeRoute.intellect),
          image(navigationIcons.light, ColumnJumpType.URL, HomeRoute.light),
          image(navigationIcons.attachment, ColumnJumpType.URL, HomeRoute.attachment),
          image(navigationIcons.winter, ColumnJumpType.page, demoPageCodes.winterFest),
          image(navigationIcons.sound, ColumnJumpType.goods, goods.urlOf('sound')),
        ],
      },
      {
        pageCode: shop,
        sort: 20,
        columnType: ColumnType.coupon,
        ...section('领券中心'),
        cardPoolIds: poolIds('welcome', 'three-left', 'sold-out', 'expired', 'not-started'),
      },
      { pageCode: shop, sort: 25, columnType: ColumnType.crowdfund, ...section('众筹专区'), goodsIds: ids('powerbank', 'keychain-cf', 'diffuser') },
      { pageCode: shop, sort: 30, columnType: ColumnType.bigImage, images: [goodsJump(seedBigImage)] },
      {
        pageCode: shop,
        sort: 35,
        columnType: ColumnType.card,
        ...section('E值兑换'),
        cardPoolIds: poolIds('aroma-card', 'wash-card', 'maintenance-card'),
      },
      {
        pageCode: shop,
        sort: 40,
        columnType: ColumnType.oneRowOneCol,
        ...section('车主专享'),
        goodsIds: ids('jacket', 'gift'),
        showBuyButton: true,
        buyButtonText: '去看看',
      },
      {
        pageCode: shop,
        sort: 45,
        columnType: ColumnType.multiImage,
        ...section('热门活动'),
        images: [
          image(multiImages.fest, ColumnJumpType.page, demoPageCodes.winterFest),
          image(multiImages.light, ColumnJumpType.URL, HomeRoute.light),
          image(multiImages.camping, ColumnJumpType.goods, goods.urlOf('tent')),
        ],
      },
      {
        pageCode: shop,
        sort: 50,
        columnType: ColumnType.oneRowTwoCol,
        ...section('精品推荐'),
        goodsIds: ids('car-model', 'backpack', 'cup', 'cap', 'tent', 'umbrella'),
        showBuyButton: true,
        buyButtonText: '购买',
      },
      {
        pageCode: shop,
        sort: 55,
        columnType: ColumnType.couponCards,
        ...section('服务卡券'),
        cardPoolIds: poolIds('wash-voucher', 'attachment-discount'),
      },
      {
        pageCode: shop,
        sort: 60,
        columnType: ColumnType.oneRowBigImage,
        ...section('人气轻改'),
        goodsIds: ids('wheel', 'starlight'),
        showBuyButton: true,
        buyButtonText: '去看看',
      },
      {
        pageCode: shop,
        sort: 65,
        columnType: ColumnType.oneRowScroll,
        ...section('数字好物'),
        goodsIds: ids('flow', 'wallpaper', 'sound', 'charge-card', 'digital-key'),
        jumpButtonName: '查看全部',
        jumpUrl: HomeRoute.intellect,
      },
      {
        pageCode: shop,
        sort: 70,
        columnType: ColumnType.richText,
        ...section('购物须知'),
        richText:
          '<p>商城商品由曜川汽车官方发货，<strong>E值</strong>可按 10 E值 = ¥1 抵扣现金。</p>' +
          '<ul><li>虚拟商品兑换后不支持退款。</li><li>精品商品支持7天无理由退货。</li><li>客服热线 400-820-6688，每日 9:00-21:00。</li></ul>',
      },
      { pageCode: shop, sort: 80, columnType: ColumnType.feeds, ...section('为你推荐') },
    ])
    .returning({ id: pageModules.id, columnType: pageModules.columnType })
    .then((rows) => rows.filter((r) => r.columnType === ColumnType.feeds));

  // Goods spread evenly among the articles: item k is goods when the goods' share steps up.
  const total = feedGoods.length + articleIds.length;
  const feed: (typeof feedItems.$inferInsert)[] = [];
  let g = 0;
  let a = 0;
  for (let k = 0; k < total; k++) {
    const isGoods = Math.floor(((k + 1) * feedGoods.length) / total) > Math.floor((k * feedGoods.length) / total);
    feed.push(
      isGoods
        ? { moduleId: feedModule!.id, sort: k, itemType: FeedItemType.product, goodsId: goods.idOf(feedGoods[g++]!) }
        : { moduleId: feedModule!.id, sort: k, itemType: FeedItemType.pgc, articleId: articleIds[a++]! },
    );
  }
  await db.insert(feedItems).values(feed);

  const home = (pageCode: string, bannerPic: PagePicture, goodsKey: string, sort = 10) => ({
    pageCode,
    sort,
    columnType: ColumnType.bigImage,
    images: [image(bannerPic, ColumnJumpType.goods, goods.urlOf(goodsKey))],
  });
  await db.insert(pageModules).values([
    home(demoPageCodes.intellect, categoryBanners.intellect, 'intellect'),
    {
      pageCode: demoPageCodes.intellect,
      sort: 20,
      columnType: ColumnType.oneRowTwoCol,
      ...section('智能服务'),
      goodsIds: ids('intellect', 'flow', 'service-package', 'digital-key'),
      showBuyButton: true,
      buyButtonText: '购买',
    },
    {
      pageCode: demoPageCodes.intellect,
      sort: 30,
      columnType: ColumnType.oneRowScroll,
      ...section('车机娱乐'),
      goodsIds: ids('sound', 'wallpaper', 'charge-card', 'car-wash'),
    },
    home(demoPageCodes.light, categoryBanners.light, 'wheel'),
    {
      pageCode: demoPageCodes.light,
      sort: 20,
      columnType: ColumnType.oneRowOneCol,
      ...section('门店安装'),
      goodsIds: ids('wheel', 'starlight'),
      showBuyButton: true,
      buyButtonText: '去看看',
    },
    home(demoPageCodes.attachment, categoryBanners.attachment, 'charger'),
    {
      pageCode: demoPageCodes.attachment,
      sort: 20,
      columnType: ColumnType.oneRowTwoCol,
      ...section('原厂配件'),
      goodsIds: ids('sunshade', 'storage', 'charger'),
      showBuyButton: true,
      buyButtonText: '购买',
    },
    {
      pageCode: demoPageCodes.attachment,
      sort: 30,
      columnType: ColumnType.coupon,
      ...section('配件优惠'),
      cardPoolIds: poolIds('attachment-discount'),
    },
    { pageCode: demoPageCodes.winterFest, sort: 10, columnType: ColumnType.topTab, tabs },
    home(demoPageCodes.winterFest, categoryBanners.winterFest, 'tent', 20),
    {
      pageCode: demoPageCodes.winterFest,
      sort: 30,
      columnType: ColumnType.coupon,
      ...section('冬季好券'),
      cardPoolIds: poolIds('welcome', 'three-left'),
    },
    {
      pageCode: demoPageCodes.winterFest,
      sort: 40,
      columnType: ColumnType.oneRowTwoCol,
      ...section('冬季好物'),
      goodsIds: ids('cup', 'cap', 'umbrella', 'backpack'),
      showBuyButton: true,
      buyButtonText: '购买',
    },
  ]);
}
