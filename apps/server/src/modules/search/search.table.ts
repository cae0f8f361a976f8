import { bigint, boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Hot words of the search page (…/search/hot), per business type, in their order; some highlighted. */
export const searchHotWords = pgTable(
  'search_hot_words',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bizType: integer('biz_type').notNull(),
    label: text('label').notNull(),
    highlight: boolean('highlight').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('search_hot_words_biz_label_key').on(t.bizType, t.label)],
);
