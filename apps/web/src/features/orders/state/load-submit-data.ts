import { ErrorCode, LoadState, type OrderRequest } from '@emall/contract';
import { writeAddedCar, writeChosenAddress, writeChosenStore } from '../../../lib/checkout-choices.ts';
import { ApiError } from '../../../lib/http.ts';
import { preSubmitOrder } from '../api/pre-submit-order.ts';
import type { SubmitKind } from '../utils/submit-kinds.ts';
import { applyAnswer, getDraft, patchParams, updateDraft } from './submit-store.ts';

/**
 * A choice the server no longer knows (an address deleted meanwhile, a coupon used on another
 * order…): on the first load it is dropped, so the server's default applies, instead of the page
 * failing. The stored choice goes too.
 */
const staleChoices: Partial<Record<number, { field: keyof OrderRequest; forget?: () => void }>> = {
  [ErrorCode.ADDRESS_NOT_FOUND]: { field: 'addressId', forget: () => writeChosenAddress(null) },
  [ErrorCode.STORE_NOT_FOUND]: { field: 'storeId', forget: () => writeChosenStore(null) },
  [ErrorCode.VIN_NOT_FOUND]: { field: 'vinCode', forget: () => writeAddedCar(null) },
  [ErrorCode.VIN_NOT_OWNED]: { field: 'vinCode', forget: () => writeAddedCar(null) },
  [ErrorCode.DELIVERY_NOT_SUPPORTED]: { field: 'deliveryMethod' },
  [ErrorCode.RIGHT_NOT_FOUND]: { field: 'rightsAccountId' },
  [ErrorCode.RIGHT_USED]: { field: 'rightsAccountId' },
  [ErrorCode.RIGHT_EXPIRED]: { field: 'rightsAccountId' },
  [ErrorCode.COUPON_NOT_APPLICABLE]: { field: 'rightsAccountId' },
  [ErrorCode.EVALUE_OUT_OF_RANGE]: { field: 'integral' },
};

const latest: Partial<Record<SubmitKind, number>> = {};
let sequence = 0;

export type LoadCause = 'enter' | 'change' | 'coupon';

/**
 * §4 order submit loading: idle → pending → succeeded or failed. The answer of the latest request
 * wins. A change the server refuses is toasted and undone (the page keeps the last priced answer);
 * a first load that fails leaves the page in its failed state with a retry.
 */
export async function loadSubmitData(kind: SubmitKind, cause: LoadCause = 'change'): Promise<void> {
  const draft = getDraft(kind);
  if (!draft) return;
  const params = draft.orderSubmitRequestParams;
  const ticket = ++sequence;
  latest[kind] = ticket;
  updateDraft(kind, (d) => ({
    loadState: LoadState.pending,
    couponLoadState: cause === 'coupon' ? LoadState.pending : d.couponLoadState,
  }));
  const firstLoad = draft.orderSubmitData === null;
  try {
    const data = await preSubmitOrder(kind, params, { silent: firstLoad });
    if (latest[kind] !== ticket) return;
    updateDraft(kind, (d) => applyAnswer(d, data, params));
  } catch (error) {
    if (latest[kind] !== ticket) return;
    const code = error instanceof ApiError ? error.code : ErrorCode.REQUEST_FAILED;
    const stale = staleChoices[code];
    if (firstLoad && stale && params[stale.field] !== undefined) {
      stale.forget?.();
      updateDraft(kind, (d) => ({ orderSubmitRequestParams: patchParams(d.orderSubmitRequestParams, { [stale.field]: undefined }) }));
      return loadSubmitData(kind, cause);
    }
    updateDraft(kind, (d) => {
      const failed = { loadState: LoadState.failed, couponLoadState: cause === 'coupon' ? LoadState.failed : d.couponLoadState };
      if (!d.orderSubmitData || !d.pricedParams) {
        return { ...failed, loadError: error instanceof Error ? error.message : '' };
      }
      // The page goes on showing the answer it had, with the choices that answer was priced for
      // (what does not change the price, the remark and the phone, stays as typed).
      const { remark, mobile } = d.orderSubmitRequestParams;
      return {
        ...applyAnswer(d, d.orderSubmitData, d.pricedParams),
        ...failed,
        orderSubmitRequestParams: patchParams(d.pricedParams, { remark, mobile }),
      };
    });
  }
}

/** Applies a change to the request and prices the order again. */
export function repriceWith(kind: SubmitKind, patch: Partial<OrderRequest>, cause: LoadCause = 'change'): Promise<void> {
  updateDraft(kind, (d) => ({ orderSubmitRequestParams: patchParams(d.orderSubmitRequestParams, patch) }));
  return loadSubmitData(kind, cause);
}
