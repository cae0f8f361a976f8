import { BizType, CrowdfundTargetType, GoodsType } from '@emall/contract';
import type { Motif } from './pictures.ts';

/**
 * The demo catalogue: one or more goods of every type and every state the spec names
 * (sale, sold out, pre-sale, limited, whitelist-only, owner-only, E-value-only, mixed pay,
 * crowdfund preheat and running, empty SKU). Prices are fen; 10 E值 offset ¥1.
 * deductType cash may carry deductAmount (E-value offsets up to it); all is mixed pay: cash and E-value.
 */
export interface SeedSku {
  specsName: string;
  priceFen: number;
  productPriceFen: number;
  eValue: number;
  stock: number;
}

interface SeedCrowdfund {
  /** Hours from seeding to the start (negative: already running) and to the end. */
  startInHours: number;
  endInHours: number;
  targetType: (typeof CrowdfundTargetType)[keyof typeof CrowdfundTargetType];
  targetValue: number;
  /** The base it opens with (supports from outside the shop); its orders add to it. */
  currentAmountFen: number;
  currentQuantity: number;
  supporters: number;
}

/** A goods' kind info (goods_kind_info); what is left out reads as none. */
interface SeedKindInfo {
  identificationType?: number;
  useType?: number;
  needVin?: boolean;
  validDays?: number;
  agreementType?: string;
  /** Sounds and wallpapers: the preview is the goods' second picture. */
  preview?: boolean;
  faceValueFen?: number;
  fitModels?: string[];
  installHours?: number;
  adsTitle?: string;
}

/** The car models of the brand, for what fits which car. */
export const CAR_MODELS = ['ES6', 'ES7', 'ES9'] as const;

export interface SeedGoods {
  key: string;
  bizType: number;
  goodsType: number;
  virtualType?: number;
  annexType?: string;
  category: string;
  name: string;
  saleName: string;
  description: string;
  motif: Motif;
  palette: readonly [string, string];
  ink: string;
  tags: string[];
  skus: SeedSku[];
  deductType: number;
  deductAmountFen?: number;
  userLimit?: number;
  buyerType?: number;
  whitelist?: number;
  preSale?: number;
  installType?: number;
  costFree?: boolean;
  role?: string;
  crowdfund?: SeedCrowdfund;
  kind?: SeedKindInfo;
}

export const boutique = { bizType: BizType.shop, goodsType: GoodsType.shop, category: '精品' } as const;
export const attachment = { bizType: BizType.attachment, goodsType: GoodsType.attachment, category: '配件' } as const;
export const light = { bizType: BizType.lightModification, goodsType: GoodsType.lightModification, category: '轻改' } as const;
export const virtual = { bizType: BizType.virtual, goodsType: GoodsType.virtual, category: '虚拟' } as const;

export function sku(specsName: string, yuan: number, originYuan: number, eValue: number, stock: number): SeedSku {
  return { specsName, priceFen: Math.round(yuan * 100), productPriceFen: Math.round(originYuan * 100), eValue, stock };
}
