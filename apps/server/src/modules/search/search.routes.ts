import {
  Envelope,
  ErrorCode,
  errorInfo,
  GoodsCard,
  HotWord,
  Paged,
  Paths,
  SearchBody,
  SearchHotQuery,
  SearchQuery,
  SearchSuggestions,
  SearchSuggestQuery,
} from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { hotWords, searchGoods, suggestWords } from './search.service.ts';

/** Goods search (§7): hot words, suggestions as you type, results. The history stays on the device. */
export function searchRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ['search'];
    const results = { 200: Envelope(Paged(GoodsCard)) };

    app.post(
      Paths.search,
      {
        schema: {
          tags,
          summary: 'Goods matching a keyword in name, sale name, tags or category: ranked, paged (20), sortable',
          body: SearchBody,
          response: results,
        },
      },
      async (request) => {
        // The schema allows ' '; a keyword of white space only names nothing to search for.
        if (!request.body.keyword.trim()) throw new AppError(ErrorCode.BAD_REQUEST, `${errorInfo[ErrorCode.BAD_REQUEST].message}: keyword`);
        return ok(await searchGoods(ctx, request.body));
      },
    );

    app.get(
      Paths.search,
      {
        schema: {
          tags,
          summary: "Goods by keyword like the POST; without one the shop's goods in its own order (bizType 1002: the whole shop)",
          querystring: SearchQuery,
          response: results,
        },
      },
      async (request) => ok(await searchGoods(ctx, request.query)),
    );

    app.get(
      Paths.searchHot,
      {
        schema: { tags, summary: 'Hot words of the search page, in order; some highlighted', querystring: SearchHotQuery, response: { 200: Envelope(Type.Array(HotWord)) } },
      },
      async (request) => ok(await hotWords(ctx, request.query.bizType)),
    );

    app.get(
      Paths.searchSuggest,
      {
        schema: {
          tags,
          summary: 'Up to 10 completions of what is typed: matching hot words, then goods names',
          querystring: SearchSuggestQuery,
          response: { 200: Envelope(SearchSuggestions) },
        },
      },
      async (request) => ok(await suggestWords(ctx, request.query.param)),
    );
  };
}
