import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart.ts';

const item = (over: Partial<{ selected: boolean; selectEnable: boolean; priceFen: number; eValue: number; num: number }>) => ({
  selected: true,
  selectEnable: true,
  priceFen: 1_000,
  eValue: 50,
  num: 1,
  ...over,
});

describe('cartTotals', () => {
  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ cashFen: 0, eValue: 0, count: 0 });
  });

  it('multiplies unit prices by quantity and counts pieces', () => {
    expect(cartTotals([item({ num: 2 }), item({ priceFen: 250, eValue: 0, num: 3 })])).toEqual({
      cashFen: 2_750,
      eValue: 100,
      count: 5,
    });
  });

  it('excludes unselected items', () => {
    expect(cartTotals([item({ selected: false }), item({})])).toEqual({ cashFen: 1_000, eValue: 50, count: 1 });
  });

  it('excludes items that cannot be selected even when marked selected', () => {
    expect(cartTotals([item({ selectEnable: false, num: 9 }), item({})])).toEqual({
      cashFen: 1_000,
      eValue: 50,
      count: 1,
    });
  });

  it('keeps extra item fields out of the way', () => {
    expect(cartTotals([{ ...item({}), cartItemId: 'x' }]).count).toBe(1);
  });
});
