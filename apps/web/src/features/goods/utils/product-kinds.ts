import { AnnexVirtualKind, Paths, ProductRoute, VirtualChildType, fillPath } from '@emall/contract';
import type { QueryValue } from '../../../lib/http.ts';

/** §2 intellect ads page: not a goods' own page (productPageUrl never leads here), so not in ProductRoute. */
export const ADS_PRODUCT_ROUTE = '/virtual/intellect/ads-product';

export type ProductKind = keyof typeof ProductRoute | 'intellectAds';

export interface ProductCall {
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
    submitRoute: '/store/boutique/submit',
  },
  attachment: { route: ProductRoute.attachment, call: byId(Paths.goodsAnnex), submitRoute: '/store/attachment/submit' },
  homeCharging: { route: ProductRoute.homeCharging, call: byId(Paths.goodsAnnex), submitRoute: '/store/home-charging/submit' },
  light: { route: ProductRoute.light, call: byId(Paths.goodsRefitted), submitRoute: '/store/light/submit' },
  flow: { route: ProductRoute.flow, call: byId(Paths.goodsVirtualFlow), submitRoute: '/virtual/flow/order/submit' },
  intellect: {
    route: ProductRoute.intellect,
    call: (productId) => ({ path: Paths.goodsVirtual, query: { biz: VirtualChildType.intellect, productId } }),
    submitRoute: '/virtual/intellect/order/submit',
  },
  intellectAds: {
    route: ADS_PRODUCT_ROUTE,
    call: (productId) => ({ path: Paths.goodsVirtualAds, query: { productId } }),
    submitRoute: '/virtual/intellect/order/submit',
  },
  cardVoucher: { route: ProductRoute.cardVoucher, call: annexVirtual(AnnexVirtualKind.card), submitRoute: '/virtual/cardVoucher/order/submit' },
  servicePackage: {
    route: ProductRoute.servicePackage,
    call: annexVirtual(AnnexVirtualKind.servicePackage),
    submitRoute: '/store/service-package/submit',
  },
  sound: { route: ProductRoute.sound, call: annexVirtual(AnnexVirtualKind.sound), submitRoute: '/store/sound/submit' },
  wallpaper: { route: ProductRoute.wallpaper, call: annexVirtual(AnnexVirtualKind.wallpaper), submitRoute: '/store/wallpaper/submit' },
  digital: { route: ProductRoute.digital, call: annexVirtual(AnnexVirtualKind.digitalKey), submitRoute: '/store/digital/submit' },
  charging: { route: ProductRoute.charging, call: annexVirtual(AnnexVirtualKind.chargeCard), submitRoute: '/store/charging/submit' },
};

export const productKindList = Object.keys(productKinds) as ProductKind[];

/** The kind whose page is at `pathname` (boutique for anything else). */
export function productKindOfPath(pathname: string): ProductKind {
  return productKindList.find((kind) => productKinds[kind].route === pathname) ?? 'boutique';
}
