import { AnnexVirtualKind, Paths, ProductRoute, SubmitRoute, VirtualChildType, fillPath } from '@emall/contract';
import type { QueryValue } from '../../../lib/http.ts';

/** §2 intellect ads page: not a goods' own page (productPageUrl never leads here), so not in ProductRoute. */
const ADS_PRODUCT_ROUTE = '/virtual/intellect/ads-product';

export type ProductKind = keyof typeof ProductRoute | 'intellectAds';

interface ProductCall {
  path: string;
  query: Record<string, QueryValue>;
}

interface ProductKindConfig {
  route: string;
  /** The spec call (§7) that loads this kind's page. */
  call: (productId: string, activityCode: string | null) => ProductCall;
  /** Where 立即购买 leads (§2 submit pages). */
  submitRoute: string;
}

const byId = (path: string) => (productId: string): ProductCall => ({ path: fillPath(path, { productId }), query: {} });
const annexVirtual = (kind: AnnexVirtualKind) => (productId: string): ProductCall => ({
  path: fillPath(Paths.goodsAnnexVirtual, { kind, productId }),
  query: {},
});

/** Every product page of §2: its route, its call and its submit page. One page component serves them all. */
export const productKinds: Record<ProductKind, ProductKindConfig> = {
  boutique: {
    route: ProductRoute.boutique,
    call: (productId, activityCode) => ({ path: fillPath(Paths.goodsDetail, { productId }), query: { activityCode } }),
    submitRoute: SubmitRoute.boutique,
  },
  attachment: { route: ProductRoute.attachment, call: byId(Paths.goodsAnnex), submitRoute: SubmitRoute.attachment },
  homeCharging: { route: ProductRoute.homeCharging, call: byId(Paths.goodsAnnex), submitRoute: SubmitRoute.homeCharging },
  light: { route: ProductRoute.light, call: byId(Paths.goodsRefitted), submitRoute: SubmitRoute.light },
  flow: { route: ProductRoute.flow, call: byId(Paths.goodsVirtualFlow), submitRoute: SubmitRoute.flow },
  intellect: {
    route: ProductRoute.intellect,
    call: (productId) => ({ path: Paths.goodsVirtual, query: { biz: VirtualChildType.intellect, productId } }),
    submitRoute: SubmitRoute.intellect,
  },
  intellectAds: {
    route: ADS_PRODUCT_ROUTE,
    call: (productId) => ({ path: Paths.goodsVirtualAds, query: { productId } }),
    submitRoute: SubmitRoute.intellect,
  },
  cardVoucher: { route: ProductRoute.cardVoucher, call: annexVirtual(AnnexVirtualKind.card), submitRoute: SubmitRoute.cardVoucher },
  servicePackage: {
    route: ProductRoute.servicePackage,
    call: annexVirtual(AnnexVirtualKind.servicePackage),
    submitRoute: SubmitRoute.servicePackage,
  },
  sound: { route: ProductRoute.sound, call: annexVirtual(AnnexVirtualKind.sound), submitRoute: SubmitRoute.sound },
  wallpaper: { route: ProductRoute.wallpaper, call: annexVirtual(AnnexVirtualKind.wallpaper), submitRoute: SubmitRoute.wallpaper },
  digital: { route: ProductRoute.digital, call: annexVirtual(AnnexVirtualKind.digitalKey), submitRoute: SubmitRoute.digital },
  charging: { route: ProductRoute.charging, call: annexVirtual(AnnexVirtualKind.chargeCard), submitRoute: SubmitRoute.charging },
};

const productKindList = Object.keys(productKinds) as ProductKind[];

/** The kind whose page is at `pathname` (boutique for anything else). */
export function productKindOfPath(pathname: string): ProductKind {
  return productKindList.find((kind) => productKinds[kind].route === pathname) ?? 'boutique';
}
