import { SelectEnum, type CartAmountSpec, type CartGroup, type CartItem, type CartList, type CartSelectedItem } from '@emall/contract';

/** A line's quantity as shown (a stepper change not yet answered by the server included). */
export type NumOf = (item: CartItem) => number;

export function cartItems(list: CartList | undefined): CartItem[] {
  return list?.cartList.flatMap((group: CartGroup) => group.cartItemList) ?? [];
}

/** Ticked for checkout: a line with a problem never counts, whatever its stored flag (§5). */
export function isTicked(item: CartItem): boolean {
  return item.selectEnable && item.selectEnum === SelectEnum.selected;
}

export function selectableIds(items: CartItem[]): string[] {
  return items.filter((item) => item.selectEnable).map((item) => item.cartItemId);
}

/** The check box over these lines: ticked when every line that can be ticked is, and there is one. */
export function allTicked(items: CartItem[]): boolean {
  const selectable = items.filter((item) => item.selectEnable);
  return selectable.length > 0 && selectable.every(isTicked);
}

/** The lines 结算 hands on (§3: cartItemId and purchaseCount). */
export function tickedLines(items: CartItem[], numOf: NumOf): CartSelectedItem[] {
  return items.filter(isTicked).map((item) => ({ cartItemId: item.cartItemId, purchaseCount: numOf(item) }));
}

/** The balance request's lines (§3 amountSpecsList: quantity and cartItemId). */
export function amountSpecs(items: CartItem[], numOf: NumOf): CartAmountSpec[] {
  return items.filter(isTicked).map((item) => ({ cartItemId: item.cartItemId, quantity: numOf(item) }));
}

/** The list with these lines' flags set as the server will (lines with a problem stay unticked). */
export function withTicks(list: CartList, ids: ReadonlySet<string>, selected: boolean): CartList {
  const selectEnum = selected ? SelectEnum.selected : SelectEnum.unselected;
  return {
    ...list,
    cartList: list.cartList.map((group) => ({
      ...group,
      cartItemList: group.cartItemList.map((item) =>
        ids.has(item.cartItemId) && item.selectEnable ? { ...item, selectEnum } : item,
      ),
    })),
  };
}
