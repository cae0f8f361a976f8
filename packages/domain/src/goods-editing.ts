import { BizType, DeductType, ErrorCode, InstallType, VirtualChildType, type GoodsKindInput, type GoodsSaveBody, type GoodsSkuInput } from '@emall/contract';
import type { Outcome } from './order-kind.ts';

/** What a goods lists at: its cheapest SKU by cash, then by E-value (cards and search sort by it). */
export function listPriceOf<T extends { price: number; productPrice: number; eValue: number }>(skus: readonly T[]): T | undefined {
  return [...skus].sort((a, b) => a.price - b.price || a.eValue - b.eValue)[0];
}

/** A SKU's name as the shop shows it: its spec values in the specs' order. */
export function specsNameOf(specValues: readonly string[]): string {
  return specValues.join(' ');
}

/** The kind facts of a goods that has none of its own (a plain physical goods): where a new goods starts. */
export function plainKindInfo(): GoodsKindInput {
  return {
    identificationType: null,
    useType: null,
    needVin: false,
    validDays: 0,
    agreementType: null,
    previewUrl: '',
    faceValue: 0,
    fitModels: [],
    installHours: 0,
    adsTitle: '',
  };
}

const refused = (code: ErrorCode): { ok: false; code: ErrorCode } => ({ ok: false, code });
const hasDuplicates = (values: readonly string[]) => new Set(values).size !== values.length;

function checkSpecs(draft: Pick<GoodsSaveBody, 'specs' | 'skus'>): ErrorCode | null {
  const { specs, skus } = draft;
  if (specs.length === 0) return ErrorCode.GOODS_SPEC_INVALID;
  if (hasDuplicates(specs.map((s) => s.name.trim())) || specs.some((s) => hasDuplicates(s.values.map((v) => v.trim())))) {
    return ErrorCode.GOODS_SPEC_INVALID;
  }
  for (const sku of skus) {
    if (sku.specValues.length !== specs.length) return ErrorCode.SKU_SPEC_MISMATCH;
    if (sku.specValues.some((value, i) => !specs[i]!.values.includes(value))) return ErrorCode.SKU_SPEC_MISMATCH;
  }
  // JSON keeps the values apart even when one holds the separator a joined name would use.
  if (hasDuplicates(skus.map((s) => JSON.stringify(s.specValues)))) return ErrorCode.SKU_SPEC_DUPLICATE;
  return null;
}

function checkPrices(draft: Pick<GoodsSaveBody, 'skus' | 'deductType' | 'deductAmount'>): ErrorCode | null {
  const { skus, deductType, deductAmount } = draft;
  if (skus.some((s) => s.price < 0 || s.eValue < 0 || s.productPrice < s.price)) return ErrorCode.GOODS_PRICE_INVALID;
  switch (deductType) {
    // §3 integral: paid in E-value only, so no cash price and some E-value.
    case DeductType.integral:
      return skus.every((s) => s.price === 0 && s.eValue > 0) ? null : ErrorCode.GOODS_DEDUCT_INVALID;
    // §3 all: a cash part and an E-value part, both due.
    case DeductType.all:
      return skus.every((s) => s.price > 0 && s.eValue > 0) && deductAmount === 0 ? null : ErrorCode.GOODS_DEDUCT_INVALID;
    // §3 cash: E-value may offset up to deductAmount, never more than the cheapest SKU costs.
    default:
      return skus.every((s) => s.eValue === 0 && s.price > 0 && deductAmount <= s.price) ? null : ErrorCode.GOODS_DEDUCT_INVALID;
  }
}

function checkKind(draft: Pick<GoodsSaveBody, 'bizType' | 'virtualType' | 'annexType' | 'installType' | 'kindInfo'>): ErrorCode | null {
  const { bizType, virtualType, annexType, installType, kindInfo } = draft;
  const isVirtual = bizType === BizType.virtual;
  if (isVirtual !== (virtualType !== null)) return ErrorCode.GOODS_KIND_INVALID;
  if ((bizType === BizType.attachment) !== (annexType !== null)) return ErrorCode.GOODS_KIND_INVALID;
  if (isVirtual && installType !== InstallType.notinstall) return ErrorCode.GOODS_KIND_INVALID;
  if (!isVirtual && (kindInfo.identificationType !== null || kindInfo.useType !== null || kindInfo.needVin)) {
    return ErrorCode.GOODS_KIND_INVALID;
  }
  // A face value is what a charging card loads; no other goods has one.
  if (kindInfo.faceValue > 0 && virtualType !== VirtualChildType.charging) return ErrorCode.GOODS_KIND_INVALID;
  if (virtualType === VirtualChildType.charging && kindInfo.faceValue === 0) return ErrorCode.GOODS_KIND_INVALID;
  if (isVirtual && kindInfo.installHours > 0) return ErrorCode.GOODS_KIND_INVALID;
  return null;
}

/** A SKU ready to store: its spec values named the shop's way. */
export type CheckedSku = GoodsSkuInput & { specsName: string };

export interface CheckedGoods {
  skus: CheckedSku[];
  /** The goods' list price: its cheapest SKU's. */
  priceFen: number;
  productPriceFen: number;
  eValue: number;
  /** 0 unless the limit is on. */
  userLimit: number;
}

/**
 * The console's rules for a goods before it is stored (issue 14): a picture, at least one SKU,
 * SKU codes unique, every SKU one consistent combination of the specs, prices that fit the deduct
 * type, a purchase limit that limits, kind info that fits the kind. `keptSkuIds` are the goods'
 * SKUs already stored: they stay (orders and carts point at them), so a draft may not drop one.
 */
export function checkGoodsDraft(draft: GoodsSaveBody, keptSkuIds: readonly string[] = []): Outcome<CheckedGoods> {
  if (draft.pictures.length === 0) return refused(ErrorCode.GOODS_PICTURE_REQUIRED);
  if (draft.skus.length === 0) return refused(ErrorCode.GOODS_SKU_REQUIRED);
  if (hasDuplicates(draft.skus.map((s) => s.code.trim().toUpperCase()))) return refused(ErrorCode.SKU_CODE_DUPLICATE);
  const draftIds = draft.skus.flatMap((s) => (s.id === undefined ? [] : [s.id]));
  if (hasDuplicates(draftIds) || draftIds.some((id) => !keptSkuIds.includes(id))) return refused(ErrorCode.SKU_NOT_FOUND);
  if (keptSkuIds.some((id) => !draftIds.includes(id))) return refused(ErrorCode.SKU_REMOVE_NOT_ALLOWED);
  const problem = checkSpecs(draft) ?? checkPrices(draft) ?? checkKind(draft);
  if (problem !== null) return refused(problem);
  if (draft.userLimitFlag && draft.userLimit < 1) return refused(ErrorCode.GOODS_LIMIT_INVALID);
  const cheapest = listPriceOf(draft.skus)!;
  return {
    ok: true,
    value: {
      skus: draft.skus.map((s) => ({ ...s, code: s.code.trim(), specsName: specsNameOf(s.specValues) })),
      priceFen: cheapest.price,
      productPriceFen: cheapest.productPrice,
      eValue: cheapest.eValue,
      userLimit: draft.userLimitFlag ? draft.userLimit : 0,
    },
  };
}

/** A stock adjustment's delta: a whole number of units, not 0. Whether it leaves stock ≥ 0 is the database's to say. */
export function checkStockDelta(delta: number): Outcome<number> {
  return Number.isInteger(delta) && delta !== 0 ? { ok: true, value: delta } : refused(ErrorCode.STOCK_ADJUST_INVALID);
}
