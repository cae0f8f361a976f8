import { PayShowType } from '@emall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cartEffectNumKey, cartListKey } from '../../../lib/api/get-cart-effect-num.ts';
import { clearCheckoutHandoff } from '../../../lib/checkout-handoff.ts';
import { writeAddedCar, writeChosenAddress, writeChosenStore } from '../../../lib/checkout-choices.ts';
import { cashierUrl, payResultUrl } from '../../../lib/pay-urls.ts';
import { useSession } from '../../../lib/session.ts';
import { submitOrder } from '../api/submit-order.ts';
import { getDraft, updateUserAction } from '../state/submit-store.ts';
import { isOutcomeUnknown, newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { submitBody } from '../utils/submit-body.ts';
import { submitKinds, submitPathOf, type SubmitKind } from '../utils/submit-kinds.ts';

interface Attempt {
  key: string;
  /** The request the key was made for: another request is another attempt. */
  body: string;
}

/**
 * 提交订单: one Idempotency-Key per attempt. A tap while a submit is in flight does nothing; an
 * attempt whose outcome is unknown (timeout, network, 5xx) retried with the same request reuses
 * its key, so the server answers the one order it may already have made. A refusal ends the
 * attempt (the server toasts why; every input stays). On success the hand-off and the choices are
 * cleared and the order goes to the cashier, or to the result page when nothing is left to pay.
 */
export function useSubmitOrder(kind: SubmitKind) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userId);
  const attempt = useRef<Attempt | null>(null);
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(async (): Promise<void> => {
    const draft = getDraft(kind);
    const data = draft?.orderSubmitData;
    if (inFlight.current || !draft || !data?.canSubmit) return;
    const body = submitBody(draft, submitKinds[kind].asksMobile);
    if (!body) return;
    const bodyText = JSON.stringify(body);
    if (attempt.current?.body !== bodyText) attempt.current = { key: newIdempotencyKey(), body: bodyText };
    const { key } = attempt.current;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const result = await submitOrder(submitPathOf(kind, data.payData.payShowType === PayShowType.E), body, key);
      attempt.current = null;
      clearCheckoutHandoff();
      writeChosenAddress(null);
      writeChosenStore(null);
      writeAddedCar(null);
      updateUserAction(kind, { keepStore: false });
      void queryClient.invalidateQueries({ queryKey: cartListKey(userId) });
      void queryClient.invalidateQueries({ queryKey: cartEffectNumKey(userId) });
      const target = result.needPay ? cashierUrl(result.orderNo, result.tradeScene) : payResultUrl(result.orderNo);
      void navigate(target, { replace: true });
    } catch (error) {
      if (!isOutcomeUnknown(error)) attempt.current = null;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, [kind, navigate, queryClient, userId]);

  return { submit, submitting };
}
