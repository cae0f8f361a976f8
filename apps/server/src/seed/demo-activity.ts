import { CashierChannel, DeliveryMethod, PayTerminalType, SandboxPayAction } from '@emall/contract';
import { rightExpiry } from '@emall/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext, Clock } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { userAddresses } from '../modules/address/address.table.ts';
import { users } from '../modules/auth/auth.table.ts';
import { goods, goodsSkus } from '../modules/catalogue/catalogue.table.ts';
import { closeExpiredOrders } from '../modules/orders/order-expiry.service.ts';
import { submitOrder } from '../modules/orders/order-submit.service.ts';
import { createPayment } from '../modules/payments/cashier.service.ts';
import { receiveNotification } from '../modules/payments/pay-notify.service.ts';
import { CLAIM_SOURCE } from '../modules/rights/claim.service.ts';
import { rightsPools, userRights } from '../modules/rights/rights.table.ts';
import { createPayProvider, isSandboxPay } from '../providers/pay.ts';
import { seedGoods } from './catalogue.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/**
 * Shoppers who signed up over the last month, for the new-users chart; they also hold what the
 * seeded pools have handed out (seed/rights.ts keeps each pool's handed-out stock within this).
 */
const SHOPPERS = 40;
const DAYS = 30;
/** Goods with ample stock and no buyer rules, bought for cash: what demo orders are made of. */
const ORDER_GOODS = ['car-model', 'backpack', 'cap', 'sunshade'] as const;
/** Of a hundred orders, this many are left unpaid (closed at their deadline, as in life). */
const UNPAID_PERCENT = 12;

/** A small deterministic generator (mulberry32): the same demo month on every fresh start. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The context as it was at `at`: what each service writes is dated then. */
/**
 * The shop as of `when`: its clock, and a sandbox channel on that clock too, so the channel's own
 * books date each trade when it was paid, as ours do (对账 finds both on the same day).
 */
function at(ctx: AppContext, when: Date): AppContext {
  const clock: Clock = { now: () => when };
  return { ...ctx, clock, pay: createPayProvider(ctx.config.pay, ctx.db, clock, (message) => ctx.log.warn(message)) };
}

async function insertShoppers(ctx: AppContext, now: Date, rand: () => number): Promise<{ id: number; joinedAt: Date }[]> {
  const rows = Array.from({ length: SHOPPERS }, (_, i) => {
    const joinedAt = new Date(now.getTime() - Math.floor(rand() * (DAYS - 1) * DAY_MS));
    return { phone: `1390000${String(i + 1).padStart(4, '0')}`, nickname: `曜川车友${String(i + 1).padStart(2, '0')}`, registerSource: 'seed', createdAt: joinedAt };
  });
  const inserted = await ctx.db.insert(users).values(rows).returning({ id: users.id, joinedAt: users.createdAt });
  await ctx.db.insert(userAddresses).values(
    inserted.map((u, i) => ({
      userId: u.id,
      name: rows[i]!.nickname,
      phone: rows[i]!.phone,
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310115',
      detail: `张江路${100 + i}号`,
      isDefault: true,
    })),
  );
  return inserted;
}

/**
 * The seeded pools hand out part of their stock before the shop opens (精品满减券 has 3 left,
 * 限量免单券 none): those claims are the demo shoppers', so the console's claimed and used counts
 * match the stock that is gone.
 */
async function claimHandedOutStock(ctx: AppContext, shoppers: readonly { id: number; joinedAt: Date }[]): Promise<void> {
  const pools = await ctx.db.select().from(rightsPools);
  const held = await ctx.db
    .select({ poolId: userRights.poolId, n: sql<number>`count(*)::int` })
    .from(userRights)
    .groupBy(userRights.poolId);
  const heldOf = new Map(held.map((h) => [h.poolId, h.n]));
  for (const pool of pools) {
    const missing = Math.min(pool.stockTotal - pool.stockLeft - (heldOf.get(pool.id) ?? 0), shoppers.length);
    if (missing <= 0) continue;
    await ctx.db.insert(userRights).values(
      shoppers.slice(0, missing).map((s) => {
        const claimedAt = new Date(Math.min(Math.max(s.joinedAt.getTime(), pool.validFrom.getTime()) + MINUTE_MS, pool.validTo.getTime() - MINUTE_MS));
        return { userId: s.id, poolId: pool.id, ordinal: 1, source: CLAIM_SOURCE, claimedAt, expiresAt: rightExpiry(pool, claimedAt) };
      }),
    );
  }
}

async function orderSkus(ctx: AppContext): Promise<number[]> {
  const names = ORDER_GOODS.map((key) => seedGoods.find((g) => g.key === key)!.name);
  const rows = await ctx.db
    .select({ id: goodsSkus.id })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(and(inArray(goods.name, names), eq(goods.onShelf, true)))
    .orderBy(asc(goodsSkus.id));
  return rows.map((r) => r.id);
}

/** Places an order through checkout and pays it through the cashier and the sandbox channel's signed notification. */
async function placeAndPay(ctx: AppContext, userId: number, skuId: number, pieces: number, pay: boolean, key: string): Promise<void> {
  const order = await submitOrder(ctx, {
    userId,
    request: { productSpecsId: String(skuId), purchaseCount: pieces, deliveryMethod: DeliveryMethod.online },
    idempotencyKey: key,
    pointsOnly: false,
  });
  if (!pay || order.payAmountFen === 0 || !isSandboxPay(ctx.pay)) return;
  const started = await createPayment(ctx, userId, { orderNo: order.orderNo, channel: CashierChannel.WechatPay }, PayTerminalType.H5, '127.0.0.1');
  const { headers, body } = await ctx.pay.settle(started.outTradeNo, started.payAmount, SandboxPayAction.pay);
  await receiveNotification(ctx, CashierChannel.WechatPay, headers, body);
}

/**
 * A month of shop life for `npm start`'s console: demo shoppers who signed up over the last 30
 * days, the claims behind the seeded pools' handed-out stock, and their orders placed and (mostly)
 * paid through checkout, the cashier and the sandbox channel, each dated when it happened, so the
 * dashboard has orders, sales, new users and best sellers. Only on the sandbox pay channel (a real
 * one cannot be paid by a seed), into a database seeded just now. About 70 orders: a few seconds.
 */
export async function seedDemoActivity(ctx: AppContext): Promise<void> {
  if (!isSandboxPay(ctx.pay)) return;
  const now = ctx.clock.now();
  const rand = random(20_261_125);
  const shoppers = await insertShoppers(ctx, now, rand);
  await claimHandedOutStock(ctx, shoppers);
  const skus = await orderSkus(ctx);
  if (skus.length === 0) return;
  let n = 0;
  for (const shopper of shoppers) {
    const orders = 1 + Math.floor(rand() * 2.5);
    for (let i = 0; i < orders; i++) {
      const span = now.getTime() - shopper.joinedAt.getTime();
      const when = new Date(shopper.joinedAt.getTime() + Math.floor(rand() * span) + MINUTE_MS);
      if (when.getTime() > now.getTime()) continue;
      const sku = skus[Math.floor(rand() * skus.length)]!;
      const pieces = rand() < 0.8 ? 1 : 2;
      const pay = rand() * 100 >= UNPAID_PERCENT;
      try {
        await placeAndPay(at(ctx, when), shopper.id, sku, pieces, pay, `seed-demo-${++n}`);
      } catch (err) {
        // A refusal (a limit, stock) leaves that order out, as checkout would; anything else is a fault.
        if (!(err instanceof AppError)) throw err;
      }
    }
  }
  // The unpaid ones are long past their deadline: closed now, their stock back before the shop opens.
  await closeExpiredOrders(ctx);
}
