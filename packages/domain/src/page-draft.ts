import {
  ColumnJumpType,
  HOT_WORD_MAX_LENGTH,
  HOT_WORDS_MAX,
  type HotWordsBody,
  ColumnType,
  FeedItemType,
  ModuleTypesWith,
  type DraftModule,
  type PageDraft,
  type PageDraftIssue,
  type PageDraftProblem,
} from '@emall/contract';

const MAX_MODULES = 50;
const MULTI_IMAGE_MIN = 2;
const MULTI_IMAGE_MAX = 6;
const TOP_TAB_MIN = 2;
const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

const GOODS_MODULES = ModuleTypesWith.goods;
/** Modules that list rights pools (§2 card, coupon, coupon cards). */
export const CARD_MODULES = ModuleTypesWith.cards;
const IMAGE_MODULES = ModuleTypesWith.images;

const JUMP_TYPES: ReadonlySet<string> = new Set(Object.values(ColumnJumpType));

function colorOk(value: string): boolean {
  return value === '' || HEX_COLOR.test(value);
}

function hasDuplicate(values: readonly (number | string)[]): boolean {
  return new Set(values).size !== values.length;
}

/** The first problem of one module's fields by its type, or null. */
function moduleProblem(m: DraftModule, index: number): PageDraftProblem | null {
  if (!colorOk(m.colNameColor)) return 'colorInvalid';
  if (m.columnType === ColumnType.topTab && index !== 0) return 'topTabFirst';
  for (const img of m.images) {
    if (!colorOk(img.color) || !colorOk(img.subColor)) return 'colorInvalid';
    if (img.jumpType !== '' && !JUMP_TYPES.has(img.jumpType)) return 'jumpTypeUnknown';
    if (img.jumpType !== '' && img.content.trim() === '') return 'jumpContentRequired';
  }
  if (IMAGE_MODULES.has(m.columnType)) {
    if (m.images.length === 0 || m.images.some((img) => img.picture.trim() === '')) return 'imagesRequired';
    if (m.columnType === ColumnType.bigImage && m.images.length > 1) return 'oneImageOnly';
    if (m.columnType === ColumnType.multiImage && (m.images.length < MULTI_IMAGE_MIN || m.images.length > MULTI_IMAGE_MAX)) {
      return 'multiImageCount';
    }
  }
  if (GOODS_MODULES.has(m.columnType)) {
    if (m.goodsIds.length === 0) return 'goodsRequired';
    if (hasDuplicate(m.goodsIds)) return 'goodsDuplicate';
  }
  if (CARD_MODULES.has(m.columnType)) {
    if (m.cardPoolIds.length === 0) return 'cardsRequired';
    if (hasDuplicate(m.cardPoolIds)) return 'cardsDuplicate';
  }
  if (m.columnType === ColumnType.richText && m.richText.trim() === '') return 'richTextRequired';
  if (m.columnType === ColumnType.feeds && m.feedItems.length === 0) return 'feedRequired';
  if (m.columnType === ColumnType.topTab) {
    if (m.tabs.length < TOP_TAB_MIN) return 'tabsRequired';
    if (m.tabs.some((t) => t.title.trim() === '' || t.contentCode.trim() === '')) return 'tabIncomplete';
  }
  return null;
}

/**
 * The page-editing rules (§2 modules, §3 page config): the first problem of a draft, or null when
 * it may be saved and published. Whether the goods, pools and articles it names exist is the
 * server's to check (see `draftReferences`).
 */
export function checkPageDraft(draft: PageDraft): PageDraftIssue | null {
  if (draft.pageTitle.trim() === '') return { problem: 'titleRequired' };
  if (!colorOk(draft.pageBgColor)) return { problem: 'colorInvalid' };
  if (draft.skin) {
    if (draft.skin.endTime <= draft.skin.startTime) return { problem: 'skinWindowInvalid' };
    if (draft.skin.materialData.length === 0) return { problem: 'skinMaterialRequired' };
  }
  if (draft.moduleList.length > MAX_MODULES) return { problem: 'tooManyModules' };
  for (const [index, m] of draft.moduleList.entries()) {
    const problem = moduleProblem(m, index);
    if (problem) return { problem, moduleIndex: index, columnType: m.columnType };
  }
  return null;
}

/** What a draft refers to, each id once: goods of goods modules and feeds, rights pools, articles. */
export function draftReferences(draft: PageDraft): { goodsIds: number[]; poolIds: number[]; articleIds: number[] } {
  const goodsIds = new Set<number>();
  const poolIds = new Set<number>();
  const articleIds = new Set<number>();
  for (const m of draft.moduleList) {
    if (GOODS_MODULES.has(m.columnType)) m.goodsIds.forEach((id) => goodsIds.add(id));
    if (CARD_MODULES.has(m.columnType)) m.cardPoolIds.forEach((id) => poolIds.add(id));
    if (m.columnType === ColumnType.feeds) {
      for (const item of m.feedItems) (item.itemType === FeedItemType.product ? goodsIds : articleIds).add(item.id);
    }
  }
  return { goodsIds: [...goodsIds], poolIds: [...poolIds], articleIds: [...articleIds] };
}

/** The module index and problem of the first reference among `missing`, found in draft order. */
export function firstMissingReference(
  draft: PageDraft,
  missing: { goodsIds: ReadonlySet<number>; poolIds: ReadonlySet<number>; articleIds: ReadonlySet<number> },
): PageDraftIssue | null {
  for (const [index, m] of draft.moduleList.entries()) {
    const at = (problem: PageDraftProblem): PageDraftIssue => ({ problem, moduleIndex: index, columnType: m.columnType });
    if (GOODS_MODULES.has(m.columnType) && m.goodsIds.some((id) => missing.goodsIds.has(id))) return at('goodsUnknown');
    if (CARD_MODULES.has(m.columnType) && m.cardPoolIds.some((id) => missing.poolIds.has(id))) return at('cardsUnknown');
    if (m.columnType === ColumnType.feeds) {
      const gone = m.feedItems.some((i) => (i.itemType === FeedItemType.product ? missing.goodsIds : missing.articleIds).has(i.id));
      if (gone) return at('feedItemUnknown');
    }
  }
  return null;
}

/** A business type's hot words: trimmed labels, none blank, none longer than 20 characters or twice, 20 at most. */
export function checkHotWords(words: HotWordsBody['words']): { ok: true; value: HotWordsBody['words'] } | { ok: false; problem: PageDraftProblem } {
  const trimmed = words.map((w) => ({ label: w.label.trim(), highlight: w.highlight }));
  if (trimmed.length > HOT_WORDS_MAX) return { ok: false, problem: 'hotWordsTooMany' };
  if (trimmed.some((w) => w.label === '')) return { ok: false, problem: 'hotWordBlank' };
  if (trimmed.some((w) => [...w.label].length > HOT_WORD_MAX_LENGTH)) return { ok: false, problem: 'hotWordTooLong' };
  if (hasDuplicate(trimmed.map((w) => w.label))) return { ok: false, problem: 'hotWordDuplicate' };
  return { ok: true, value: trimmed };
}
