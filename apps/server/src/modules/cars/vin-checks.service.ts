import {
  AgreementType,
  BizType,
  ErrorCode,
  errorInfo,
  VirtualChildType,
  type CheckResult,
  type DigitalKeySignBody,
  type DigitalKeyTips,
  type GoodsKindInfo,
} from '@emall/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { getLatestAgreement } from '../agreements/agreements.service.ts';
import { requireGoodsOfSku, requireGoodsWithKind, type GoodsRow } from '../catalogue/catalogue.service.ts';
import { findOwnCar, requireOwnCar } from './cars.service.ts';
import * as repo from './cars.repository.ts';

const PASS: CheckResult = { pass: true, message: '' };

function requireServicePackage(goods: GoodsRow): void {
  if (goods.bizType !== BizType.virtual || goods.virtualType !== VirtualChildType.servePacket) {
    throw new AppError(ErrorCode.GOODS_KIND_MISMATCH);
  }
}

/** May this car have the package: it must be the user's and of a model the package fits. */
export async function checkCarFits(ctx: AppContext, userId: number, vin: string, kindInfo: GoodsKindInfo): Promise<CheckResult> {
  const car = await findOwnCar(ctx, userId, vin);
  if (!car) return { pass: false, message: errorInfo[ErrorCode.VIN_NOT_FOUND].message };
  if (kindInfo.fitModels.length > 0 && !kindInfo.fitModels.includes(car.model)) {
    return { pass: false, message: `该服务包不适用于${car.model}车型` };
  }
  return PASS;
}

/** GET …/service-package/skip-check (productId, vinCode): before the package's order page. */
export async function servicePackageSkipCheck(ctx: AppContext, userId: number, productId: number, vin: string): Promise<CheckResult> {
  const { goods, kindInfo } = await requireGoodsWithKind(ctx.db, productId);
  requireServicePackage(goods);
  return checkCarFits(ctx, userId, vin, kindInfo);
}

/**
 * GET …/service-package-ads/check (productSpecsId, vin, carMainOrderNo): the same check by SKU.
 * carMainOrderNo (the car's purchase order) is accepted and not checked: car orders are not in the shop.
 */
export async function servicePackageAdsCheck(ctx: AppContext, userId: number, skuId: number, vin: string): Promise<CheckResult> {
  const { goods, kindInfo } = await requireGoodsOfSku(ctx.db, skuId);
  requireServicePackage(goods);
  return checkCarFits(ctx, userId, vin, kindInfo);
}

/** GET …/digital-key/skip-tips (vin): show the agreement tips until the user signs its version in force for this car. */
export async function digitalKeyTips(ctx: AppContext, userId: number, vin: string): Promise<DigitalKeyTips> {
  await requireOwnCar(ctx, userId, vin);
  const agreement = await getLatestAgreement(ctx, AgreementType.digitalKey);
  const signed = await repo.findSignature(ctx.db, userId, vin, agreement.id);
  return {
    showTips: !signed,
    tips: signed ? '' : `开通数字钥匙前,请阅读并同意${agreement.agreeTile}`,
    agmCode: agreement.id,
    agmTitle: agreement.agreeTile,
  };
}

/**
 * POST …/digital-key/sign: records that the user signed the digital-key agreement in force
 * (agmCode = its id) for their car; again answers the first signature. The title stored is the
 * agreement's own, not the one sent.
 */
export async function signDigitalKey(ctx: AppContext, userId: number, body: DigitalKeySignBody): Promise<{ signed: boolean; signedAt: string }> {
  await requireOwnCar(ctx, userId, body.vinCode);
  const agreement = await getLatestAgreement(ctx, AgreementType.digitalKey);
  if (body.agmCode !== agreement.id) throw new AppError(ErrorCode.BAD_REQUEST, `${errorInfo[ErrorCode.BAD_REQUEST].message}: agmCode`);
  const row = await repo.insertSignature(ctx.db, {
    userId,
    vin: body.vinCode,
    agmCode: agreement.id,
    agmTitle: agreement.agreeTile,
    signedAt: ctx.clock.now(),
  });
  return { signed: true, signedAt: row.signedAt.toISOString() };
}
