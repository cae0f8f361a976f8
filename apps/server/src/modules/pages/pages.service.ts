import { ErrorCode, PageStatus, type GoodsCard, type PageConfig, type PageModule } from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { okJson } from '../../http/envelope.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { GoodsService } from '../goods/goods.service.ts';
import * as repo from './pages.repository.ts';

export type PageKey = { pageCode: string } | { bizType: number };

function toModule(row: repo.PageModuleRow, cardsById: Map<string, GoodsCard>): PageModule {
  return {
    id: String(row.id),
    columnType: row.columnType,
    colName: row.colName,
    showColName: row.showColName,
    colNameColor: row.colNameColor,
    colNameBgType: row.colNameBgType,
    colBgContent: row.colBgContent,
    images: row.images.map((img) => ({
      picture: img.picture,
      title: img.title ?? '',
      subTitle: img.subTitle ?? '',
      color: img.color ?? '',
      subColor: img.subColor ?? '',
      content: img.content ?? '',
      jumpType: img.jumpType ?? '',
      width: img.width,
      height: img.height,
    })),
    goodsList: row.goodsIds.flatMap((id) => cardsById.get(String(id)) ?? []),
    cardsList: [],
    tabs: [],
    jumpButtonName: row.jumpButtonName,
    jumpUrl: row.jumpUrl,
    showBuyButton: row.showBuyButton,
    buyButtonText: row.buyButtonText,
    richText: row.richText,
  };
}

export interface PagesService {
  /** The success envelope of a page, serialised; served from the catalogue cache. */
  pageEnvelope(key: PageKey): Promise<string>;
  invalidate(): void;
}

export function createPagesService(ctx: AppContext, goods: GoodsService): PagesService {
  const cache = new TtlCache<string, string>(ctx.config.catalogueCacheSeconds * 1000);

  async function load(key: PageKey): Promise<PageConfig> {
    const page =
      'pageCode' in key ? await repo.findPageByCode(ctx.db, key.pageCode) : await repo.findPageByBizType(ctx.db, key.bizType);
    if (!page) throw new AppError(ErrorCode.PAGE_NOT_FOUND);
    const published = page.status === PageStatus.published;
    // A page that is not published shows 页面走丢了 (§2): its modules are not given out.
    const rows = published ? await repo.findPageModules(ctx.db, page.pageCode) : [];
    const cards = await goods.cards(rows.flatMap((r) => r.goodsIds));
    const cardsById = new Map(cards.map((c) => [c.id, c]));
    return {
      pageCode: page.pageCode,
      pageTitle: page.pageTitle,
      status: page.status,
      pageBgColor: page.pageBgColor,
      pageBgUrl: page.pageBgUrl,
      searchEnable: page.searchEnable,
      searchUrl: page.searchUrl,
      h5SkinData: null,
      moduleList: rows.map((r) => toModule(r, cardsById)),
    };
  }

  return {
    pageEnvelope: (key) =>
      cache.get('pageCode' in key ? `code:${key.pageCode}` : `biz:${key.bizType}`, async () =>
        okJson(JSON.stringify(await load(key))),
      ),
    invalidate: () => cache.invalidate(),
  };
}
