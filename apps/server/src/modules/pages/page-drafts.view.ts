import { ColNameBgType, ColumnType, FeedItemType, type DraftModule, type ModuleImage, type PageDraft } from '@emall/contract';
import type { FeedItemRow } from './page-admin.repository.ts';
import type { PageModuleRow, PageRow } from './pages.repository.ts';
import type { feedItems, ModuleImageRow, pageModules } from './pages.table.ts';

/** What the shop's page read needs of a page row: the published row, or a draft laid over it. */
export type PageFacts = Pick<
  PageRow,
  'pageCode' | 'pageTitle' | 'status' | 'pageBgColor' | 'pageBgUrl' | 'searchEnable' | 'searchUrl' | 'skinStartsAt' | 'skinEndsAt' | 'skinMaterial'
>;

/** The page settings of a draft as page-row columns. */
/** A module's stored image as the shop and the editor read it: every text present, empty when not set. */
export function moduleImageOf(img: ModuleImageRow): ModuleImage {
  return {
    picture: img.picture,
    title: img.title ?? '',
    subTitle: img.subTitle ?? '',
    color: img.color ?? '',
    subColor: img.subColor ?? '',
    content: img.content ?? '',
    jumpType: img.jumpType ?? '',
    width: img.width,
    height: img.height,
  };
}

export function pageColumnsOf(draft: PageDraft) {
  return {
    pageTitle: draft.pageTitle,
    pageBgColor: draft.pageBgColor,
    pageBgUrl: draft.pageBgUrl,
    searchEnable: draft.searchEnable,
    searchUrl: draft.searchUrl,
    skinStartsAt: draft.skin ? new Date(draft.skin.startTime) : null,
    skinEndsAt: draft.skin ? new Date(draft.skin.endTime) : null,
    skinMaterial: draft.skin?.materialData ?? [],
  };
}

/** The published page as a draft: what the editor opens before anything is saved. */
export function draftOfLive(page: PageRow, modules: readonly PageModuleRow[], feed: readonly FeedItemRow[]): PageDraft {
  return {
    pageTitle: page.pageTitle,
    pageBgColor: page.pageBgColor,
    pageBgUrl: page.pageBgUrl,
    searchEnable: page.searchEnable,
    searchUrl: page.searchUrl,
    skin:
      page.skinStartsAt && page.skinEndsAt
        ? { startTime: page.skinStartsAt.getTime(), endTime: page.skinEndsAt.getTime(), materialData: page.skinMaterial }
        : null,
    moduleList: modules.map(
      (m): DraftModule => ({
        columnType: m.columnType as ColumnType,
        colName: m.colName,
        showColName: m.showColName,
        colNameColor: m.colNameColor,
        colNameBgType: m.colNameBgType === ColNameBgType.bgimg ? ColNameBgType.bgimg : ColNameBgType.bgcolor,
        colBgContent: m.colBgContent,
        images: m.images.map(moduleImageOf),
        goodsIds: m.goodsIds,
        cardPoolIds: m.cardPoolIds,
        tabs: m.tabs,
        feedItems: feed
          .filter((f) => f.moduleId === m.id)
          .map((f) =>
            f.itemType === FeedItemType.product ? { itemType: FeedItemType.product, id: f.goodsId! } : { itemType: FeedItemType.pgc, id: f.articleId! },
          ),
        jumpButtonName: m.jumpButtonName,
        jumpUrl: m.jumpUrl,
        showBuyButton: m.showBuyButton,
        buyButtonText: m.buyButtonText,
        richText: m.richText,
      }),
    ),
  };
}

/** The module rows (and feed rows) a draft becomes when it is published. */
export function moduleRowsOf(pageCode: string, draft: PageDraft) {
  return draft.moduleList.map((m, i) => {
    const { feedItems: feed, ...fields } = m;
    const row: typeof pageModules.$inferInsert = { ...fields, pageCode, sort: (i + 1) * 10 };
    const feedRows: Omit<typeof feedItems.$inferInsert, 'moduleId'>[] =
      m.columnType === ColumnType.feeds
        ? feed.map((f, k) =>
            f.itemType === FeedItemType.product
              ? { sort: k, itemType: f.itemType, goodsId: f.id }
              : { sort: k, itemType: f.itemType, articleId: f.id },
          )
        : [];
    return { row, feed: feedRows };
  });
}

/** The draft's modules as rows the shop's renderer reads, numbered in order (they are never stored). */
export function previewRowsOf(pageCode: string, draft: PageDraft): PageModuleRow[] {
  return draft.moduleList.map(({ feedItems: _feed, ...fields }, i) => ({ ...fields, id: i + 1, pageCode, sort: (i + 1) * 10 }));
}
