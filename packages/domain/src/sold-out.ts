import { GoodsStatus, ProductStatus } from '@emall/contract';

/** No piece left: of the chosen SKU, or of the goods over all its SKUs. */
export function isOutOfStock(stock: number): boolean {
  return stock <= 0;
}

/** The sale marks a goods carries on the wire (§3 status, productStatus) for its stock over all SKUs. */
export function saleMarks(totalStock: number): { status: GoodsStatus; productStatus: ProductStatus } {
  return isOutOfStock(totalStock)
    ? { status: GoodsStatus.SaleOut, productStatus: ProductStatus.sell_out }
    : { status: GoodsStatus.Sale, productStatus: ProductStatus.for_sale };
}

/**
 * §4 sold out, as a page reads a goods: marked sold out, or, when the page knows the stock it
 * would sell from (the chosen SKU's, or the goods' without SKUs), none of it left.
 */
export function isSoldOut(marks: { status: number; productStatus: number }, stock?: number): boolean {
  if (marks.productStatus === ProductStatus.sell_out || marks.status === GoodsStatus.SaleOut) return true;
  return stock !== undefined && isOutOfStock(stock);
}
