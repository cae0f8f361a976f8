import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/**
 * A coupon or rights-card definition with its stock (§3 "Coupon and rights"): id is the cardId
 * and rightPoolId the client sends. Coupons are claimed; cards are exchanged, for E-value when
 * eprice > 0. Claims open from valid_from until valid_to; a right expires at valid_to, or
 * valid_days_after_claim days after its claim when that is set.
 */
export const rightsPools = pgTable(
  'rights_pools',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    marketingNo: text('marketing_no').notNull(),
    poolName: text('pool_name').notNull(),
    cardName: text('card_name').notNull(),
    /** enoughLess | enoughDiscount | deduct, and its rights type 1 | 2 | 4 (§3). */
    cardType: text('card_type').notNull(),
    rightsType: integer('rights_type').notNull(),
    eachReductionFen: integer('each_reduction_fen').notNull().default(0),
    /** enoughDiscount: percent paid, 85 = 8.5折. */
    discountRatio: integer('discount_ratio').notNull().default(100),
    useConditionFen: integer('use_condition_fen').notNull().default(0),
    /** The goods product type (§3) the right applies to; null for every goods. */
    goodsType: integer('goods_type'),
    /** The goods a coupon is limited to (goods ids); empty for every goods of its type. */
    goodsIds: bigint('goods_ids', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    validDaysAfterClaim: integer('valid_days_after_claim'),
    stockTotal: integer('stock_total').notNull(),
    stockLeft: integer('stock_left').notNull(),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    /** E-value a card costs; 0 is free. Coupons are always 0. */
    eprice: integer('eprice').notNull().default(0),
    desc: text('desc').notNull().default(''),
    picture: text('picture').notNull().default(''),
    jumpType: text('jump_type').notNull().default(''),
    useJumpUrl: text('use_jump_url').notNull().default(''),
    /** Listed by GET rights/ads while claimable. */
    advertise: boolean('advertise').notNull().default(false),
    /** Stopped by its operators: no claim or exchange until they start it again. Nothing is deleted. */
    claimStopped: boolean('claim_stopped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rights_pools_kind', sql`${t.kind} in ('coupon', 'card')`),
    check(
      'rights_pools_card_type',
      sql`(${t.cardType} = 'enoughLess' and ${t.rightsType} = 1) or (${t.cardType} = 'enoughDiscount' and ${t.rightsType} = 2) or (${t.cardType} = 'deduct' and ${t.rightsType} = 4)`,
    ),
    check('rights_pools_stock', sql`${t.stockLeft} >= 0 and ${t.stockLeft} <= ${t.stockTotal}`),
    check('rights_pools_amounts', sql`${t.eachReductionFen} >= 0 and ${t.useConditionFen} >= 0 and ${t.eprice} >= 0`),
    check('rights_pools_discount', sql`${t.discountRatio} between 1 and 100`),
    check('rights_pools_per_user_limit', sql`${t.perUserLimit} >= 1`),
    check('rights_pools_window', sql`${t.validTo} > ${t.validFrom}`),
    check('rights_pools_valid_days', sql`${t.validDaysAfterClaim} is null or ${t.validDaysAfterClaim} >= 1`),
  ],
);

/** A right a user holds (§3 rightsAccountId = id); status 0 enable / 1 expire / 2 used (§4). */
export const userRights = pgTable(
  'user_rights',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    poolId: bigint('pool_id', { mode: 'number' })
      .notNull()
      .references(() => rightsPools.id),
    /** The n-th right of this user from this pool: unique, so a per-user limit holds even if a lock were skipped. */
    ordinal: integer('ordinal').notNull(),
    /** Stored 0 or 2; a right past expires_at reads as 1 (expired at read time). */
    status: integer('status').notNull().default(0),
    /** claim (coupon), APP | WEAPP | H5 (card exchange, §7). */
    source: text('source').notNull(),
    /** The client's Idempotency-Key, when it sent one: a repeat answers this right. */
    idempotencyKey: text('idempotency_key'),
    /** E-value paid for it. */
    eprice: integer('eprice').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_rights_user_pool_ordinal_key').on(t.userId, t.poolId, t.ordinal),
    uniqueIndex('user_rights_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('user_rights_user_claimed_idx').on(t.userId, t.claimedAt),
    check('user_rights_status', sql`${t.status} in (0, 1, 2)`),
    check('user_rights_used', sql`(${t.status} = 2) = (${t.usedAt} is not null)`),
  ],
);
