import { Type, type Static } from 'typebox';
import { IdParam, Paged } from '../schemas/common.ts';
import { adminRoute, declareApi } from '../route.ts';
import { GoodsPictureUploaded, MediaUrl } from './goods.ts';
import { Permission } from './permissions.ts';
import { ADMIN_PAGE_SIZE } from './limits.ts';

/** The console's PGC articles (issue 14): what the feed and /pgc/detail show once published. */
export const ArticleLimits = {
  titleMax: 60,
  authorMax: 20,
  summaryMax: 120,
  keywordMax: 60,
  /** Characters of the body as sent (sanitised on the server before it is stored). */
  bodyMax: 50_000,
  pageSizeMax: 100,
} as const;

export const ArticleAdminStatus = { draft: 'draft', published: 'published' } as const;
export type ArticleAdminStatus = (typeof ArticleAdminStatus)[keyof typeof ArticleAdminStatus];

export const ArticleAdminText = {
  articles: '文章管理',
  newArticle: '新建文章',
  editArticle: '编辑文章',
  title: '标题',
  cover: '封面',
  uploadCover: '上传封面',
  authorName: '作者',
  summary: '摘要',
  summaryHint: '一两句话介绍文章,用于列表和分享(选填)',
  authorAvatar: '作者头像',
  body: '正文',
  status: '状态',
  draft: '未发布',
  published: '已发布',
  allStatuses: '全部状态',
  publishedAt: '发布时间',
  createdAt: '创建时间',
  likeCount: '点赞',
  searchPlaceholder: '搜索文章标题',
  actions: '操作',
  edit: '编辑',
  save: '保存',
  saved: '文章已保存',
  publish: '发布',
  publishConfirm: '发布后文章将出现在信息流与文章页,确定发布?',
  publishedDone: '已发布',
  unpublish: '下线',
  unpublishConfirm: '下线后商城打开文章将显示“文章不存在或已下线”,确定下线?',
  unpublishedDone: '已下线',
  coverRequired: '请上传封面',
  titleRequired: '请输入标题',
  authorRequired: '请输入作者',
  bodyRequired: '请输入正文',
  cancel: '取消',
} as const;

export const ArticleAuditAction = {
  create: 'article.create',
  update: 'article.update',
  publish: 'article.publish',
  unpublish: 'article.unpublish',
  uploadPicture: 'article.upload-picture',
} as const;
export const ARTICLE_AUDIT_TARGET = 'article';

export const AdminArticleQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: ArticleLimits.keywordMax })),
  status: Type.Optional(Type.Enum(ArticleAdminStatus)),
  pageNo: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: ArticleLimits.pageSizeMax, default: ADMIN_PAGE_SIZE }),
});
export type AdminArticleQuery = Static<typeof AdminArticleQuery>;

/** What an operator writes of an article; the cover is one of our own pictures, the body sanitised on the server. */
export const ArticleBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: ArticleLimits.titleMax }),
  coverUrl: MediaUrl,
  coverWidth: Type.Integer({ minimum: 1, maximum: 10_000 }),
  coverHeight: Type.Integer({ minimum: 1, maximum: 10_000 }),
  authorName: Type.String({ minLength: 1, maxLength: ArticleLimits.authorMax }),
  /** A line or two for lists and sharing; left out or '' for none. */
  summary: Type.Optional(Type.String({ maxLength: ArticleLimits.summaryMax })),
  authorAvatarUrl: Type.Union([MediaUrl, Type.Literal('')]),
  bodyHtml: Type.String({ minLength: 1, maxLength: ArticleLimits.bodyMax }),
});
export type ArticleBody = Static<typeof ArticleBody>;

export const AdminArticleRow = Type.Object({
  id: Type.String(),
  title: Type.String(),
  coverUrl: Type.String(),
  authorName: Type.String(),
  status: Type.Enum(ArticleAdminStatus),
  likeCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type AdminArticleRow = Static<typeof AdminArticleRow>;

export const AdminArticle = Type.Object({
  ...AdminArticleRow.properties,
  coverWidth: Type.Integer(),
  coverHeight: Type.Integer(),
  authorAvatarUrl: Type.String(),
  summary: Type.String(),
  bodyHtml: Type.String(),
});
export type AdminArticle = Static<typeof AdminArticle>;

export const AdminArticlePage = Paged(AdminArticleRow);
export type AdminArticlePage = Static<typeof AdminArticlePage>;

export const ArticleIdParams = Type.Object({ id: IdParam });

export const ArticleAdminPaths = {
  articles: '/articles',
  article: '/articles/:id',
  publish: '/articles/:id/publish',
  unpublish: '/articles/:id/unpublish',
  pictures: '/articles/pictures',
} as const;

export const ArticlesAdminApi = declareApi('articles', {
  list: adminRoute('GET', ArticleAdminPaths.articles, Permission.pagesRead, 'PGC articles by title and status, newest first', {
    query: AdminArticleQuery,
    answer: AdminArticlePage,
  }),
  detail: adminRoute('GET', ArticleAdminPaths.article, Permission.pagesRead, 'One article with its body, published or not', {
    params: ArticleIdParams,
    answer: AdminArticle,
  }),
  create: adminRoute('POST', ArticleAdminPaths.articles, Permission.contentWrite, 'A new article, unpublished; its body is sanitised', {
    body: ArticleBody,
    answer: AdminArticle,
  }),
  update: adminRoute('PUT', ArticleAdminPaths.article, Permission.contentWrite, "Edit an article; a published one shows the change at once", {
    params: ArticleIdParams,
    body: ArticleBody,
    answer: AdminArticle,
  }),
  publish: adminRoute('POST', ArticleAdminPaths.publish, Permission.contentWrite, 'Publish: the feed and the article page give it out', {
    params: ArticleIdParams,
    answer: AdminArticle,
  }),
  unpublish: adminRoute('POST', ArticleAdminPaths.unpublish, Permission.contentWrite, 'Take it down: the article page answers 40422', {
    params: ArticleIdParams,
    answer: AdminArticle,
  }),
  uploadPicture: adminRoute('POST', ArticleAdminPaths.pictures, Permission.contentWrite, 'Upload an article picture (multipart field `file`), stored as WebP at most 1080 px wide', {
    answer: GoodsPictureUploaded,
  }),
});
