import { Paths, SubmitRoute, type OrderKind } from '@emall/contract';


/** Every order-submit page of §2, one per order kind (the add-car page only picks a VIN). */
export type SubmitKind = OrderKind;

type PreSubmitPath = typeof Paths.preSubmit | typeof Paths.preSubmitHomeCharging | typeof Paths.preSubmitAnnexV3;
/** The submit calls the shop makes (all declared with the same body and answer). */
export type SubmitPath = typeof Paths.orderSubmitV2 | typeof Paths.orderSubmitAnnexV3 | typeof Paths.orderPointsSubmit;

interface SubmitKindConfig {
  route: string;
  /** The pre-submit call (§7) that prices this kind's order. */
  preSubmitPath: PreSubmitPath;
  /** The submit call of a cash or mixed order; an E-value-only order goes to orderPointsSubmit whatever the kind. */
  submitPath: SubmitPath;
  /** Flow top-ups carry the phone they are for (§3 userAction.mobile). */
  asksMobile: boolean;
  /** A digital key is bought only once its agreement is signed for the car (§7 skip-tips / sign). */
  signsDigitalKeyAgreement?: boolean;
}

const physical = (route: string, preSubmitPath: PreSubmitPath = Paths.preSubmit): SubmitKindConfig => ({
  route,
  preSubmitPath,
  submitPath: Paths.orderSubmitV2,
  asksMobile: false,
});

// One virtual pair for every virtual kind (the v3 annex calls); the v2 annex pre-submit prices the same.
const virtual = (route: string, extra: Partial<SubmitKindConfig> = {}): SubmitKindConfig => ({
  route,
  preSubmitPath: Paths.preSubmitAnnexV3,
  submitPath: Paths.orderSubmitAnnexV3,
  asksMobile: false,
  ...extra,
});

/** Each submit page's calls and parts, in one table (§2 routes, §3 per-type state, §7 order calls). */
export const submitKinds: Record<SubmitKind, SubmitKindConfig> = {
  boutique: physical(SubmitRoute.boutique),
  attachment: physical(SubmitRoute.attachment),
  homeCharging: physical(SubmitRoute.homeCharging, Paths.preSubmitHomeCharging),
  light: physical(SubmitRoute.light),
  flow: virtual(SubmitRoute.flow, { asksMobile: true }),
  intellect: virtual(SubmitRoute.intellect),
  cardVoucher: virtual(SubmitRoute.cardVoucher),
  servicePackage: virtual(SubmitRoute.servicePackage),
  sound: virtual(SubmitRoute.sound),
  wallpaper: virtual(SubmitRoute.wallpaper),
  digital: virtual(SubmitRoute.digital, { signsDigitalKeyAgreement: true }),
  charging: virtual(SubmitRoute.charging),
};

const submitKindList = Object.keys(submitKinds) as SubmitKind[];

/** The kind whose submit page is at `pathname` (boutique for anything else). */
export function submitKindOfPath(pathname: string): SubmitKind {
  return submitKindList.find((kind) => submitKinds[kind].route === pathname) ?? 'boutique';
}

/** The submit call of an order: E-value-only orders (§3 payShowType E) have their own. */
export function submitPathOf(kind: SubmitKind, eValueOnly: boolean): SubmitPath {
  return eValueOnly ? Paths.orderPointsSubmit : submitKinds[kind].submitPath;
}
