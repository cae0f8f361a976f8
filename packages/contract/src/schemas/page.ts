import { Type, type Static } from 'typebox';
import { GoodsCard } from './goods.ts';
import { CouponCard } from './rights.ts';

/** One image of a module with its text and jump, §3. */
export const ModuleImage = Type.Object({
  picture: Type.String(),
  title: Type.String(),
  subTitle: Type.String(),
  color: Type.String(),
  subColor: Type.String(),
  /** What a tap opens: a link, a productId, a page code… depending on jumpType. */
  content: Type.String(),
  /** Column jump type, §2; empty when the image does not jump. */
  jumpType: Type.String(),
  /** Pixel size of the source picture, so the page can reserve its box before it loads. */
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ModuleImage = Static<typeof ModuleImage>;

/** A tab of the sticky top-tab bar (§2): title, content code (a page code), tracking data. */
export const TopTab = Type.Object({
  title: Type.String(),
  contentCode: Type.String(),
  trackData: Type.Record(Type.String(), Type.String()),
});
export type TopTab = Static<typeof TopTab>;

/** Seasonal skin of the tab header (§3 h5SkinData). Times are epoch ms. */
export const SkinData = Type.Object({
  startTime: Type.Integer(),
  endTime: Type.Integer(),
  materialData: Type.Array(Type.Object({ dataType: Type.String(), dataUrl: Type.String() })),
});
export type SkinData = Static<typeof SkinData>;

/** One page module, §3. */
export const PageModule = Type.Object({
  id: Type.String(),
  columnType: Type.String(),
  colName: Type.String(),
  showColName: Type.Boolean(),
  colNameColor: Type.String(),
  colNameBgType: Type.Integer(),
  colBgContent: Type.String(),
  images: Type.Array(ModuleImage),
  goodsList: Type.Array(GoodsCard),
  /** Coupon, card and coupon-card modules. */
  cardsList: Type.Array(CouponCard),
  /** Top-tab modules: each tab loads its own page code (§2). */
  tabs: Type.Array(TopTab),
  jumpButtonName: Type.String(),
  jumpUrl: Type.String(),
  showBuyButton: Type.Boolean(),
  buyButtonText: Type.String(),
  /** Rich-text HTML for the rich-text module (sanitised on the client before it is shown). */
  richText: Type.String(),
});
export type PageModule = Static<typeof PageModule>;

/** GET /hermes/v2/material/page-management, §7; page config of §3. */
export const PageConfig = Type.Object({
  pageCode: Type.String(),
  pageTitle: Type.String(),
  status: Type.Integer(),
  pageBgColor: Type.String(),
  pageBgUrl: Type.String(),
  searchEnable: Type.Boolean(),
  searchUrl: Type.String(),
  h5SkinData: Type.Union([SkinData, Type.Null()]),
  /** Modules; empty for a page that is not published. */
  moduleList: Type.Array(PageModule),
});
export type PageConfig = Static<typeof PageConfig>;

export const PageQuery = Type.Object({
  pageCode: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  bizType: Type.Optional(Type.String({ maxLength: 8, pattern: '^[0-9]+$' })),
  /** Cache-busting value the client may add, §7; ignored. */
  _t: Type.Optional(Type.String({ maxLength: 32 })),
  /** A console preview token: the page's draft instead of what is published, never cached. */
  preview: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
});
export type PageQuery = Static<typeof PageQuery>;

/** GET /v5/appMaterial/getMaterialInfo (§7): e.g. materialCode home_skin. */
export const MaterialInfoQuery = Type.Object({
  materialCode: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$' }),
});
export type MaterialInfoQuery = Static<typeof MaterialInfoQuery>;
/** The material in force now (the home skin: its h5SkinData), or null. */
export const MaterialInfo = Type.Union([SkinData, Type.Null()]);
export type MaterialInfo = Static<typeof MaterialInfo>;
