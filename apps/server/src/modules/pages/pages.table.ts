import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    jumpButtonName: text('jump_button_name').notNull().default(''),
    jumpUrl: text('jump_url').notNull().default(''),
    showBuyButton: boolean('show_buy_button').notNull().default(false),
    buyButtonText: text('buy_button_text').notNull().default(''),
    richText: text('rich_text').notNull().default(''),
  },
  (t) => [index('page_modules_page_idx').on(t.pageCode, t.sort)],
);
