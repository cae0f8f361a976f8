import {
  DeductType,
  fillPath,
  Header,
  UploadType,
  WarrantyAdminPaths,
  WarrantyFaultType,
  WarrantyPaths,
  WarrantyTimeSlot,
  type AdminWarrantyClaimDetail,
  type WarrantyApplyBody,
  type WarrantyCardView,
  type WarrantyClaimDetail,
} from '@emall/contract';
import { addChinaDays, chinaDay, OrderEvent } from '@emall/domain';
import sharp from 'sharp';
import { expect } from 'vitest';
import { storeUpload } from '../modules/files/files.service.ts';
import { advanceOrder, shopperCall } from './after-sales.ts';
import { insertGoods } from './cart.ts';
import type { Answer } from './goods.ts';
import { adminCall, type OperatorSession } from './operators.ts';
import { insertAddress, insertStore, newKey, submit } from './orders.ts';
import { newUser } from './storefront.ts';
import type { TestApp } from './test-app.ts';

export type WarrantyShopper = { userId: number; token: string };

/**
 * An order of `pieces` units of goods with a `months` warranty, paid in E-value at once (posted
 * goods); `receive` takes it through ship and sign-for, which makes its cards.
 */
export async function warrantyOrder(app: TestApp, options: { pieces?: number; months?: number; receive?: boolean; user?: WarrantyShopper; vinCode?: string } = {}) {
  const { skuIds, goodsId } = await insertGoods(
    app,
    { priceFen: 0, eValue: 100, deductType: DeductType.integral, warrantyMonths: options.months ?? 12, warrantyCover: '非人为质量问题免费维修' },
    [{ priceFen: 0, eValue: 100, stock: 100 }],
  );
  const user = options.user ?? (await newUser(app, 10_000));
  if (!options.user) await insertAddress(app, user.userId);
  const placed = await submit(app, user.token, { productSpecsId: String(skuIds[0]), purchaseCount: options.pieces ?? 2 }, { key: newKey() });
  expect(placed.code, placed.body).toBe(0);
  const orderId = Number(placed.result.orderId);
  if (options.receive !== false) await advanceOrder(app, orderId, OrderEvent.ship, OrderEvent.receive);
  return { user, orderId, goodsId, skuId: skuIds[0]! };
}

export function cardsOf(app: TestApp, token: string | null, query = ''): Promise<Answer<{ totalNum: number; result: WarrantyCardView[] }>> {
  return shopperCall(app, token, 'GET', `${WarrantyPaths.cards}${query ? `?${query}` : ''}`);
}

/** The user's first card (of the order, when given). */
export async function firstCard(app: TestApp, user: WarrantyShopper, orderId?: number): Promise<WarrantyCardView> {
  const res = await cardsOf(app, user.token, orderId === undefined ? '' : `orderId=${orderId}`);
  expect(res.code, res.body).toBe(0);
  return res.result.result.at(-1)!;
}

/** A photo of the shopper's own, uploaded as type `type`. */
export async function warrantyPhoto(app: TestApp, userId: number, type: UploadType = UploadType.warranty): Promise<string> {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1D4ED8' } }).png().toBuffer();
  return (await storeUpload(app.ctx, { userId, type, data })).url;
}

/** A valid apply body for the card: tomorrow morning at a fresh store. */
export async function applyBody(app: TestApp, cardId: string, fields: Partial<WarrantyApplyBody> = {}): Promise<WarrantyApplyBody> {
  return {
    cardId,
    faultType: WarrantyFaultType.noCharge,
    description: '插枪后指示灯常亮红色,无法开始充电',
    photos: [],
    contactPhone: '13800001234',
    storeId: String(await insertStore(app)),
    preferredDate: addChinaDays(chinaDay(app.clock.now()), 1),
    timeSlot: WarrantyTimeSlot.morning,
    ...fields,
  };
}

export function applyClaim(app: TestApp, token: string | null, body: unknown, key = newKey()): Promise<Answer<WarrantyClaimDetail>> {
  return shopperCall<WarrantyClaimDetail>(app, token, 'POST', WarrantyPaths.claims, body, { [Header.idempotencyKey]: key });
}

export function claimCall(app: TestApp, token: string | null, path: 'claim' | 'cancel' | 'rate', id: string | number, payload?: unknown): Promise<Answer<WarrantyClaimDetail>> {
  return shopperCall<WarrantyClaimDetail>(app, token, path === 'claim' ? 'GET' : 'POST', fillPath(WarrantyPaths[path], { id }), payload);
}

export type ServiceMove = 'accept' | 'schedule' | 'startRepair' | 'complete' | 'reject';

/** A body each service move accepts. */
async function moveBody(app: TestApp, move: ServiceMove): Promise<object> {
  if (move === 'schedule') return { storeId: String(await insertStore(app)), appointmentAt: new Date(app.clock.now().getTime() + 2 * 86_400_000).toISOString() };
  if (move === 'complete') return { parts: ['充电枪线缆'], note: '更换充电枪线缆,测试充电正常', photos: [] };
  if (move === 'reject') return { reason: '人为损坏,不在保修范围' };
  return {};
}

export async function serviceMove(app: TestApp, op: OperatorSession, move: ServiceMove, id: string | number, payload?: object) {
  const res = await adminCall(app, op, 'POST', fillPath(WarrantyAdminPaths[move], { id }), payload ?? (await moveBody(app, move)));
  return { status: res.statusCode, body: res.json() as { code: number; message: string; result: AdminWarrantyClaimDetail } };
}
