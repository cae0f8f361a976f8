import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { FeedQuery, FeedResult } from '../schemas/feed.ts';
import { MaterialInfo, MaterialInfoQuery, PageConfig, PageQuery } from '../schemas/page.ts';

/** §7 Content pages. */
export const PagesApi = declareApi('pages', {
  page: route('GET', Paths.pageManagement, 'A content page by page code or business type, with its modules', { query: PageQuery, answer: PageConfig }),
  pageForUser: route(
    'GET',
    Paths.pageManagementUser,
    "A content page with the coupon button states of the user asking (a guest's is the v2 page)",
    { query: PageQuery, answer: PageConfig },
    'optional',
  ),
  feed: route('GET', Paths.pageFeed, "A page of the page's feed: goods and PGC articles (pageSize 20 by default)", { query: FeedQuery, answer: FeedResult }),
  materialInfo: route(
    'GET',
    Paths.materialInfo,
    'The app material in force now (home_skin: the seasonal skin), or null',
    { query: MaterialInfoQuery, answer: MaterialInfo },
  ),
});
