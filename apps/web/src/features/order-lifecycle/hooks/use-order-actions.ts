import { CART_ROUTE, OrderAction, OrderFamily, OrderText, Text, type OrderKind, type OrderLineView, UiText } from '@emall/contract';
import { orderFamilyOf } from '@emall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDialog } from '../../../lib/confirm.ts';
import { storeCartList } from '../../../lib/api/get-cart-effect-num.ts';
import { cashierUrl } from '../../../lib/pay-urls.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { addLinesToCart } from '../api/add-lines-to-cart.ts';
import { cancelOrder } from '../api/cancel-order.ts';
import { confirmOrder } from '../api/confirm-order.ts';
import { deleteOrder } from '../api/delete-order.ts';
import { ordersKey } from '../api/order-keys.ts';

/** What an action needs of an order: a list item and a detail both have it. */
export interface ActionableOrder {
  orderId: string;
  orderNo: string;
  kind: OrderKind;
  tradeScene: string;
  lines: OrderLineView[];
}

/** A sheet over the page an action opens: the parcel's traces or the pickup voucher. */
export type OrderLayer = { kind: 'logistics'; orderNo: string } | { kind: 'voucher'; orderId: string };

/**
 * Posted goods (the shop family: boutique and attachments) go back into the cart; every other kind
 * is bought on its product page, one goods an order (README, Decisions: buy again).
 */
function buysAgainInCart(kind: OrderKind): boolean {
  return orderFamilyOf(kind) === OrderFamily.shop;
}

const changing: ReadonlySet<OrderAction> = new Set([OrderAction.cancel, OrderAction.confirm, OrderAction.delete]);

const confirmations = {
  [OrderAction.cancel]: { content: OrderText.cancelConfirm, confirmText: '取消订单', cancelText: '再想想' },
  [OrderAction.confirm]: { content: OrderText.confirmReceipt, confirmText: '确认收货', cancelText: Text.cancel },
  [OrderAction.delete]: { content: OrderText.deleteConfirm, confirmText: UiText.delete, cancelText: Text.cancel },
} as const;

const calls = {
  [OrderAction.cancel]: { call: cancelOrder, done: OrderText.cancelled },
  [OrderAction.confirm]: { call: confirmOrder, done: OrderText.confirmed },
  [OrderAction.delete]: { call: deleteOrder, done: OrderText.deleted },
} as const;

/**
 * The order buttons of the list and the detail. Cancel, confirm and delete ask first, then every
 * cached order answer of the user is read again (the server says what the order is now); a
 * refusal is the server's toast and a refresh. Pay opens the cashier; buy again puts posted goods
 * back into the cart and opens it, or opens the product page; logistics and the voucher open a
 * layer the page shows.
 */
export function useOrderActions(options: { onDeleted?: (orderId: string) => void } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSession((s) => s.userId);
  const [busy, setBusy] = useState<{ orderId: string; action: OrderAction } | null>(null);
  const [layer, setLayer] = useState<OrderLayer | null>(null);
  const inFlight = useRef(false);
  const { onDeleted } = options;

  const change = useCallback(
    async (action: keyof typeof calls, order: ActionableOrder): Promise<void> => {
      if (inFlight.current) return;
      const confirmed = await confirmDialog(confirmations[action]);
      if (!confirmed || inFlight.current) return;
      inFlight.current = true;
      setBusy({ orderId: order.orderId, action });
      try {
        await calls[action].call(order.orderId);
        // A deleted order's page is left at once: its toast says why and goes along.
        showToast(calls[action].done, undefined, { keepOnLeave: action === OrderAction.delete && onDeleted !== undefined });
        if (action === OrderAction.delete) onDeleted?.(order.orderId);
      } catch {
        // The http wrapper said why; the order may have moved on, so it is read again below.
      } finally {
        inFlight.current = false;
        setBusy(null);
        void queryClient.invalidateQueries({ queryKey: ordersKey(userId) });
      }
    },
    [onDeleted, queryClient, userId],
  );

  const buyAgain = useCallback(
    async (order: ActionableOrder): Promise<void> => {
      const first = order.lines[0];
      if (!buysAgainInCart(order.kind)) {
        if (first) void navigate(first.productUrl);
        return;
      }
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy({ orderId: order.orderId, action: OrderAction.buyAgain });
      try {
        const cart = await addLinesToCart(order.lines);
        if (!cart) return;
        storeCartList(queryClient, userId, cart);
        void navigate(CART_ROUTE);
      } finally {
        inFlight.current = false;
        setBusy(null);
      }
    },
    [navigate, queryClient, userId],
  );

  const run = useCallback(
    (action: OrderAction, order: ActionableOrder): void => {
      if (changing.has(action)) void change(action as keyof typeof calls, order);
      else if (action === OrderAction.buyAgain) void buyAgain(order);
      else if (action === OrderAction.pay) void navigate(cashierUrl(order.orderNo, order.tradeScene));
      else if (action === OrderAction.logistics) setLayer({ kind: 'logistics', orderNo: order.orderNo });
      else if (action === OrderAction.voucher) setLayer({ kind: 'voucher', orderId: order.orderId });
    },
    [buyAgain, change, navigate],
  );

  const busyFor = (orderId: string): OrderAction | null => (busy?.orderId === orderId ? busy.action : null);
  return { run, busyFor, layer, closeLayer: () => setLayer(null) };
}
