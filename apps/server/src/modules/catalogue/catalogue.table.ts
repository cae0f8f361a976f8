import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { type FirstPrice, type GoodsSpec, type LinePrice } from '@emall/contract';

export interface GoodsTagRow {
  name: string;
  color?: string;
}

export const goods = pgTable(
  'goods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bizType: integer('biz_type').notNull(),
    goodsType: integer('goods_type').notNull(),
    /** Virtual child type (§3) for virtual goods, else null. */
    virtualType: integer('virtual_type'),
    /** Annex child type (§3) for attachments, else null. */
    annexType: text('annex_type'),
    category: text('category').notNull(),
    name: text('name').notNull(),
    saleName: text('sale_name').notNull(),
    description: text('description').notNull().default(''),
    pictures: jsonb('pictures').$type<string[]>().notNull(),
    detailPictures: jsonb('detail_pictures').$type<string[]>().notNull(),
    tags: jsonb('tags').$type<GoodsTagRow[]>().notNull(),
    priceFen: integer('price_fen').notNull(),
    productPriceFen: integer('product_price_fen').notNull(),
    eValue: integer('e_value').notNull().default(0),
    deductType: integer('deduct_type').notNull(),
    deductShowType: integer('deduct_show_type').notNull().default(0),
    deductAmountFen: integer('deduct_amount_fen').notNull().default(0),
    discountEnable: boolean('discount_enable').notNull().default(false),
    discountPriceFen: integer('discount_price_fen').notNull().default(0),
    ediscountValue: integer('ediscount_value').notNull().default(0),
    discountAlias: text('discount_alias').notNull().default(''),
    minDiscountPriceFen: integer('min_discount_price_fen').notNull().default(0),
    userLimitFlag: boolean('user_limit_flag').notNull().default(false),
    userLimit: integer('user_limit').notNull().default(0),
    /** Whether the goods is on the shelf at all; off-shelf goods are not found. */
    onShelf: boolean('on_shelf').notNull().default(true),
    preSale: integer('pre_sale').notNull().default(0),
    activityType: integer('activity_type').notNull().default(0),
    buyerType: integer('buyer_type').notNull().default(0),
    role: text('role').notNull().default(''),
    whitelist: integer('whitelist').notNull().default(0),
    installType: integer('install_type').notNull().default(0),
    costFree: boolean('cost_free').notNull().default(false),
    firstPrice: jsonb('first_price').$type<FirstPrice>(),
    linePrice: jsonb('line_price').$type<LinePrice>(),
    sort: integer('sort').notNull().default(0),
    /** The specs a SKU picks its values from (issue 14); seeded goods have none and read as one spec. */
    specs: jsonb('specs').$type<GoodsSpec[]>().notNull().default([]),
    /** Rich-text detail, stored only as the server's sanitiser left it. */
    detailHtml: text('detail_html').notNull().default(''),
    /** Days after receipt a no-reason return may be asked (issue 15); null: the shop's setting (AFTER_SALES_NO_REASON_DAYS). */
    noReasonDays: integer('no_reason_days'),
    /** Excluded from no-reason returns (custom-made, fitted, opened digital goods…). */
    noReasonExcluded: boolean('no_reason_excluded').notNull().default(false),
    /** Warranty (issue 18): months each unit is covered from sign-for or installation (0: none), and what it covers. */
    warrantyMonths: integer('warranty_months').notNull().default(0),
    warrantyCover: text('warranty_cover').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What search matches (§7 search): name, sale name, category and tag names in one text,
     * kept by the database. Its trigram index serves ILIKE '%…%' and word similarity.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`${goods.name} || ' ' || ${goods.saleName} || ' ' || ${goods.category} || ' ' || jsonb_path_query_array(${goods.tags}, '$[*].name')::text`,
      ),
  },
  (t) => [
    index('goods_biz_type_idx').on(t.bizType, t.sort),
    // Needs the pg_trgm extension: migration 0003_trgm creates it first.
    index('goods_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('goods_price_non_negative', sql`${t.priceFen} >= 0 AND ${t.eValue} >= 0`),
  ],
);

export const goodsSkus = pgTable(
  'goods_skus',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id),
    /** The operators' code for the SKU, unique over the catalogue; seeded SKUs have none until edited. */
    code: text('code').unique(),
    specsName: text('specs_name').notNull(),
    /** One value per spec of its goods, in their order; [] for seeded SKUs (their name is their one value). */
    specValues: jsonb('spec_values').$type<string[]>().notNull().default([]),
    pictureUrl: text('picture_url').notNull(),
    priceFen: integer('price_fen').notNull(),
    productPriceFen: integer('product_price_fen').notNull(),
    eValue: integer('e_value').notNull().default(0),
    stock: integer('stock').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('goods_skus_goods_idx').on(t.goodsId, t.sort),
    check('goods_skus_stock_non_negative', sql`${t.stock} >= 0`),
  ],
);

/**
 * What a product page needs beyond the common detail, by kind (GoodsKindInfo of the contract):
 * one row per goods; a goods without one reads as having none of these.
 */
export const goodsKindInfo = pgTable('goods_kind_info', {
  goodsId: bigint('goods_id', { mode: 'number' })
    .primaryKey()
    .references(() => goods.id),
  /** IdentificationType (§9) of virtual goods, else null. */
  identificationType: integer('identification_type'),
  /** VirtualProductUse (§9) of virtual goods, else null. */
  useType: integer('use_type'),
  needVin: boolean('need_vin').notNull().default(false),
  validDays: integer('valid_days').notNull().default(0),
  /** AgreementType the buyer signs or reads, else null. */
  agreementType: text('agreement_type'),
  previewUrl: text('preview_url').notNull().default(''),
  faceValueFen: integer('face_value_fen').notNull().default(0),
  fitModels: jsonb('fit_models').$type<string[]>().notNull().default([]),
  installHours: integer('install_hours').notNull().default(0),
  /** The intellect ads page's title (§2 intellect/ads-product); '' shows the sale name. */
  adsTitle: text('ads_title').notNull().default(''),
});

/** Crowdfunding of a goods (§3): its window, target and progress. */
export const goodsCrowdfunds = pgTable('goods_crowdfunds', {
  goodsId: bigint('goods_id', { mode: 'number' })
    .primaryKey()
    .references(() => goods.id),
  crowdfundNo: text('crowdfund_no').notNull().unique(),
  /** Draft or Off hide the crowdfund; otherwise the display status follows the window. */
  status: integer('status').notNull(),
  targetType: integer('target_type').notNull(),
  targetValue: bigint('target_value', { mode: 'number' }).notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  /**
   * The base the campaign was opened with: supports taken outside the shop (the demo's running
   * campaign). The figures shown add the shop's orders to it (crowdfund-raised.repository.ts);
   * the console opens campaigns at nothing. The columns keep their first names.
   */
  baseJoinPeople: integer('support_person_count').notNull().default(0),
  baseAmountFen: bigint('current_amount_fen', { mode: 'number' }).notNull().default(0),
  baseQuantity: integer('current_quantity').notNull().default(0),
  /**
   * Settlement (issue 19): the outcome (CrowdfundSuccess or CrowdfundFail) recorded once, first,
   * under the row lock; settled_at written last, once every failed supporter's order is refunded.
   */
  outcome: integer('outcome'),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});
