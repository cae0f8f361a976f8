import { DeliveryMethod, PayShowType, type OrderRequest } from '@emall/contract';
import { patchParams, type SubmitDraft } from '../state/submit-store.ts';

type DeliveryValue = NonNullable<OrderRequest['deliveryMethod']>;
const deliveryValues: readonly number[] = Object.values(DeliveryMethod);
const isDeliveryValue = (value: number | null): value is DeliveryValue => value !== null && deliveryValues.includes(value);

/**
 * The submit request: the priced request with what the page showed pinned down — the coupon
 * (or none), the delivery with its address or store, the VIN and the E-value — so the order is the
 * one the shopper saw, not a default the server might pick differently a moment later.
 */
export function submitBody(draft: SubmitDraft, asksMobile: boolean): OrderRequest | null {
  const data = draft.orderSubmitData;
  if (!data) return null;
  const params = draft.orderSubmitRequestParams;
  const delivery = isDeliveryValue(data.deliveryMethod) ? data.deliveryMethod : undefined;
  return patchParams(params, {
    deliveryMethod: delivery,
    addressId: delivery === DeliveryMethod.online ? data.address?.id : undefined,
    storeId: delivery === DeliveryMethod.store ? data.store?.storeId : undefined,
    rightsAccountId: data.rightsAccountId ?? '',
    vinCode: data.vinCode ?? undefined,
    integral: params.useIntegral && data.payData.payShowType !== PayShowType.E ? data.payData.integral : undefined,
    mobile: asksMobile && draft.userAction.mobile ? draft.userAction.mobile : undefined,
  });
}
