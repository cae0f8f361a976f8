import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { ImHotline, ImHotlineQuery } from '../schemas/feed.ts';

/** Customer service. */
export const ImApi = declareApi('im', {
  hotline: route('GET', Paths.imHotline, 'The customer-service hotline and its service hours', { query: ImHotlineQuery, answer: ImHotline }),
});
