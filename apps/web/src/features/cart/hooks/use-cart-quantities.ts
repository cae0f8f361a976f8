import type { CartItem } from '@emall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { storeCartList } from '../../../lib/api/get-cart-effect-num.ts';
import { useSession } from '../../../lib/session.ts';
import { updateCartNum } from '../api/update-cart-num.ts';

/** A burst of stepper taps becomes one call with the last count. */
export const QUANTITY_DEBOUNCE_MS = 300;

type Timer = ReturnType<typeof setTimeout>;

/**
 * The steppers' counts: shown at once, sent once the taps stop, settled by the server's cart. A
 * refusal (库存不足, 超出限购数量: toasted by the HTTP wrapper) puts the server's count back.
 */
export function useCartQuantities() {
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userId);
  const [pending, setPending] = useState<Readonly<Record<string, number>>>({});
  const timers = useRef(new Map<string, { timer: Timer; num: number }>());
  const inFlight = useRef(new Set<Promise<void>>());

  const send = useCallback(
    (cartItemId: string, num: number): Promise<void> => {
      timers.current.delete(cartItemId);
      const call = (async () => {
        try {
          storeCartList(queryClient, userId, await updateCartNum({ cartItemId, num }));
        } catch {
          // Refused or failed: the count falls back to the cart's (unless a newer tap is waiting).
        }
        setPending((current) => (current[cartItemId] === num ? without(current, cartItemId) : current));
      })();
      inFlight.current.add(call);
      void call.finally(() => inFlight.current.delete(call));
      return call;
    },
    [queryClient, userId],
  );

  const change = useCallback(
    (item: CartItem, num: number): void => {
      // The stepper's input may pass 0 or a fraction while the user types: only whole counts go.
      if (!Number.isInteger(num) || num < 1) return;
      const id = item.cartItemId;
      const waiting = timers.current.get(id);
      if (waiting) clearTimeout(waiting.timer);
      setPending((current) => ({ ...current, [id]: num }));
      timers.current.set(id, { num, timer: setTimeout(() => void send(id, num), QUANTITY_DEBOUNCE_MS) });
    },
    [send],
  );

  /** Sends every waiting count now and waits for all answers (before checkout). */
  const flush = useCallback(async (): Promise<void> => {
    for (const [id, { timer, num }] of [...timers.current]) {
      clearTimeout(timer);
      void send(id, num);
    }
    await Promise.all([...inFlight.current]);
  }, [send]);

  // Leaving the page does not lose the last taps.
  useEffect(() => () => void flush(), [flush]);

  const numOf = useCallback((item: CartItem): number => pending[item.cartItemId] ?? item.num, [pending]);
  return { numOf, change, flush };
}

function without(record: Readonly<Record<string, number>>, key: string): Record<string, number> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}
