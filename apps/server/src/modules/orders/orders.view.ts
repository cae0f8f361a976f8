import {
  errorInfo,
  type CheckoutCoupon,
  type OrderKind,
  type OrderLineGoods,
  type OrderLinePreview,
  type OrderLinePriced,
  type OrderSubmitData,
  type OrderSubmitResult,
  type PointOrder,
} from '@emall/contract';
import { couponVerdict, tradeSceneOf, type OrderLineInput } from '@emall/domain';
import type { Quote, ResolvedLine } from './order-quote.service.ts';
import type { OrderLineRow, OrderRow } from './orders.repository.ts';

/** A line as the domain prices it: the SKU's unit prices with its goods' deduct rule. */
export function pricingLine(line: ResolvedLine): OrderLineInput {
  const { sku, goods } = line.facts;
  return {
    price: sku.priceFen,
    eValue: sku.eValue,
    deductType: goods.deductType,
    deductAmount: goods.deductAmountFen,
    num: line.num,
    goodsType: goods.goodsType,
    goodsId: goods.id,
  };
}

function toLinePreview({ facts, num, cartItemId }: ResolvedLine): OrderLinePreview {
  return {
    cartItemId: cartItemId === null ? null : String(cartItemId),
    productId: String(facts.goods.id),
    productSpecsId: String(facts.sku.id),
    name: facts.goods.saleName,
    specsName: facts.sku.specsName,
    pictureUrl: facts.sku.pictureUrl,
    num,
    price: facts.sku.priceFen,
    eValue: facts.sku.eValue,
    deductType: facts.goods.deductType,
  };
}

function toCheckoutCoupons(quote: Quote): CheckoutCoupon[] {
  const lines = quote.lines.map(pricingLine);
  return quote.rights.map(({ coupon, view }) => {
    const verdict = couponVerdict(coupon, lines);
    return {
      rightsAccountId: view.rightsAccountId,
      cardName: view.cardName,
      cardType: view.cardType,
      eachReduction: view.eachReduction,
      discountRatio: view.discountRatio,
      useConditionName: view.useConditionName,
      validTimeStr: view.validTimeStr,
      usable: verdict.usable,
      unusableReason: verdict.reason,
      deductAmount: verdict.deductFen,
    };
  });
}

/** The answer of the pre-submit calls (§3 orderSubmitData). */
export function toSubmitData(quote: Quote): OrderSubmitData {
  const { pricing, places } = quote;
  const block = quote.blocks[0];
  return {
    lines: quote.lines.map(toLinePreview),
    goodsAmount: pricing.goodsAmountFen,
    payData: pricing.payData,
    coupons: toCheckoutCoupons(quote),
    rightsAccountId: quote.coupon ? String(quote.coupon.id) : null,
    couponDeductAmount: pricing.couponDeductFen,
    couponDeductsAll: pricing.couponDeductsAll,
    deliveryMethods: quote.deliveryMethods,
    deliveryMethod: places.delivery,
    address: places.address,
    store: places.store,
    needVin: quote.needVin,
    vinCode: places.vinCode,
    realPayAmount: pricing.realPayFen,
    pointsEarned: pricing.pointsEarned,
    canSubmit: block === undefined,
    blockReason: block === undefined ? '' : errorInfo[block].message,
  };
}

export function toSubmitResult(order: OrderRow): OrderSubmitResult {
  return {
    orderId: String(order.id),
    orderNo: order.orderNo,
    payAmount: order.payAmountFen,
    payIntegral: order.integral,
    needPay: order.payAmountFen > 0,
    tradeScene: tradeSceneOf(order.kind as OrderKind),
    payDeadline: order.payDeadline.toISOString(),
  };
}

/** A stored order line's goods as bought (the order pages, the review pages). */
export function storedLineGoods(line: OrderLineRow): OrderLineGoods {
  return {
    productId: String(line.goodsId),
    productSpecsId: String(line.skuId),
    name: line.name,
    specsName: line.specsName,
    pictureUrl: line.pictureUrl,
    num: line.num,
  };
}

/** A stored order line's goods and the unit prices it was bought at. */
export function storedLinePriced(line: OrderLineRow): OrderLinePriced {
  return { ...storedLineGoods(line), price: line.priceFen, eValue: line.eValue, deductType: line.deductType };
}

function storedLinePreview(line: OrderLineRow): OrderLinePreview {
  return { cartItemId: line.cartItemId === null ? null : String(line.cartItemId), ...storedLinePriced(line) };
}

export function toPointOrder(order: OrderRow, lines: readonly OrderLineRow[]): PointOrder {
  return {
    orderId: String(order.id),
    orderNo: order.orderNo,
    status: order.status,
    payIntegral: order.integral,
    lines: lines.map(storedLinePreview),
    createdAt: order.createdAt.toISOString(),
  };
}
