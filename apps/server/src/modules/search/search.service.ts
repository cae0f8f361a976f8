import {
  ErrorCode,
  errorInfo,
  GoodsType,
  SEARCH_PAGE_SIZE,
  SEARCH_SUGGEST_MAX,
  SHOP_SERVICE_BUSINESS_TYPE,
  type GoodsCard,
  type HotWord,
  type SearchBody,
} from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { prepareAnswer, type PreparedAnswer } from '../../http/prepared-answer.ts';
import type { Paged } from '../../http/paged.ts';
import { perContext } from '../../lib/per-context.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { goodsCards } from '../goods/goods.service.ts';
import * as repo from './search.repository.ts';

/** Terms of one keyword at most: each is one more condition. */
const MAX_TERMS = 5;

/**
 * The goods type a search is limited to: the shop's business type 1002 (or none) searches the
 * whole shop, as the shop page of that type shows it all; another goods type (§3) only its goods.
 */
function goodsTypeOf(bizType: number | undefined): number | null {
  if (bizType === undefined || bizType === SHOP_SERVICE_BUSINESS_TYPE) return null;
  if (!(Object.values(GoodsType) as number[]).includes(bizType)) {
    throw new AppError(ErrorCode.BAD_REQUEST, `${errorInfo[ErrorCode.BAD_REQUEST].message}: bizType`);
  }
  return bizType;
}

function termsOf(keyword: string): string[] {
  return keyword.split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
}

const hotWordsOf = perContext((ctx) => new TtlCache<number, PreparedAnswer>(ctx.config.catalogueCacheSeconds * 1000));

/** POST …/goods/search, and GET with a keyword: ranked matches. Without a keyword (GET) the shop's goods in its order. */
export async function searchGoods(ctx: AppContext, input: Omit<SearchBody, 'keyword'> & { keyword?: string }): Promise<Paged<GoodsCard>> {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? SEARCH_PAGE_SIZE;
  const goodsType = goodsTypeOf(input.bizType);
  const keyword = (input.keyword ?? '').trim().replace(/\s+/g, ' ');
  const page = { goodsType, limit: pageSize, offset: (pageNo - 1) * pageSize };
  const { ids, total } = keyword
    ? await repo.searchGoodsIds(ctx.db, { ...page, keyword, terms: termsOf(keyword), sort: input.sort ?? 'relevance' })
    : await repo.listGoodsIds(ctx.db, page);
  return { pageNo, pageSize, totalNum: total, result: await goodsCards(ctx, ids) };
}

/** The hot words of a business type (the shop's by default), as the envelope ready to send; served from the catalogue cache. */
export function hotWordsAnswer(ctx: AppContext, bizType: number | undefined): Promise<PreparedAnswer> {
  const type = bizType ?? SHOP_SERVICE_BUSINESS_TYPE;
  return hotWordsOf(ctx).get(type, async () => {
    const words: HotWord[] = (await repo.findHotWords(ctx.db, type)).map((w) => ({ label: w.label, highlight: w.highlight }));
    return prepareAnswer(JSON.stringify(ok(words)));
  });
}

/** `hotWordsAnswer` while it is cached, without waiting (http/hot-reads.ts). */
export function cachedHotWordsAnswer(ctx: AppContext, bizType: number | undefined): PreparedAnswer | undefined {
  return hotWordsOf(ctx).peek(bizType ?? SHOP_SERVICE_BUSINESS_TYPE);
}

/** Suggestions as the shopper types: hot words, then goods names, each once. */
export async function suggestWords(ctx: AppContext, param: string): Promise<string[]> {
  const text = param.trim();
  if (!text) return [];
  const [words, names] = await Promise.all([
    repo.findHotWordLabels(ctx.db, SHOP_SERVICE_BUSINESS_TYPE, text, SEARCH_SUGGEST_MAX),
    repo.findGoodsNames(ctx.db, text, SEARCH_SUGGEST_MAX),
  ]);
  return [...new Set([...words, ...names])].slice(0, SEARCH_SUGGEST_MAX);
}

/** Drops this instance's cached hot words (after the console sets them). */
export function forgetHotWords(ctx: AppContext): void {
  hotWordsOf(ctx).invalidate();
}
