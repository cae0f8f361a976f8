import {
  DeliveryMethod,
  LoadState,
  PayMethod,
  PayShowType,
  type CheckoutCoupon,
  type OrderRequest,
  type OrderSubmitData,
  type Store,
  type UserAddress,
} from '@emall/contract';
import { create } from 'zustand';
import type { SubmitKind } from '../utils/submit-kinds.ts';

export type DeliveryChoice = keyof typeof DeliveryMethod;

/** §3 userAction: what the shopper has chosen on the submit page. */
export interface UserAction {
  /** The shopper picked a coupon (or none) rather than the best one the server preselects. */
  hasCouponSelect: boolean;
  /** The phone a flow top-up is for. */
  mobile: string;
  selectAddressValue: DeliveryChoice;
  useIntegral: boolean;
  payMethod: PayMethod;
  /** Index in the coupon list of the coupon applied; -1 for none. */
  selectCouponIndex: number;
  /** Set on the way to the address list, store chooser or add-car page: coming back keeps the draft. */
  keepStore: boolean;
}

/** A car the goods can be bound to (by VIN). */
export interface SubmitCar {
  vinCode: string;
}

/** §3 per-type submit state, plus the loading states of §4. */
export interface SubmitDraft {
  orderSubmitData: OrderSubmitData | null;
  userAction: UserAction;
  couponList: CheckoutCoupon[];
  storeData: Store | null;
  deliveryAddress: UserAddress | null;
  orderSubmitRequestParams: OrderRequest;
  cars: SubmitCar[];
  carInfo: SubmitCar | null;
  /** §4 order submit (pre-submit) loading. */
  loadState: LoadState;
  /** §4 coupon loading: a coupon choice being priced. */
  couponLoadState: LoadState;
  /** Why the first load failed (shown with a retry). */
  loadError: string;
  /** The request of the answer shown: a change the server refuses goes back to it. */
  pricedParams: OrderRequest | null;
}

const initialUserAction: UserAction = {
  hasCouponSelect: false,
  mobile: '',
  selectAddressValue: 'online',
  useIntegral: false,
  payMethod: PayMethod.cash,
  selectCouponIndex: 0,
  keepStore: false,
};

function newDraft(params: OrderRequest, mobile = ''): SubmitDraft {
  return {
    orderSubmitData: null,
    userAction: { ...initialUserAction, mobile },
    couponList: [],
    storeData: null,
    deliveryAddress: null,
    orderSubmitRequestParams: params,
    cars: [],
    carInfo: null,
    loadState: LoadState.idle,
    couponLoadState: LoadState.idle,
    loadError: '',
    pricedParams: null,
  };
}

interface SubmitStore {
  drafts: Partial<Record<SubmitKind, SubmitDraft>>;
}

/** The order-submit drafts, one per goods kind (§3), in memory: a reload starts afresh. */
export const useSubmitStore = create<SubmitStore>()(() => ({ drafts: {} }));

export function getDraft(kind: SubmitKind): SubmitDraft | undefined {
  return useSubmitStore.getState().drafts[kind];
}

function setDraft(kind: SubmitKind, draft: SubmitDraft | undefined): void {
  useSubmitStore.setState((state) => {
    const drafts = { ...state.drafts };
    if (draft) drafts[kind] = draft;
    else delete drafts[kind];
    return { drafts };
  });
}

/** Changes the kind's draft, if there is one (a draft reset meanwhile stays reset). */
export function updateDraft(kind: SubmitKind, change: (draft: SubmitDraft) => Partial<SubmitDraft>): void {
  const draft = getDraft(kind);
  if (draft) setDraft(kind, { ...draft, ...change(draft) });
}

export function updateUserAction(kind: SubmitKind, patch: Partial<UserAction>): void {
  updateDraft(kind, (draft) => ({ userAction: { ...draft.userAction, ...patch } }));
}

/** Request params with `patch` applied; an undefined value removes the field (its server default applies). */
export function patchParams(params: OrderRequest, patch: Partial<OrderRequest>): OrderRequest {
  const next: Record<string, unknown> = { ...params };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next as OrderRequest;
}

/** What is bought (one SKU or cart lines): a kept draft of other goods is not this checkout's. */
function sameGoods(a: OrderRequest, b: OrderRequest): boolean {
  return (
    a.productId === b.productId &&
    a.productSpecsId === b.productSpecsId &&
    a.purchaseCount === b.purchaseCount &&
    JSON.stringify(a.cartItems ?? null) === JSON.stringify(b.cartItems ?? null)
  );
}

// Pages left in this task: StrictMode (development) unmounts and mounts a page again at once, which
// must neither drop a kept draft nor start over.
const leaving = new Set<SubmitKind>();

/**
 * Entering a submit page, §4: a draft kept for this goods (keep flag set on the way out, or the
 * page mounted again at once) is taken back and its flag cleared; otherwise the page starts from
 * `params`.
 */
export function enterDraft(kind: SubmitKind, params: OrderRequest, mobile: string): { draft: SubmitDraft; kept: boolean } {
  const kept = getDraft(kind);
  const remounted = leaving.delete(kind);
  if (kept && (kept.userAction.keepStore || remounted) && sameGoods(kept.orderSubmitRequestParams, params)) {
    const draft = { ...kept, userAction: { ...kept.userAction, keepStore: false } };
    setDraft(kind, draft);
    return { draft, kept: true };
  }
  const draft = newDraft(params, mobile);
  setDraft(kind, draft);
  return { draft, kept: false };
}

/** Leaving a submit page, §4: the draft is cleared unless the keep flag is set (once the page is really gone). */
export function leaveDraft(kind: SubmitKind): void {
  leaving.add(kind);
  queueMicrotask(() => {
    if (!leaving.delete(kind)) return;
    if (!getDraft(kind)?.userAction.keepStore) setDraft(kind, undefined);
  });
}

const deliveryChoiceOf: Record<number, DeliveryChoice> = {
  [DeliveryMethod.online]: 'online',
  [DeliveryMethod.store]: 'store',
  [DeliveryMethod.activityOffline]: 'activityOffline',
};

/** Adds `vinCode` to the cars (once). */
export function withCar(cars: SubmitCar[], vinCode: string | null | undefined): SubmitCar[] {
  if (!vinCode || cars.some((car) => car.vinCode === vinCode)) return cars;
  return [...cars, { vinCode }];
}

/** The draft after a priced answer: the answer is what the page shows, and the choices follow it. */
export function applyAnswer(draft: SubmitDraft, data: OrderSubmitData, params: OrderRequest): Partial<SubmitDraft> {
  const couponIndex = data.rightsAccountId === null ? -1 : data.coupons.findIndex((c) => c.rightsAccountId === data.rightsAccountId);
  // The switch is the shopper's (§5 usesPoints); the E-value the goods require (minIntegral) is
  // taken either way, so integral > 0 does not mean the switch is on. E-value-only orders use points.
  const usesEValue = params.useIntegral ?? data.payData.payShowType === PayShowType.E;
  const cars = withCar(draft.cars, data.vinCode);
  return {
    orderSubmitData: data,
    couponList: data.coupons,
    deliveryAddress: data.address,
    storeData: data.store,
    cars,
    carInfo: cars.find((car) => car.vinCode === data.vinCode) ?? null,
    pricedParams: params,
    loadState: LoadState.succeeded,
    couponLoadState: draft.couponLoadState === LoadState.pending ? LoadState.succeeded : draft.couponLoadState,
    loadError: '',
    userAction: {
      ...draft.userAction,
      selectAddressValue: data.deliveryMethod === null ? draft.userAction.selectAddressValue : (deliveryChoiceOf[data.deliveryMethod] ?? 'online'),
      useIntegral: usesEValue,
      payMethod: usesEValue ? PayMethod.evalue : PayMethod.cash,
      selectCouponIndex: couponIndex,
    },
  };
}
