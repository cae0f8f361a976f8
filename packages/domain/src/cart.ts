export type CartTotals = { cashFen: number; eValue: number; count: number };

/**
 * §5: totals of the selected items that can be selected. `priceFen` and `eValue` are unit
 * prices; `count` is the number of pieces (sum of num).
 */
export function cartTotals<T extends { selected: boolean; selectEnable: boolean; priceFen: number; eValue: number; num: number }>(
  items: T[],
): CartTotals {
  const totals: CartTotals = { cashFen: 0, eValue: 0, count: 0 };
  for (const item of items) {
    if (!item.selected || !item.selectEnable) continue;
    totals.cashFen += item.priceFen * item.num;
    totals.eValue += item.eValue * item.num;
    totals.count += item.num;
  }
  return totals;
}
