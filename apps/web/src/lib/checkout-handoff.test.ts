import { PayShowType } from '@emall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_CHECKOUT_URL, ORDER_SUBMIT_STORAGE_KEY, clearCheckoutHandoff, readCheckoutHandoff, writeCheckoutHandoff } from './checkout-handoff.ts';

beforeEach(() => sessionStorage.clear());

describe('checkout hand-off', () => {
  it('is stored under the brand prefix and read back typed', () => {
    expect(writeCheckoutHandoff([{ cartItemId: '7', purchaseCount: 2 }])).toBe(true);
    expect(ORDER_SUBMIT_STORAGE_KEY).toBe('yc_emall_order_submit');
    expect(readCheckoutHandoff()).toEqual({ source: 'cart', payShowType: PayShowType.cartDeduct, items: [{ cartItemId: '7', purchaseCount: 2 }] });
    expect(CART_CHECKOUT_URL).toBe('/store/boutique/submit?source=cart');
    clearCheckoutHandoff();
    expect(readCheckoutHandoff()).toBeNull();
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['another source', JSON.stringify({ source: 'buy', payShowType: 3, items: [{ cartItemId: '1', purchaseCount: 1 }] })],
    ['another pay show type', JSON.stringify({ source: 'cart', payShowType: 1, items: [{ cartItemId: '1', purchaseCount: 1 }] })],
    ['no lines', JSON.stringify({ source: 'cart', payShowType: 3, items: [] })],
    ['a malformed id', JSON.stringify({ source: 'cart', payShowType: 3, items: [{ cartItemId: '01', purchaseCount: 1 }] })],
    ['a count of 0', JSON.stringify({ source: 'cart', payShowType: 3, items: [{ cartItemId: '1', purchaseCount: 0 }] })],
    ['a count over 999', JSON.stringify({ source: 'cart', payShowType: 3, items: [{ cartItemId: '1', purchaseCount: 1000 }] })],
    ['a fractional count', JSON.stringify({ source: 'cart', payShowType: 3, items: [{ cartItemId: '1', purchaseCount: 1.5 }] })],
  ])('reads %s as no hand-off', (_name, stored) => {
    if (stored !== null) sessionStorage.setItem(ORDER_SUBMIT_STORAGE_KEY, stored);
    expect(readCheckoutHandoff()).toBeNull();
  });
});
