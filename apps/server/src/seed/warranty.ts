import { AnnexChildType, BizType, CashierChannel, DeliveryMethod, PayTerminalType, SandboxPayAction } from '@emall/contract';
import { OrderEvent } from '@emall/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext, Clock } from '../context.ts';
import { users } from '../modules/auth/auth.table.ts';
import { goods, goodsSkus } from '../modules/catalogue/catalogue.table.ts';
import { moveOrder } from '../modules/order-lifecycle/lifecycle.service.ts';
import { submitOrder } from '../modules/orders/order-submit.service.ts';
import { findOrderById } from '../modules/orders/orders.service.ts';
import { createPayment } from '../modules/payments/cashier.service.ts';
import { receiveNotification } from '../modules/payments/pay-notify.service.ts';
import { isSandboxPay } from '../providers/pay.ts';
import type { SeedGoods } from './catalogue-kinds.ts';
import { demoCar } from './shopper.ts';

const DAY_MS = 86_400_000;

/**
 * What each kind of seeded goods is warranted for (issue 18): home charging stations 36 months,
 * light modifications and other attachments 12; boutique and virtual goods none.
 */
export function warrantyTermsOf(g: SeedGoods): { warrantyMonths: number; warrantyCover: string } {
  if (g.annexType === AnnexChildType.HomeCharging) {
    return { warrantyMonths: 36, warrantyCover: '充电桩主机、充电枪及线缆在正常使用下出现的质量问题免费维修或更换(含上门检测与人工)' };
  }
  if (g.bizType === BizType.lightModification) return { warrantyMonths: 12, warrantyCover: '非人为损坏的结构与涂层质量问题免费维修或更换' };
  if (g.bizType === BizType.attachment) return { warrantyMonths: 12, warrantyCover: '非人为损坏的质量问题免费维修或更换' };
  return { warrantyMonths: 0, warrantyCover: '' };
}

function at(ctx: AppContext, when: Date): AppContext {
  const clock: Clock = { now: () => when };
  return { ...ctx, clock };
}

/**
 * The owner's installed home charging station (README: demo accounts): bought 40 days ago for
 * the demo car through checkout and the sandbox cashier, then taken through the lifecycle's own
 * install steps to signed, a week later: its warranty card is made by the lifecycle as for any
 * order, so 我的保修 and the warranty journey have an active card. Sandbox pay only.
 */
export async function seedInstalledCharger(ctx: AppContext): Promise<void> {
  if (!isSandboxPay(ctx.pay)) return;
  const now = ctx.clock.now();
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, demoCar.phone)).limit(1);
  const [sku] = await ctx.db
    .select({ id: goodsSkus.id })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(and(eq(goods.annexType, AnnexChildType.HomeCharging), eq(goods.onShelf, true)))
    .limit(1);
  if (!owner || !sku) return;
  const bought = at(ctx, new Date(now.getTime() - 40 * DAY_MS));
  const placed = await submitOrder(bought, {
    userId: owner.id,
    request: { productSpecsId: String(sku.id), purchaseCount: 1, deliveryMethod: DeliveryMethod.online, vinCode: demoCar.vin },
    idempotencyKey: 'seed-installed-charger',
    pointsOnly: false,
  });
  if (placed.payAmountFen > 0) {
    const started = await createPayment(bought, owner.id, { orderNo: placed.orderNo, channel: CashierChannel.WechatPay }, PayTerminalType.H5, '127.0.0.1');
    const { headers, body } = await ctx.pay.settle(started.outTradeNo, started.payAmount, SandboxPayAction.pay);
    await receiveNotification(bought, CashierChannel.WechatPay, headers, body);
  }
  const steps = [OrderEvent.toStore, OrderEvent.shopConfirm, OrderEvent.reserve, OrderEvent.install, OrderEvent.installed, OrderEvent.receive];
  for (const [i, event] of steps.entries()) {
    const when = new Date(now.getTime() - (39 - i) * DAY_MS);
    await ctx.db.transaction(async (tx) => {
      const order = (await findOrderById(tx, placed.id))!;
      await moveOrder(tx, order, event, when);
    });
  }
}
