import { Type, type Static } from 'typebox';
import { ColNameBgType, ColumnJumpType, ColumnType, FeedItemType, PageStatus } from '../codes.ts';
import { ACTIVITY_ROUTE, HomeRoute } from '../routes.ts';
import { ModuleImage, SkinData, TopTab } from '../schemas/page.ts';

/** Console words of the page editor: module names (§2's fifteen types), statuses, draft problems. */
export const ColumnTypeName: Record<ColumnType, string> = {
  carousel: '轮播图',
  bigImage: '大图',
  multiImage: '多图',
  richText: '富文本',
  oneRowScroll: '一行滑动',
  oneRowOneCol: '一行一列',
  oneRowTwoCol: '一行两列',
  oneRowBigImage: '一行大图',
  navigation: '导航',
  feeds: '信息流',
  crowdfund: '众筹',
  topTab: '顶部标签',
  card: '权益卡',
  coupon: '优惠券',
  couponCards: '卡券',
};

/** Which fields each module type uses (§2): the page-editing rules check them, the editor shows them. */
export const ModuleTypesWith = {
  /** Pictures with their jumps. */
  images: new Set<string>([ColumnType.carousel, ColumnType.bigImage, ColumnType.multiImage, ColumnType.navigation]),
  /** Goods cards. */
  goods: new Set<string>([ColumnType.oneRowScroll, ColumnType.oneRowOneCol, ColumnType.oneRowTwoCol, ColumnType.oneRowBigImage, ColumnType.crowdfund]),
  /** Rights pools (cardsList). */
  cards: new Set<string>([ColumnType.card, ColumnType.coupon, ColumnType.couponCards]),
  buyButton: new Set<string>([ColumnType.oneRowOneCol, ColumnType.oneRowTwoCol, ColumnType.oneRowBigImage]),
  jumpButton: new Set<string>([ColumnType.oneRowScroll]),
} as const satisfies Record<string, ReadonlySet<string>>;

export const ColumnJumpTypeName: Record<ColumnJumpType, string> = {
  URL: '链接',
  goods: '商品',
  equity: '权益兑换',
  PGC: 'PGC文章',
  H5: 'H5页面',
  page: '页面',
};

export const PageStatusName: Record<PageStatus, string> = {
  [PageStatus.unpublished]: '草稿',
  [PageStatus.published]: '已发布',
  [PageStatus.undercarriage]: '已下架',
};

/** Why a draft cannot be saved or published: one text per rule of the page-editing rules (domain). */
export const PageDraftProblem = {
  imagesRequired: '请至少添加一张图片',
  oneImageOnly: '只能有一张图片',
  multiImageCount: '需要2到6张图片',
  jumpContentRequired: '已选择跳转类型,请填写跳转内容',
  jumpTypeUnknown: '跳转类型无效',
  goodsRequired: '请至少选择一个商品',
  goodsDuplicate: '商品重复',
  goodsUnknown: '商品不存在或已下架',
  cardsRequired: '请至少选择一张券',
  cardsDuplicate: '券重复',
  cardsUnknown: '券不存在',
  richTextRequired: '请填写富文本内容',
  feedRequired: '请至少添加一条信息流内容',
  feedItemUnknown: '信息流内容不存在或未发布',
  tabsRequired: '顶部标签至少需要两个',
  tabIncomplete: '请填写标签名称和页面编码',
  topTabFirst: '顶部标签只能是第一个模块',
  colorInvalid: '颜色须为 #RRGGBB 格式',
  titleRequired: '请填写页面标题',
  skinWindowInvalid: '换肤结束时间须晚于开始时间',
  skinMaterialRequired: '换肤需要至少一张素材',
  tooManyModules: '模块不能超过50个',
  hotWordBlank: '热词不能为空',
  hotWordTooLong: '热词不能超过20个字',
  hotWordDuplicate: '热词重复',
  hotWordsTooMany: '热词不能超过20个',
} as const;
export type PageDraftProblem = keyof typeof PageDraftProblem;

/** A draft problem found at module `moduleIndex` (0-based), or of the page itself. */
export interface PageDraftIssue {
  problem: PageDraftProblem;
  moduleIndex?: number;
  columnType?: string;
}

/** The Chinese message a 400 carries for a draft problem, naming the module at fault. */
export function pageDraftMessage(issue: PageDraftIssue): string {
  const text = PageDraftProblem[issue.problem];
  if (issue.moduleIndex === undefined) return text;
  const name = ColumnTypeName[issue.columnType as ColumnType] ?? issue.columnType ?? '';
  return `第${issue.moduleIndex + 1}个模块(${name}):${text}`;
}

const Color = Type.String({ maxLength: 16 });
const ShortText = Type.String({ maxLength: 64 });
const Url = Type.String({ maxLength: 1024 });
const Id = Type.Integer({ minimum: 1 });

/** A feed entry of a feeds module: goods (type 2) or a PGC article (type 4), by id. */
export const DraftFeedItem = Type.Object({
  itemType: Type.Union([Type.Literal(FeedItemType.product), Type.Literal(FeedItemType.pgc)]),
  id: Id,
});
export type DraftFeedItem = Static<typeof DraftFeedItem>;

/** A module as the console edits it: the fields of §3's page module, goods, pools and articles by id. */
export const DraftModule = Type.Object({
  columnType: Type.Enum(ColumnType),
  colName: ShortText,
  showColName: Type.Boolean(),
  colNameColor: Color,
  colNameBgType: Type.Union([Type.Literal(ColNameBgType.bgcolor), Type.Literal(ColNameBgType.bgimg)]),
  colBgContent: Url,
  images: Type.Array(ModuleImage, { maxItems: 20 }),
  goodsIds: Type.Array(Id, { maxItems: 50 }),
  cardPoolIds: Type.Array(Id, { maxItems: 20 }),
  tabs: Type.Array(TopTab, { maxItems: 10 }),
  feedItems: Type.Array(DraftFeedItem, { maxItems: 200 }),
  jumpButtonName: ShortText,
  jumpUrl: Url,
  showBuyButton: Type.Boolean(),
  buyButtonText: ShortText,
  richText: Type.String({ maxLength: 20_000 }),
});
export type DraftModule = Static<typeof DraftModule>;

/** A page's draft: its settings and ordered modules. Publishing makes it what the shop serves. */
export const PageDraft = Type.Object({
  pageTitle: Type.String({ maxLength: 64 }),
  pageBgColor: Color,
  pageBgUrl: Url,
  searchEnable: Type.Boolean(),
  searchUrl: Url,
  /** The seasonal skin window (§3 h5SkinData), or none. */
  skin: Type.Union([SkinData, Type.Null()]),
  moduleList: Type.Array(DraftModule, { maxItems: 80 }),
});
export type PageDraft = Static<typeof PageDraft>;

/** A row of the console's page list. */
export const AdminPageSummary = Type.Object({
  pageCode: Type.String(),
  bizType: Type.Union([Type.Integer(), Type.Null()]),
  pageTitle: Type.String(),
  status: Type.Integer(),
  /** The version the shop serves, 0 before the first publish from the console. */
  publishedVersion: Type.Integer(),
  /** A saved draft differs from what is published. */
  draftPending: Type.Boolean(),
  updatedAt: Type.String(),
});
export type AdminPageSummary = Static<typeof AdminPageSummary>;

export const AdminPageListQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
  bizType: Type.Optional(Type.Integer({ minimum: 0 })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
});
export type AdminPageListQuery = Static<typeof AdminPageListQuery>;

export const AdminPageList = Type.Array(AdminPageSummary);
export type AdminPageList = Static<typeof AdminPageList>;

export const PageCodeParams = Type.Object({ pageCode: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
export type PageCodeParams = Static<typeof PageCodeParams>;

/** A new page: its code, title and optional business type; it starts unpublished with an empty draft. */
export const CreatePageBody = Type.Object({
  pageCode: PageCodeParams.properties.pageCode,
  pageTitle: Type.String({ minLength: 1, maxLength: 64 }),
  bizType: Type.Optional(Type.Integer({ minimum: 1, maximum: 99_999 })),
});
export type CreatePageBody = Static<typeof CreatePageBody>;

/** The editor's view of a page: its summary and its draft (the published content when no draft is saved). */
export const AdminPageDetail = Type.Object({
  page: AdminPageSummary,
  draft: PageDraft,
});
export type AdminPageDetail = Static<typeof AdminPageDetail>;

export const PageVersion = Type.Object({
  version: Type.Integer(),
  publishedAt: Type.String(),
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
});
export const PageVersionList = Type.Array(PageVersion);
export type PageVersionList = Static<typeof PageVersionList>;

export const PageVersionParams = Type.Object({
  pageCode: PageCodeParams.properties.pageCode,
  version: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }),
});
export type PageVersionParams = Static<typeof PageVersionParams>;

/** The shop route that shows a page (§2): its home route, or the landing page with its code; with a preview token. */
export function pagePreviewUrl(pageCode: string, token: string): string {
  const home = (HomeRoute as Record<string, string>)[pageCode];
  const preview = `preview=${encodeURIComponent(token)}`;
  return home ? `${home}?${preview}` : `${ACTIVITY_ROUTE}?pageCode=${encodeURIComponent(pageCode)}&${preview}`;
}

/** How long a page preview token lets the shop show a draft. */
export const PAGE_PREVIEW_MINUTES = 10;

/** A short-lived, operator-only token that lets the shop's page route show this page's draft. */
export const PagePreviewToken = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  /** The shop route that renders the page, with the token: what the console frames. */
  previewUrl: Type.String(),
});
export type PagePreviewToken = Static<typeof PagePreviewToken>;

/** Pickers: by keyword, or by ids (comma-separated, in order: the names of what a module already lists). */
export const PickerQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
  ids: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15}){0,49}$' })),
});
export type PickerQuery = Static<typeof PickerQuery>;

export const PickedGoods = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pictureUrl: Type.String(),
  price: Type.Integer(),
});
export const PickedGoodsList = Type.Array(PickedGoods);
export type PickedGoodsList = Static<typeof PickedGoodsList>;

export const PickedCoupon = Type.Object({
  id: Type.Integer(),
  cardName: Type.String(),
  poolName: Type.String(),
  cardType: Type.String(),
  validTimeStr: Type.String(),
});
export const PickedCouponList = Type.Array(PickedCoupon);
export type PickedCouponList = Static<typeof PickedCouponList>;

/** Hot words of one business type's search page, in order (§7 …/search/hot). */
export const HOT_WORDS_MAX = 20;
export const HOT_WORD_MAX_LENGTH = 20;
export const HotWordsBody = Type.Object({
  words: Type.Array(Type.Object({ label: Type.String({ maxLength: 64 }), highlight: Type.Boolean() }), { maxItems: 50 }),
});
export type HotWordsBody = Static<typeof HotWordsBody>;
export const HotWordsParams = Type.Object({ bizType: Type.String({ pattern: '^[1-9][0-9]{0,4}$' }) });
export const HotWordList = Type.Array(Type.Object({ label: Type.String(), highlight: Type.Boolean() }));
export type HotWordList = Static<typeof HotWordList>;

/** What the audit log names the page console's writes by. */
export const PageAuditAction = {
  create: 'page.create',
  saveDraft: 'page.saveDraft',
  publish: 'page.publish',
  unpublish: 'page.unpublish',
  undercarriage: 'page.undercarriage',
  restoreVersion: 'page.restoreVersion',
  preview: 'page.preview',
  uploadPicture: 'page.uploadPicture',
} as const;

export const HotWordsAuditAction = { replace: 'hotWords.replace' } as const;
