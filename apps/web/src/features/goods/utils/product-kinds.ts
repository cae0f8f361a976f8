import { ADS_PRODUCT_ROUTE, AnnexVirtualKind, Paths, ProductRoute, SubmitRoute } from '@emall/contract';

export type ProductKind = keyof typeof ProductRoute | 'intellectAds';

/** Which spec call (§7) loads a kind's page; get-goods-detail.ts makes it. */
type ProductCall =
  | { type: 'detail' }
  | { type: 'byId'; path: typeof Paths.goodsAnnex | typeof Paths.goodsRefitted | typeof Paths.goodsVirtualFlow }
  | { type: 'intellect' }
  | { type: 'intellectAds' }
  | { type: 'annexVirtual'; kind: AnnexVirtualKind };

interface ProductKindConfig {
  route: string;
  /** The spec call (§7) that loads this kind's page. */
  call: ProductCall;
  /** Where 立即购买 leads (§2 submit pages). */
  submitRoute: string;
}

const byId = (path: Extract<ProductCall, { type: 'byId' }>['path']): ProductCall => ({ type: 'byId', path });
const annexVirtual = (kind: AnnexVirtualKind): ProductCall => ({ type: 'annexVirtual', kind });

/** Every product page of §2: its route, its call and its submit page. One page component serves them all. */
export const productKinds: Record<ProductKind, ProductKindConfig> = {
  boutique: {
    route: ProductRoute.boutique,
    call: { type: 'detail' },
    submitRoute: SubmitRoute.boutique,
  },
  attachment: { route: ProductRoute.attachment, call: byId(Paths.goodsAnnex), submitRoute: SubmitRoute.attachment },
  homeCharging: { route: ProductRoute.homeCharging, call: byId(Paths.goodsAnnex), submitRoute: SubmitRoute.homeCharging },
  light: { route: ProductRoute.light, call: byId(Paths.goodsRefitted), submitRoute: SubmitRoute.light },
  flow: { route: ProductRoute.flow, call: byId(Paths.goodsVirtualFlow), submitRoute: SubmitRoute.flow },
  intellect: {
    route: ProductRoute.intellect,
    call: { type: 'intellect' },
    submitRoute: SubmitRoute.intellect,
  },
  intellectAds: {
    route: ADS_PRODUCT_ROUTE,
    call: { type: 'intellectAds' },
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
