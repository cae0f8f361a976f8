import { WARRANTY_OPEN_STATUSES, type WarrantyFaultType, type WarrantyStore } from '@emall/contract';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { goods } from '../catalogue/catalogue.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';

/**
 * A warranty card (issue 18): one per unit of an order line whose goods carries a warranty, made
 * when the order is signed for or its installation completes; (order line, unit) is unique, so a
 * repeated sign-for makes none twice. Goods, SKU, period and cover are copied from the goods then:
 * a later edit of the goods changes no card. Its status is read from voided_at and end_date.
 */
export const warrantyCards = pgTable(
  'warranty_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardNo: text('card_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    orderNo: text('order_no').notNull(),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id),
    /** 1 to the line's num. */
    unitIndex: integer('unit_index').notNull(),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id),
    goodsName: text('goods_name').notNull(),
    goodsPic: text('goods_pic').notNull(),
    skuName: text('sku_name').notNull(),
    serialNo: text('serial_no'),
    vin: text('vin'),
    storeId: bigint('store_id', { mode: 'number' }),
    storeName: text('store_name'),
    months: integer('months').notNull(),
    cover: text('cover').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Its unit was refunded (after-sales): the card is 已作废 from then on. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('warranty_cards_unit_key').on(t.orderLineId, t.unitIndex),
    index('warranty_cards_user_idx').on(t.userId, t.id.desc()),
    index('warranty_cards_order_idx').on(t.orderId),
  ],
);

/**
 * A claim under a card. One open claim per (card, fault type): a partial unique index, so two
 * applies racing leave one claim. The preferred store and the appointment's store are copied as
 * they were, so a later edit of a store changes no claim.
 */
export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    claimNo: text('claim_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => warrantyCards.id),
    faultType: text('fault_type').$type<WarrantyFaultType>().notNull(),
    description: text('description').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    video: text('video'),
    contactPhone: text('contact_phone').notNull(),
    preferredStore: jsonb('preferred_store').$type<WarrantyStore>().notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    /** WarrantyTimeSlot. */
    timeSlot: integer('time_slot').notNull(),
    /** WarrantyClaimStatus. */
    status: integer('status').notNull(),
    appointmentStore: jsonb('appointment_store').$type<WarrantyStore>(),
    appointmentAt: timestamp('appointment_at', { withTimezone: true }),
    repairParts: jsonb('repair_parts').$type<string[]>().notNull().default([]),
    repairNote: text('repair_note').notNull().default(''),
    repairPhotos: jsonb('repair_photos').$type<string[]>().notNull().default([]),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    ratingScore: integer('rating_score'),
    ratingComment: text('rating_comment').notNull().default(''),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    /** When service accepted it: the schedule SLA runs from it. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('warranty_claims_user_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('warranty_claims_open_fault').on(t.cardId, t.faultType).where(sql`${t.status} in (${sql.raw(WARRANTY_OPEN_STATUSES.join(', '))})`),
    index('warranty_claims_card_idx').on(t.cardId, t.id.desc()),
    index('warranty_claims_status_idx').on(t.status, t.statusAt),
  ],
);

/** A claim's timeline: every move, who made it (shopper, operator, system) and its note. */
export const warrantyClaimEvents = pgTable(
  'warranty_claim_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    claimId: bigint('claim_id', { mode: 'number' })
      .notNull()
      .references(() => warrantyClaims.id),
    status: integer('status').notNull(),
    actor: text('actor').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('warranty_claim_events_claim_idx').on(t.claimId, t.id)],
);
