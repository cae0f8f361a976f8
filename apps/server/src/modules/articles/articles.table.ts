import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PGC articles (§3 feed item type 4): what the feed shows of them and the body the article page reads. */
export const articles = pgTable(
  'articles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    coverUrl: text('cover_url').notNull(),
    coverWidth: integer('cover_width').notNull(),
    coverHeight: integer('cover_height').notNull(),
    authorName: text('author_name').notNull(),
    /** A line or two the console writes for lists and sharing; '' for none. */
    summary: text('summary').notNull().default(''),
    authorAvatarUrl: text('author_avatar_url').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    /** Sanitised when written (articles.service.ts), and again by the web before showing it. */
    bodyHtml: text('body_html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while a draft: neither the feed nor the article page gives a draft out. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('articles_created_idx').on(t.createdAt)],
);
