import { InstallType, WarrantyActor, WarrantyClaimStatus, WarrantyEvent, WarrantyEventText } from '@emall/contract';
import { chinaDateStamp, chinaDay, chooseCardsToVoid, isOpenWarrantyStatus, nextWarrantyStatus, warrantyEndDate } from '@emall/domain';
import type { Executor } from '../../db/client.ts';
import { newTradeNo } from '../../lib/trade-no.ts';
import { findOrderLines, type OrderRow } from '../orders/orders.service.ts';
import * as repo from './warranty.repository.ts';

/**
 * The serial the sandbox warehouse and installer record for a unit: SN + China date + the order
 * line + the unit. Honest (it names that unit and no other); service corrects it on the card when
 * the installer's sheet says otherwise.
 */
function sandboxSerial(lineId: number, unitIndex: number, at: Date): string {
  return `SN${chinaDateStamp(at)}${String(lineId).padStart(8, '0')}${String(unitIndex).padStart(2, '0')}`;
}

/**
 * Makes the warranty cards of an order when it is signed for or its installation completes (the
 * order lifecycle calls it in the move's transaction): one per unit not refunded of each line
 * whose goods carries a warranty, starting that China day. (order line, unit) is unique and the
 * insert skips those made already, so a repeated sign-for (or the receive after an install)
 * makes none twice. Installed goods record their installer: the order's store, else the sandbox
 * installer of the address's city.
 */
export async function issueWarrantyCards(tx: Executor, order: OrderRow, at: Date): Promise<number> {
  const lines = await findOrderLines(tx, order.id);
  const terms = new Map((await repo.findWarrantyTerms(tx, [...new Set(lines.map((l) => l.goodsId))])).map((t) => [t.id, t]));
  const covered = lines.filter((l) => (terms.get(l.goodsId)?.months ?? 0) > 0 && l.num > l.refundedNum);
  if (covered.length === 0) return 0;
  const installed = covered.some((l) => terms.get(l.goodsId)?.installType === InstallType.install);
  const installer =
    order.store !== null
      ? { id: Number(order.store.storeId), name: order.store.storeName }
      : installed && order.address
        ? await repo.firstStoreOfCity(tx, order.address.cityCode)
        : undefined;
  const startDate = chinaDay(at);
  const rows = covered.flatMap((line) => {
    const t = terms.get(line.goodsId)!;
    const isInstalled = t.installType === InstallType.install;
    return Array.from({ length: line.num - line.refundedNum }, (_, i) => ({
      cardNo: newTradeNo('WC', at),
      userId: order.userId,
      orderId: order.id,
      orderNo: order.orderNo,
      orderLineId: line.id,
      unitIndex: i + 1,
      goodsId: line.goodsId,
      goodsName: line.name,
      goodsPic: line.pictureUrl,
      skuName: line.specsName,
      serialNo: sandboxSerial(line.id, i + 1, at),
      vin: order.vinCode,
      storeId: isInstalled && installer ? installer.id : null,
      storeName: isInstalled && installer ? installer.name : null,
      months: t.months,
      cover: t.cover,
      startDate,
      endDate: warrantyEndDate(startDate, t.months),
      createdAt: at,
      updatedAt: at,
    }));
  });
  return repo.insertCards(tx, rows);
}

/**
 * A refund of `units` units of an order line (the after-sales refund step, in its transaction)
 * voids as many of the line's cards: those without an open claim first. An open claim under a
 * voided card is closed by the system (已撤销) with the reason on its timeline.
 */
export async function voidWarrantyCards(tx: Executor, orderLineId: number, units: number, now: Date): Promise<number> {
  const cards = await repo.lockCardsOfLine(tx, orderLineId);
  if (cards.length === 0) return 0;
  const claims = await repo.findClaimsOfCards(tx, cards.map((c) => c.id));
  const openOf = (cardId: number) => claims.filter((c) => c.cardId === cardId && isOpenWarrantyStatus(c.status as WarrantyClaimStatus));
  const ids = chooseCardsToVoid(
    cards.map((c) => ({ id: c.id, unitIndex: c.unitIndex, voided: c.voidedAt !== null, hasOpenClaim: openOf(c.id).length > 0 })),
    units,
  );
  await repo.voidCards(tx, ids, now);
  for (const claim of ids.flatMap(openOf)) {
    const to = nextWarrantyStatus(claim.status as WarrantyClaimStatus, WarrantyEvent.void)!;
    if (await repo.moveClaim(tx, claim.id, [claim.status], to, now)) {
      await repo.insertClaimEvent(tx, { claimId: claim.id, status: to, actor: WarrantyActor.system, note: WarrantyEventText.claimClosed, at: now });
    }
  }
  return ids.length;
}
