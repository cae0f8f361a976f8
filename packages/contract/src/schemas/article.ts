import { Type, type Static } from 'typebox';

/**
 * GET /pgc/v1/article/{id} (ours: the spec names the PGC page, §2, but not its call): a published
 * PGC article. `content` is HTML sanitised when written; the page sanitises it again to show it.
 */
export const Article = Type.Object({
  id: Type.String(),
  title: Type.String(),
  coverUrl: Type.String(),
  coverWidth: Type.Integer(),
  coverHeight: Type.Integer(),
  authorName: Type.String(),
  authorAvatarUrl: Type.String(),
  /** ISO 8601. */
  publishedAt: Type.String(),
  likeCount: Type.Integer({ minimum: 0 }),
  content: Type.String(),
});
export type Article = Static<typeof Article>;
