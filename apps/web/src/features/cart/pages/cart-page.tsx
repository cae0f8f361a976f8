import { UiText } from '@emall/contract';
import type { CartAmountSpec, CartItem } from '@emall/contract';
import { useDeferredValue, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../../../lib/config.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { platform } from '../../../platform/platform.ts';
import { BackButton } from '../../../ui/back-button.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useCartAmount } from '../api/get-cart-amount.ts';
import { useCartList } from '../api/get-cart-list.ts';
import { CartCheckoutBar } from '../components/cart-checkout-bar.tsx';
import { CartEditBar } from '../components/cart-edit-bar.tsx';
import { CartGroupCard } from '../components/cart-group-card.tsx';
import { CartItemCard } from '../components/cart-item-card.tsx';
import { CartSkeleton } from '../components/cart-skeleton.tsx';
import { CartSpecPicker } from '../components/cart-spec-picker.tsx';
import { useCartCheckout } from '../hooks/use-cart-checkout.ts';
import { useCartDelete } from '../hooks/use-cart-delete.ts';
import { QUANTITY_DEBOUNCE_MS, useCartQuantities } from '../hooks/use-cart-quantities.ts';
import { useCartSpecSwitch } from '../hooks/use-cart-spec-switch.ts';
import { useCartTicking } from '../hooks/use-cart-ticking.ts';
import { allTicked, amountSpecs, cartItems, isTicked, selectableIds } from '../utils/cart-lines.ts';
import styles from './cart-page.module.css';

/** What the server asks before drawing a shopper's cart (routes.tsx). */
export { askCartFirstScreen } from '../api/cart-first-screen.ts';

export const CART_TITLE = UiText.cart;
export const CART_EMPTY_TEXT = '购物车空空如也';

/** /store/cart (§2, §3): needs login; a guest goes to the platform's login and comes back. */
export function CartPage() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  useDocumentTitle(CART_TITLE);
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${location.pathname}${location.search}`, replace: true });
  }, [loggedIn, location.pathname, location.search]);
  if (!loggedIn) return <PageLoading />;
  return <CartView />;
}

function CartView() {
  const list = useCartList();
  // The lines' first drawing (a swipe action and a stepper each) is the page's heaviest render: done
  // in the background, where React yields to the browser every few milliseconds instead of holding
  // the main thread for one long task (issue 16: 450 ms at 4× CPU). Later changes draw at once.
  const data = useDeferredValue(list.data !== undefined) ? list.data : undefined;
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const quantities = useCartQuantities();
  const tick = useCartTicking();
  const remove = useCartDelete();
  const spec = useCartSpecSwitch();
  const { checkout, busy } = useCartCheckout(quantities.flush);

  const items = cartItems(data);
  const pieces = items.filter(isTicked).reduce((sum, item) => sum + quantities.numOf(item), 0);
  const pickedIds = items.filter((item) => picked.has(item.cartItemId)).map((item) => item.cartItemId);

  const pick = (ids: string[], on: boolean): void =>
    setPicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const removeLines = async (ids: string[]): Promise<void> => {
    if (await remove(ids)) pick(ids, false);
  };

  const hasItems = items.length > 0;
  // Edit mode ends by itself when the cart empties.
  const inEditMode = editing && hasItems;
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <BackButton />
        <h1 className={styles.title}>
          {CART_TITLE}
          {data && data.effectNum > 0 ? <span className={styles.count}>({data.effectNum})</span> : null}
        </h1>
        {hasItems ? (
          <button type="button" className={styles.manage} onClick={() => setEditing(!inEditMode)}>
            {inEditMode ? '完成' : UiText.manage}
          </button>
        ) : null}
      </header>

      {data === undefined && !list.isError ? (
        <div className={styles.content}>
          <CartSkeleton />
        </div>
      ) : list.isError ? (
        <StateBlock title={list.error.message} actionText={UiText.reload} onAction={() => void list.refetch()} fullPage />
      ) : !hasItems || !data ? (
        <StateBlock
          illustration="empty"
          title={CART_EMPTY_TEXT}
          description="挑几件心仪的好物放进来吧"
          actionText={UiText.browse}
          onAction={() => void navigate(HOME_PATH)}
          fullPage
        />
      ) : (
        <div className={styles.content}>
          {data.cartList.map((group) => {
            const groupItems = group.cartItemList;
            if (groupItems.length === 0) return null;
            const groupIds = groupItems.map((item) => item.cartItemId);
            return (
              <CartGroupCard
                key={group.groupName}
                group={group}
                checked={inEditMode ? groupIds.every((id) => picked.has(id)) : allTicked(groupItems)}
                disabled={!inEditMode && selectableIds(groupItems).length === 0}
                onCheck={(on) => (inEditMode ? pick(groupIds, on) : void tick(selectableIds(groupItems), on))}
              >
                {groupItems.map((item: CartItem) => (
                  <CartItemCard
                    key={item.cartItemId}
                    item={item}
                    num={quantities.numOf(item)}
                    editing={inEditMode}
                    picked={picked.has(item.cartItemId)}
                    onPick={(on) => pick([item.cartItemId], on)}
                    onTick={(on) => void tick([item.cartItemId], on)}
                    onNum={(num) => quantities.change(item, num)}
                    onSpec={() => spec.open(item)}
                    onDelete={() => void removeLines([item.cartItemId])}
                  />
                ))}
              </CartGroupCard>
            );
          })}
          <p className={styles.tip}>左滑商品可删除 · 点击规格可更换</p>
        </div>
      )}

      {hasItems && data ? (
        <CartBottomBar
          specs={amountSpecs(items, quantities.numOf)}
          editBar={
            inEditMode ? (
              <CartEditBar
                allPicked={pickedIds.length === items.length}
                onPickAll={(on) => pick(items.map((item) => item.cartItemId), on)}
                picked={pickedIds.length}
                onDelete={() => void removeLines(pickedIds)}
              />
            ) : null
          }
          allTicked={allTicked(items)}
          tickDisabled={selectableIds(items).length === 0}
          onTickAll={(on) => void tick(selectableIds(items), on)}
          pieces={pieces}
          userAvailablePoint={data.userAvailablePoint}
          busy={busy}
          onCheckout={() => void checkout()}
        />
      ) : null}
      {/* With the lines, not before: its code is fetched when the page is idle, after the list is drawn. */}
      {hasItems ? <CartSpecPicker item={spec.item} busy={spec.busy} onPick={(item, id) => void spec.pick(item, id)} onClose={spec.close} /> : null}
    </main>
  );
}

type BarProps = Omit<ComponentProps<typeof CartCheckoutBar>, 'amount' | 'amountFailed' | 'onRetryAmount'>;

/**
 * The bottom bar (the edit bar in edit mode) and the balance of the ticked lines it shows, asked for
 * here once the lines' quantities have settled: the settling and the answer redraw the bar, not every
 * line (a whole page's render, ~90 ms at 4× CPU, issue 16). Asked in edit mode too, ready after it.
 */
function CartBottomBar({ specs, editBar, ...props }: BarProps & { specs: CartAmountSpec[]; editBar: ReactNode }) {
  const amount = useCartAmount(useSettledSpecs(specs));
  return editBar ?? <CartCheckoutBar {...props} amount={amount.data} amountFailed={amount.isError} onRetryAmount={() => void amount.refetch()} />;
}

/** The balance lines once they have stopped changing (a burst of taps asks once). */
function useSettledSpecs(specs: CartAmountSpec[]): CartAmountSpec[] {
  const settledKey = useDebouncedValue(JSON.stringify(specs), QUANTITY_DEBOUNCE_MS);
  return useMemo(() => JSON.parse(settledKey) as CartAmountSpec[], [settledKey]);
}
