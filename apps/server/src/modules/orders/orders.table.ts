import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Store, UserAddress } from '@emall/contract';
import { users } from '../auth/auth.table.ts';
import { goods, goodsSkus } from '../catalogue/catalogue.table.ts';
import { userRights } from '../rights/rights.table.ts';

/**
 * An order (§7 Orders): what was bought, priced by the domain's priceOrder when it was placed,
 * and the holds it keeps (stock, E-value, coupon) until it is paid or pay_deadline passes.
 * status is a MainOrderStatus, or a VirtualOrderStatus for virtual kinds; cancelled_at is set
 * whenever it is cancelled or closed, so "still counts" is one test for every kind.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Human-readable: 'YC' + China date yyyymmdd + 12 random digits. */
    orderNo: text('order_no').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** OrderKind of the contract. */
    kind: text('kind').notNull(),
    orderType: integer('order_type').notNull().default(0),
    status: integer('status').notNull(),
    /** DeliveryMethod; null for virtual goods. */
    deliveryMethod: integer('delivery_method'),
    /** The address as it was when the order was placed (online delivery). */
    address: jsonb('address').$type<UserAddress>(),
    storeId: bigint('store_id', { mode: 'number' }),
    /** The store as it was when the order was placed (store pickup). */
    store: jsonb('store').$type<Store>(),
    vinCode: text('vin_code'),
    carMainOrderNo: text('car_main_order_no'),
    mobile: text('mobile'),
    remark: text('remark').notNull().default(''),
    activityCode: text('activity_code'),
    payShowType: integer('pay_show_type').notNull(),
    payMethod: text('pay_method').notNull(),
    goodsAmountFen: bigint('goods_amount_fen', { mode: 'number' }).notNull(),
    couponDeductFen: bigint('coupon_deduct_fen', { mode: 'number' }).notNull().default(0),
    carriageFen: integer('carriage_fen').notNull().default(0),
    /** Cash due (§5 real pay amount); 0 when E-value or a coupon paid it all. */
    payAmountFen: bigint('pay_amount_fen', { mode: 'number' }).notNull(),
    /** E-value taken (through the points ledger). */
    integral: integer('integral').notNull().default(0),
    pointsEarned: integer('points_earned').notNull().default(0),
    rightsAccountId: bigint('rights_account_id', { mode: 'number' }).references(() => userRights.id),
    /** Headers of the annex v3 submit. */
    appVersion: text('app_version'),
    ioAvatr: text('io_avatr'),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the status last changed by the order lifecycle (the sandbox warehouse and carrier follow it). */
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete by the user (finished, cancelled or closed orders): hidden from the list and detail. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The client's Idempotency-Key and a hash of its request: the same key answers this order, for this request only. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The order list: a user's orders not deleted, newest first.
    index('orders_user_list_idx').on(t.userId, t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    // The lifecycle tick finds orders by status and how long they have been in it.
    index('orders_status_at_idx').on(t.status, t.statusAt),
    // closeExpiredOrders scans unpaid orders by deadline.
    index('orders_unpaid_deadline_idx').on(t.payDeadline).where(sql`${t.paidAt} is null and ${t.cancelledAt} is null`),
    check(
      'orders_amounts_non_negative',
      sql`${t.goodsAmountFen} >= 0 and ${t.couponDeductFen} >= 0 and ${t.carriageFen} >= 0 and ${t.payAmountFen} >= 0 and ${t.integral} >= 0 and ${t.pointsEarned} >= 0`,
    ),
    check('orders_coupon_within_goods', sql`${t.couponDeductFen} <= ${t.goodsAmountFen}`),
  ],
);

/** A line of an order: the SKU and what it was called and cost when bought. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => goodsSkus.id),
    /** The cart line it came from (deleted with the order's creation), else null. */
    cartItemId: bigint('cart_item_id', { mode: 'number' }),
    name: text('name').notNull(),
    specsName: text('specs_name').notNull(),
    pictureUrl: text('picture_url').notNull(),
    num: integer('num').notNull(),
    priceFen: integer('price_fen').notNull(),
    eValue: integer('e_value').notNull(),
    deductType: integer('deduct_type').notNull(),
    deductAmountFen: integer('deduct_amount_fen').notNull().default(0),
    goodsType: integer('goods_type').notNull(),
    /** Pieces refunded by after-sales (cases whose refund ran), kept by the refund step (issue 15). */
    refundedNum: integer('refunded_num').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_goods_idx').on(t.goodsId, t.orderId),
    check('order_lines_num_positive', sql`${t.num} > 0`),
    check('order_lines_refunded_num_range', sql`${t.refundedNum} >= 0 and ${t.refundedNum} <= ${t.num}`),
    check('order_lines_amounts_non_negative', sql`${t.priceFen} >= 0 and ${t.eValue} >= 0 and ${t.deductAmountFen} >= 0`),
  ],
);
