import { VIN_PATTERN, type OrderRequest } from '@emall/contract';
import { useEffect } from 'react';
import {
  readAddedCar,
  readChosenAddress,
  readChosenStore,
  writeAddedCar,
  writeChosenAddress,
  writeChosenStore,
} from '../../../lib/checkout-choices.ts';
import { useSession } from '../../../lib/session.ts';
import { loadSubmitData } from '../state/load-submit-data.ts';
import { enterDraft, leaveDraft, patchParams, updateDraft, useSubmitStore, withCar, type SubmitDraft } from '../state/submit-store.ts';
import type { SubmitKind } from '../utils/submit-kinds.ts';

const vinPattern = new RegExp(VIN_PATTERN);

/** What the address list, store chooser and add-car page chose while the draft was kept. */
function applyChoices(kind: SubmitKind): void {
  const address = readChosenAddress();
  const store = readChosenStore();
  const car = readAddedCar();
  const vinCode = car && vinPattern.test(car.vinCode) ? car.vinCode : undefined;
  updateDraft(kind, (d) => ({
    orderSubmitRequestParams: patchParams(d.orderSubmitRequestParams, {
      ...(address ? { addressId: address.id } : {}),
      ...(store ? { storeId: store.storeId } : {}),
      ...(vinCode ? { vinCode } : {}),
    }),
    cars: withCar(d.cars, vinCode),
  }));
}

/** A new checkout starts from the server's defaults, not from choices an abandoned one left behind. */
function forgetChoices(): void {
  writeChosenAddress(null);
  writeChosenStore(null);
  writeAddedCar(null);
}

/**
 * The kind's draft for this page visit (§3, §4): entered on mount — a kept draft with the choices
 * made meanwhile, else a fresh one — priced by the server, and reset on leave unless kept.
 */
export function useSubmitDraft(kind: SubmitKind, request: OrderRequest): SubmitDraft | undefined {
  const phone = useSession((s) => s.phone) ?? '';
  useEffect(() => {
    const { kept } = enterDraft(kind, request, phone);
    if (kept) applyChoices(kind);
    else forgetChoices();
    void loadSubmitData(kind, 'enter');
    return () => leaveDraft(kind);
    // The page is keyed by kind and URL: the request and phone of its first render are the visit's.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: the first render's request and phone
  }, [kind]);
  return useSubmitStore((s) => s.drafts[kind]);
}
