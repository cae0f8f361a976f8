import {
  ErrorCode,
  MaterialCode,
  PageStatus,
  SHOP_SERVICE_BUSINESS_TYPE,
  type CouponCard,
  type GoodsCard,
  type PageConfig,
  type PageModule,
  type SkinData,
} from '@emall/contract';
import { CARD_MODULES } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { okJson } from '../../http/envelope.ts';
import { prepareAnswer, type PreparedAnswer } from '../../http/prepared-answer.ts';
import { perContext } from '../../lib/per-context.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { goodsCards } from '../goods/goods.service.ts';
import { couponCards, withUserStates } from '../rights/rights.service.ts';
import { moduleImageOf, type PageFacts } from './page-drafts.view.ts';
import * as repo from './pages.repository.ts';

export type PageKey = { pageCode: string } | { bizType: number };


function toModule(row: repo.PageModuleRow, cardsById: Map<string, GoodsCard>, poolsById: Map<string, CouponCard>): PageModule {
  return {
    id: String(row.id),
    columnType: row.columnType,
    colName: row.colName,
    showColName: row.showColName,
    colNameColor: row.colNameColor,
    colNameBgType: row.colNameBgType,
    colBgContent: row.colBgContent,
    images: row.images.map(moduleImageOf),
    goodsList: row.goodsIds.flatMap((id) => cardsById.get(String(id)) ?? []),
    cardsList: CARD_MODULES.has(row.columnType) ? row.cardPoolIds.flatMap((id) => poolsById.get(String(id)) ?? []) : [],
    tabs: row.tabs,
    jumpButtonName: row.jumpButtonName,
    jumpUrl: row.jumpUrl,
    showBuyButton: row.showBuyButton,
    buyButtonText: row.buyButtonText,
    richText: row.richText,
  };
}

/** The page's seasonal skin (§3 h5SkinData) until it ends; the client applies it within its window (§2). */
function skinOf(page: PageFacts, nowMs: number): SkinData | null {
  if (!page.skinStartsAt || !page.skinEndsAt || page.skinMaterial.length === 0) return null;
  if (page.skinEndsAt.getTime() <= nowMs) return null;
  return { startTime: page.skinStartsAt.getTime(), endTime: page.skinEndsAt.getTime(), materialData: page.skinMaterial };
}

/** A page as everyone sees it: the body v2 sends, and the page v4 overlays with one user's coupon states. */
export interface PageEntry {
  json: string;
  page: PageConfig;
  hasCards: boolean;
}

/** A published page as the cache keeps it: with its bytes ready to send. */
export interface CachedPage extends PageEntry {
  answer: PreparedAnswer;
}

const pagesOf = perContext((ctx) => new TtlCache<string, CachedPage>(ctx.config.catalogueCacheSeconds * 1000));

/**
 * The page as the shop shows it: the published page, or (preview) a draft laid over its row. One
 * renderer for both, so the preview is the shop itself.
 */
export async function renderPage(ctx: AppContext, page: PageFacts, rows: readonly repo.PageModuleRow[]): Promise<PageEntry> {
  const published = page.status === PageStatus.published;
  const poolIds = rows.flatMap((r) => (CARD_MODULES.has(r.columnType) ? r.cardPoolIds : []));
  const [cards, pools] = await Promise.all([goodsCards(ctx, rows.flatMap((r) => r.goodsIds)), couponCards(ctx, poolIds)]);
  const cardsById = new Map(cards.map((c) => [c.id, c]));
  const poolsById = new Map(pools.map((c) => [c.cardId, c]));
  const config: PageConfig = {
    pageCode: page.pageCode,
    pageTitle: page.pageTitle,
    status: page.status,
    pageBgColor: page.pageBgColor,
    pageBgUrl: page.pageBgUrl,
    searchEnable: page.searchEnable,
    searchUrl: page.searchUrl,
    h5SkinData: published ? skinOf(page, ctx.clock.now().getTime()) : null,
    moduleList: rows.map((r) => toModule(r, cardsById, poolsById)),
  };
  return { json: okJson(JSON.stringify(config)), page: config, hasCards: pools.length > 0 };
}

/** The page row a shopper's query names, or 40402. */
export async function requirePage(ctx: AppContext, key: PageKey): Promise<repo.PageRow> {
  const page =
    'pageCode' in key ? await repo.findPageByCode(ctx.db, key.pageCode) : await repo.findPageByBizType(ctx.db, key.bizType);
  if (!page) throw new AppError(ErrorCode.PAGE_NOT_FOUND);
  return page;
}

async function loadPage(ctx: AppContext, key: PageKey): Promise<CachedPage> {
  const page = await requirePage(ctx, key);
  // A page that is not published shows 页面走丢了 (§2): its modules are not given out.
  const rows = page.status === PageStatus.published ? await repo.findPageModules(ctx.db, page.pageCode) : [];
  const entry = await renderPage(ctx, page, rows);
  return { ...entry, answer: await prepareAnswer(entry.json) };
}

/** Drops this instance's cached pages: a publish is seen at once here, within the cache window elsewhere. */
export function forgetPages(ctx: AppContext): void {
  pagesOf(ctx).invalidate();
}

/** The page as everyone sees it; served from the catalogue cache. */
export function pageEntry(ctx: AppContext, key: PageKey): Promise<CachedPage> {
  return pagesOf(ctx).get(cacheKeyOf(key), () => loadPage(ctx, key));
}

const cacheKeyOf = (key: PageKey): string => ('pageCode' in key ? `code:${key.pageCode}` : `biz:${key.bizType}`);

/** The page's answer while it is cached, without waiting (http/hot-reads.ts). */
export function cachedPageAnswer(ctx: AppContext, key: PageKey): PreparedAnswer | undefined {
  return pagesOf(ctx).peek(cacheKeyOf(key))?.answer;
}

/** The page with one user's coupon button states (§4): never cached, the shared entry is not changed. */
export async function pageForUser(ctx: AppContext, entry: PageEntry, userId: number): Promise<PageConfig> {
  if (!entry.hasCards) return entry.page;
  const withCards = entry.page.moduleList.filter((m) => m.cardsList.length > 0);
  const overlaid = await withUserStates(ctx, userId, withCards.flatMap((m) => m.cardsList));
  let next = 0;
  const moduleList = entry.page.moduleList.map((m) => {
    if (m.cardsList.length === 0) return m;
    const cardsList = overlaid.slice(next, next + m.cardsList.length);
    next += m.cardsList.length;
    return { ...m, cardsList };
  });
  return { ...entry.page, moduleList };
}

/** The material in force now (GET /v5/appMaterial/getMaterialInfo), or null. */
export async function materialInfo(ctx: AppContext, materialCode: string): Promise<SkinData | null> {
  if (materialCode !== MaterialCode.homeSkin) return null;
  let entry: PageEntry;
  try {
    entry = await pageEntry(ctx, { bizType: SHOP_SERVICE_BUSINESS_TYPE });
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.PAGE_NOT_FOUND) return null;
    throw err;
  }
  const skin = entry.page.h5SkinData;
  const nowMs = ctx.clock.now().getTime();
  return skin && skin.startTime <= nowMs && nowMs < skin.endTime ? skin : null;
}
