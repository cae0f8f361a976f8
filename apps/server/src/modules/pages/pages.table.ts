import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { PageDraft, TopTab } from '@emall/contract';
import { articles } from '../articles/articles.table.ts';
import { goods } from '../catalogue/catalogue.table.ts';

export interface ModuleImageRow {
  picture: string;
  title?: string;
  subTitle?: string;
  color?: string;
  subColor?: string;
  content?: string;
  jumpType?: string;
  width: number;
  height: number;
}

export interface SkinMaterialRow {
  dataType: string;
  dataUrl: string;
}

export const pages = pgTable('pages', {
  pageCode: text('page_code').primaryKey(),
  /** A page may also be fetched by business type (§2). */
  bizType: integer('biz_type').unique(),
  pageTitle: text('page_title').notNull(),
  status: integer('status').notNull(),
  pageBgColor: text('page_bg_color').notNull().default(''),
  pageBgUrl: text('page_bg_url').notNull().default(''),
  searchEnable: boolean('search_enable').notNull().default(false),
  searchUrl: text('search_url').notNull().default(''),
  /** Seasonal skin of the tab header (§3 h5SkinData): shown from start to end when materials are set. */
  skinStartsAt: timestamp('skin_starts_at', { withTimezone: true }),
  skinEndsAt: timestamp('skin_ends_at', { withTimezone: true }),
  skinMaterial: jsonb('skin_material').$type<SkinMaterialRow[]>().notNull().default([]),
  /** The page_versions row the shop serves; 0 while it serves the seeded content. */
  publishedVersion: integer('published_version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The console's working copy of a page (one per page): what the editor saves and the preview shows. */
export const pageDrafts = pgTable('page_drafts', {
  pageCode: text('page_code')
    .primaryKey()
    .references(() => pages.pageCode),
  draft: jsonb('draft').$type<PageDraft>().notNull(),
  /** Saved since the last publish: the shop does not show it yet. */
  pending: boolean('pending').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Every published state of a page, append-only: publishing adds a version and rewrites the page's
 * modules from it, so no published content is ever lost.
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pageCode: text('page_code')
      .notNull()
      .references(() => pages.pageCode),
    version: integer('version').notNull(),
    draft: jsonb('draft').$type<PageDraft>().notNull(),
    publishedBy: bigint('published_by', { mode: 'number' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('page_versions_page_version').on(t.pageCode, t.version)],
);

/** Short-lived preview tokens, stored hashed: the shop shows a page's draft to whoever holds one. */
export const pagePreviewTokens = pgTable('page_preview_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  pageCode: text('page_code')
    .notNull()
    .references(() => pages.pageCode),
  operatorId: bigint('operator_id', { mode: 'number' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const pageModules = pgTable(
  'page_modules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pageCode: text('page_code')
      .notNull()
      .references(() => pages.pageCode),
    sort: integer('sort').notNull(),
    columnType: text('column_type').notNull(),
    colName: text('col_name').notNull().default(''),
    showColName: boolean('show_col_name').notNull().default(false),
    colNameColor: text('col_name_color').notNull().default(''),
    colNameBgType: integer('col_name_bg_type').notNull().default(1),
    colBgContent: text('col_bg_content').notNull().default(''),
    images: jsonb('images').$type<ModuleImageRow[]>().notNull().default([]),
    goodsIds: jsonb('goods_ids').$type<number[]>().notNull().default([]),
    /** Coupon, card and coupon-card modules: rights pool ids (cardIds) in display order. */
    cardPoolIds: jsonb('card_pool_ids').$type<number[]>().notNull().default([]),
    /** Top-tab modules: each tab loads its own page code (§2). */
    tabs: jsonb('tabs').$type<TopTab[]>().notNull().default([]),
    jumpButtonName: text('jump_button_name').notNull().default(''),
    jumpUrl: text('jump_url').notNull().default(''),
    showBuyButton: boolean('show_buy_button').notNull().default(false),
    buyButtonText: text('buy_button_text').notNull().default(''),
    richText: text('rich_text').notNull().default(''),
  },
  (t) => [index('page_modules_page_idx').on(t.pageCode, t.sort)],
);

/**
 * What a feeds module shows (§2 Feed), in order: goods (type 2) and PGC articles (type 4).
 * Off-shelf goods drop out of the feed without leaving a gap.
 */
export const feedItems = pgTable(
  'feed_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    moduleId: bigint('module_id', { mode: 'number' })
      .notNull()
      .references(() => pageModules.id),
    sort: integer('sort').notNull(),
    itemType: integer('item_type').notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }).references(() => goods.id),
    articleId: bigint('article_id', { mode: 'number' }).references(() => articles.id),
  },
  (t) => [
    index('feed_items_module_sort_idx').on(t.moduleId, t.sort, t.id),
    check(
      'feed_items_target',
      sql`(${t.itemType} = 2 and ${t.goodsId} is not null and ${t.articleId} is null) or (${t.itemType} = 4 and ${t.articleId} is not null and ${t.goodsId} is null)`,
    ),
  ],
);
