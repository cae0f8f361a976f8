import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { CLAIM_SOURCE } from '../modules/rights/claim.service.ts';
import { rightsPools, userRights } from '../modules/rights/rights.table.ts';
import { rightExpiry } from '@emall/domain';

/**
 * Coupons the demo users already hold, so checkout shows one that applies without a claim first:
 * the attachment 9折 coupon (home charging and attachments). Only that one: the boutique coupons
 * stay claimable, for the claim-then-use journey.
 */
const demoHeldCoupons = { cardName: '配件9折券', phones: ['13800000001', '13800000002'] } as const;

export async function seedHeldCoupons(db: Executor, now: Date, refs: { userIdOf: (phone: string) => number }): Promise<void> {
  const [pool] = await db.select().from(rightsPools).where(eq(rightsPools.cardName, demoHeldCoupons.cardName)).limit(1);
  if (!pool) throw new Error(`no seeded pool ${demoHeldCoupons.cardName}`);
  await db.insert(userRights).values(
    demoHeldCoupons.phones.map((phone) => ({
      userId: refs.userIdOf(phone),
      poolId: pool.id,
      ordinal: 1,
      source: CLAIM_SOURCE,
      claimedAt: now,
      expiresAt: rightExpiry(pool, now),
    })),
  );
  await db
    .update(rightsPools)
    .set({ stockLeft: sql`${rightsPools.stockLeft} - ${demoHeldCoupons.phones.length}` })
    .where(eq(rightsPools.id, pool.id));
}
