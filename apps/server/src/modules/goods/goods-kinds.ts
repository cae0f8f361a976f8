import { AnnexVirtualKind, BizType, VirtualChildType } from '@emall/contract';
import type { GoodsRow } from '../catalogue/catalogue.service.ts';

/** Which goods a type-specific goods call serves (§7 Goods); `key` names it in the detail cache. */
export interface GoodsKindCall {
  key: string;
  accepts(goods: Pick<GoodsRow, 'bizType' | 'virtualType'>): boolean;
}

const virtualOf = (virtualType: number): GoodsKindCall => ({
  key: `virtual-${virtualType}`,
  accepts: (g) => g.bizType === BizType.virtual && g.virtualType === virtualType,
});

export const KindCall = {
  /** goods-annex: attachments and home charging (bizType 3). */
  annex: { key: 'annex', accepts: (g) => g.bizType === BizType.attachment } satisfies GoodsKindCall,
  /** goods-refitted: light modifications (bizType 11). */
  refitted: { key: 'refitted', accepts: (g) => g.bizType === BizType.lightModification } satisfies GoodsKindCall,
  /** virtual-product?biz=…, …/flow/{id} and the annex virtual kinds: one virtual child type each. */
  virtual: virtualOf,
  /** The intellect ads page: intellect goods, and plain virtual ones, which share the intellect page (§2). */
  ads: {
    key: 'ads',
    accepts: (g) => g.bizType === BizType.virtual && (g.virtualType === VirtualChildType.intellect || g.virtualType === VirtualChildType.virtual),
  } satisfies GoodsKindCall,
} as const;

/** The virtual child type behind each `{kind}` of /hermes/annex/v1/goods/virtual-product/{kind}/{productId}. */
export const annexVirtualTypes: Record<AnnexVirtualKind, number> = {
  [AnnexVirtualKind.card]: VirtualChildType.cardVoucher,
  [AnnexVirtualKind.servicePackage]: VirtualChildType.servePacket,
  [AnnexVirtualKind.sound]: VirtualChildType.sound,
  [AnnexVirtualKind.wallpaper]: VirtualChildType.wallpaper,
  [AnnexVirtualKind.digitalKey]: VirtualChildType.digital,
  [AnnexVirtualKind.chargeCard]: VirtualChildType.charging,
};
