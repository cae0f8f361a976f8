import { Type } from 'typebox';
import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { Paged } from '../schemas/common.ts';
import { HotWord, SearchBody, SearchHotQuery, SearchQuery, SearchSuggestions, SearchSuggestQuery } from '../schemas/goods-kinds.ts';
import { GoodsCard } from '../schemas/goods.ts';

/** Goods search (§7): hot words, suggestions as you type, results. The history stays on the device. */
export const SearchApi = declareApi('search', {
  search: route(
    'POST',
    Paths.search,
    'Goods matching a keyword in name, sale name, tags or category: ranked, paged (20), sortable',
    { body: SearchBody, answer: Paged(GoodsCard) },
  ),
  browse: route(
    'GET',
    Paths.search,
    "Goods by keyword like the POST; without one the shop's goods in its own order (bizType 1002: the whole shop)",
    { query: SearchQuery, answer: Paged(GoodsCard) },
  ),
  hot: route('GET', Paths.searchHot, 'Hot words of the search page, in order; some highlighted', { query: SearchHotQuery, answer: Type.Array(HotWord) }),
  suggest: route(
    'GET',
    Paths.searchSuggest,
    'Up to 10 completions of what is typed: matching hot words, then goods names',
    { query: SearchSuggestQuery, answer: SearchSuggestions },
  ),
});
