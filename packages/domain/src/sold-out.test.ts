import { GoodsStatus, ProductStatus } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { isOutOfStock, isSoldOut, saleMarks } from './sold-out.ts';

const onSale = { status: GoodsStatus.Sale, productStatus: ProductStatus.for_sale };

describe('sold out', () => {
  it('is out of stock at zero or below', () => {
    expect(isOutOfStock(1)).toBe(false);
    expect(isOutOfStock(0)).toBe(true);
    expect(isOutOfStock(-1)).toBe(true);
  });

  it('marks a goods with no stock over all its SKUs as sold out, one piece left as on sale', () => {
    expect(saleMarks(0)).toEqual({ status: GoodsStatus.SaleOut, productStatus: ProductStatus.sell_out });
    expect(saleMarks(1)).toEqual(onSale);
  });

  it('reads either mark as sold out', () => {
    expect(isSoldOut(onSale)).toBe(false);
    expect(isSoldOut({ ...onSale, productStatus: ProductStatus.sell_out })).toBe(true);
    expect(isSoldOut({ ...onSale, status: GoodsStatus.SaleOut })).toBe(true);
  });

  it('is sold out on sale when the stock the page sells from is gone', () => {
    expect(isSoldOut(onSale, 0)).toBe(true);
    expect(isSoldOut(onSale, 1)).toBe(false);
    expect(isSoldOut(saleMarks(0), 5)).toBe(true);
  });

  it('agrees with the marks the server sends for the same stock', () => {
    for (const stock of [0, 1, 50]) expect(isSoldOut(saleMarks(stock))).toBe(isOutOfStock(stock));
  });
});
