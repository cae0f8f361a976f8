import {
  GoodsStatus,
  GoodsText,
  type AdminGoodsCrowdfund,
  type AdminGoodsDetail,
  type AdminGoodsRow,
  type GoodsKindInput,
  type GoodsSaveBody,
  type StockLedgerEntry,
} from '@emall/contract';
import { crowdfundStatusAt } from '@emall/domain';
import type { GoodsKindInfoRow, GoodsRow } from './catalogue.repository.ts';
import { toKindInfo } from './catalogue.service.ts';
import type { GoodsForEdit, NewKindInfoRow, StockLedgerRow } from './goods-admin.repository.ts';

/** The goods list's row. */
export function toAdminGoodsRow(g: GoodsRow, stock: number, skuCount: number): AdminGoodsRow {
  return {
    id: String(g.id),
    name: g.name,
    saleName: g.saleName,
    pictureUrl: g.pictures[0] ?? '',
    bizType: g.bizType,
    virtualType: g.virtualType,
    category: g.category,
    price: g.priceFen,
    eValue: g.eValue,
    deductType: g.deductType,
    stock: Number(stock),
    skuCount: Number(skuCount),
    status: Number(stock) > 0 ? GoodsStatus.Sale : GoodsStatus.SaleOut,
    onShelf: g.onShelf,
    tags: g.tags,
    updatedAt: g.updatedAt.toISOString(),
  };
}

function toKindInput(g: GoodsRow, info: GoodsKindInfoRow | undefined): GoodsKindInput {
  const { annexType: _a, virtualType: _v, ...kind } = toKindInfo(g, info);
  return {
    ...kind,
    identificationType: kind.identificationType as GoodsKindInput['identificationType'],
    useType: kind.useType as GoodsKindInput['useType'],
    adsTitle: info?.adsTitle ?? '',
  };
}

export function toKindRow(goodsId: number, k: GoodsKindInput): NewKindInfoRow {
  return {
    goodsId,
    identificationType: k.identificationType,
    useType: k.useType,
    needVin: k.needVin,
    validDays: k.validDays,
    agreementType: k.agreementType,
    previewUrl: k.previewUrl,
    faceValueFen: k.faceValue,
    fitModels: k.fitModels,
    installHours: k.installHours,
    adsTitle: k.adsTitle,
  };
}

/**
 * A goods as the editor holds it. A goods stored before specs existed (the seed's) reads as one
 * spec whose values are its SKU names, so it saves back unchanged.
 */
export function toAdminGoodsDetail({ goods: g, skus, kindInfo, crowdfund: cf }: GoodsForEdit, now: Date): AdminGoodsDetail {
  const seededSpecs = g.specs.length === 0;
  const specs = seededSpecs ? [{ name: GoodsText.defaultSpecName, values: skus.map((s) => s.specsName) }] : g.specs;
  return {
    id: String(g.id),
    bizType: g.bizType as AdminGoodsDetail['bizType'],
    goodsType: g.goodsType,
    category: g.category,
    virtualType: g.virtualType as AdminGoodsDetail['virtualType'],
    annexType: g.annexType as AdminGoodsDetail['annexType'],
    name: g.name,
    saleName: g.saleName,
    description: g.description,
    detailHtml: g.detailHtml,
    pictures: g.pictures,
    detailPictures: g.detailPictures,
    tags: g.tags,
    specs,
    skus: skus.map((s) => ({
      id: String(s.id),
      code: s.code ?? '',
      specValues: seededSpecs ? [s.specsName] : s.specValues,
      specsName: s.specsName,
      pictureUrl: s.pictureUrl,
      price: s.priceFen,
      productPrice: s.productPriceFen,
      eValue: s.eValue,
      stock: s.stock,
    })),
    deductType: g.deductType as GoodsSaveBody['deductType'],
    deductAmount: g.deductAmountFen,
    userLimitFlag: g.userLimitFlag,
    userLimit: g.userLimit,
    buyerType: g.buyerType as GoodsSaveBody['buyerType'],
    whitelist: g.whitelist as GoodsSaveBody['whitelist'],
    preSale: g.preSale as GoodsSaveBody['preSale'],
    installType: g.installType as GoodsSaveBody['installType'],
    costFree: g.costFree,
    kindInfo: toKindInput(g, kindInfo),
    noReasonDays: g.noReasonDays,
    noReasonExcluded: g.noReasonExcluded,
    warrantyMonths: g.warrantyMonths,
    warrantyCover: g.warrantyCover,
    crowdfund: cf
      ? {
          crowdfundNo: cf.crowdfundNo,
          statusNow: crowdfundStatusAt(cf, now.getTime()),
          targetType: cf.targetType as AdminGoodsCrowdfund['targetType'],
          targetValue: cf.targetValue,
          startAt: cf.startAt.toISOString(),
          endAt: cf.endAt.toISOString(),
        }
      : null,
    onShelf: g.onShelf,
    updatedAt: g.updatedAt.toISOString(),
  };
}

export function toLedgerEntry(row: StockLedgerRow): StockLedgerEntry {
  return {
    id: String(row.id),
    skuId: String(row.skuId),
    delta: row.delta,
    before: row.before,
    after: row.after,
    reason: row.reason,
    operatorId: row.operatorId === null ? null : String(row.operatorId),
    at: row.at.toISOString(),
  };
}
