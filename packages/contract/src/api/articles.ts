import { Type } from 'typebox';
import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { Article } from '../schemas/article.ts';
import { IdParam } from '../schemas/common.ts';

/** PGC articles. */
export const ArticlesApi = declareApi('articles', {
  article: route(
    'GET',
    Paths.pgcArticle,
    'One published PGC article: cover, title, author, time and sanitised HTML body',
    { params: Type.Object({ id: IdParam }), answer: Article },
  ),
});
