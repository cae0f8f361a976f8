import {
  DeliveryMethod,
  BadRequestMessage,
  ErrorCode,
  PayMethod,
  PayShowType,
  type OrderKind,
  type OrderRequest,
  type Store,
  type UserAddress,
} from '@emall/contract';
import {
  blockOrder,
  chooseDelivery,
  deliveryMethodsOf,
  isValidPhone,
  isVirtualKind,
  limitedGoodsIds,
  lineBlocks,
  orderKindOf,
  orderPayShowType,
  priceOrder,
  couponVerdict,
  bestCoupon,
  type OrderPricing,
} from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, orThrow } from '../../http/app-error.ts';
import type { BuyerRow } from '../auth/buyer.service.ts';
import { checkCarFits } from '../cars/vin-checks.service.ts';
import { findSkuFacts, goodsExists, purchasedCounts, toKindInfo } from '../catalogue/catalogue.service.ts';
import { findOwnCar } from '../cars/cars.service.ts';
import { requireLines, uniqueIds } from '../cart/cart.service.ts';
import { holdsRight, usableCoupons, type CheckoutRight } from '../rights/checkout.service.ts';
import { orderAddress, orderStore } from './order-places.ts';
import type { SkuFactsRow } from '../catalogue/catalogue.service.ts';
import { pricingLine } from './orders.view.ts';

/** A line of an order being placed: the SKU's facts, its pieces and the cart line it comes from. */
export interface ResolvedLine {
  facts: SkuFactsRow;
  num: number;
  cartItemId: number | null;
}

/** The one kind of an order of these lines (domain rule), or its refusal. */
export function kindOfLines(lines: readonly ResolvedLine[]): OrderKind {
  return orThrow(orderKindOf(lines.map((l) => l.facts.goods)));
}

/** The lines of a request: one SKU bought directly, or lines of the user's cart (40064 for neither or both). */
export async function resolveLines(db: Executor, userId: number, request: OrderRequest): Promise<ResolvedLine[]> {
  const direct = request.productSpecsId !== undefined;
  const fromCart = request.cartItems !== undefined;
  if (direct === fromCart) throw new AppError(ErrorCode.ORDER_LINES_INVALID);
  if (fromCart) return resolveCartLines(db, userId, request.cartItems!);
  const skuId = Number(request.productSpecsId);
  const [facts] = await findSkuFacts(db, [skuId]);
  const productId = request.productId === undefined ? undefined : Number(request.productId);
  if (!facts) {
    const goodsKnown = productId === undefined || (await goodsExists(db, productId));
    throw new AppError(goodsKnown ? ErrorCode.SKU_NOT_FOUND : ErrorCode.GOODS_NOT_FOUND);
  }
  if (productId !== undefined && facts.goods.id !== productId) throw new AppError(ErrorCode.SKU_NOT_FOUND);
  return [{ facts, num: request.purchaseCount ?? 1, cartItemId: null }];
}

async function resolveCartLines(db: Executor, userId: number, items: NonNullable<OrderRequest['cartItems']>): Promise<ResolvedLine[]> {
  const ids = uniqueIds(items.map((i) => i.cartItemId));
  if (ids.length !== items.length) throw new AppError(ErrorCode.BAD_REQUEST, BadRequestMessage.duplicateCartItem);
  const cartLines = await requireLines(db, userId, ids);
  const skuOfLine = new Map(cartLines.map((l) => [l.item.id, l.sku.id]));
  const facts = new Map((await findSkuFacts(db, [...skuOfLine.values()])).map((f) => [f.sku.id, f]));
  return items.map((item) => {
    const cartItemId = Number(item.cartItemId);
    return { facts: facts.get(skuOfLine.get(cartItemId)!)!, num: item.purchaseCount, cartItemId };
  });
}

/** Where the order goes and for which car: read before a submit's transaction, from the modules that own them. */
export interface OrderPlaces {
  delivery: DeliveryMethod | null;
  address: UserAddress | null;
  store: Store | null;
  vinCode: string | null;
}

/**
 * The delivery, address, store and VIN of a request for these lines. A VIN given for goods that
 * need one must be the user's car (40407, another user's 40300) and of a model the goods fit.
 */
export async function resolvePlaces(ctx: AppContext, userId: number, request: OrderRequest, lines: readonly ResolvedLine[]): Promise<OrderPlaces> {
  const kind = kindOfLines(lines);
  const delivery = orThrow(chooseDelivery(deliveryMethodsOf(kind, request.activityCode), request.deliveryMethod));
  const addressId = request.addressId === undefined ? undefined : Number(request.addressId);
  const storeId = request.storeId === undefined ? undefined : Number(request.storeId);
  const address = delivery === DeliveryMethod.online ? await orderAddress(ctx, userId, addressId) : null;
  const store = delivery === DeliveryMethod.store ? await orderStore(ctx, storeId) : null;
  const vinCode = request.vinCode ?? null;
  if (vinCode) await requireFittingCar(ctx, userId, vinCode, lines);
  return { delivery, address, store, vinCode };
}

async function requireFittingCar(ctx: AppContext, userId: number, vin: string, lines: readonly ResolvedLine[]): Promise<void> {
  const needing = lines.filter((l) => l.facts.kindInfo?.needVin);
  if (needing.length === 0) return;
  if (!(await findOwnCar(ctx, userId, vin))) throw new AppError(ErrorCode.VIN_NOT_FOUND);
  for (const { facts } of needing) {
    const fit = await checkCarFits(ctx, userId, vin, toKindInfo(facts.goods, facts.kindInfo ?? undefined));
    if (!fit.pass) throw new AppError(ErrorCode.GOODS_NOT_ALLOWED, fit.message);
  }
}

/** The order as it would be placed now: priced by the domain, with what blocks it (first = the reason shown). */
export interface Quote {
  kind: OrderKind;
  lines: ResolvedLine[];
  fromCart: boolean;
  places: OrderPlaces;
  needVin: boolean;
  mobile: string | null;
  pricing: OrderPricing;
  rights: CheckoutRight[];
  coupon: CheckoutRight | null;
  deliveryMethods: DeliveryMethod[];
  blocks: ErrorCode[];
}

/** The coupon the request asks for: omitted the best one, '' none; unknown or another user's 40406, one not usable here 40057. */
async function chooseCoupon(
  db: Executor,
  userId: number,
  rights: readonly CheckoutRight[],
  asked: string | undefined,
  lines: ReturnType<typeof pricingLine>[],
): Promise<CheckoutRight | null> {
  if (asked === '') return null;
  if (asked === undefined) {
    const best = bestCoupon(rights.map((r) => r.coupon), lines);
    return rights.find((r) => r.coupon === best) ?? null;
  }
  const right = rights.find((r) => r.id === Number(asked));
  if (!right) {
    if (await holdsRight(db, userId, Number(asked))) throw new AppError(ErrorCode.COUPON_NOT_APPLICABLE);
    throw new AppError(ErrorCode.RIGHT_NOT_FOUND);
  }
  if (!couponVerdict(right.coupon, lines).usable) throw new AppError(ErrorCode.COUPON_NOT_APPLICABLE);
  return right;
}

export interface QuoteInput {
  buyer: BuyerRow;
  request: OrderRequest;
  lines: ResolvedLine[];
  places: OrderPlaces;
  /** points/submit and point-orders: E-value-only goods (40066 otherwise). */
  pointsOnly: boolean;
  now: Date;
}

/**
 * Prices a request for this buyer from what `db` reads now (the submit passes its transaction, so
 * the stock, limit, points and coupons priced are the ones it then takes). Bad choices throw;
 * what only blocks (stock, limit, E-value, a missing address…) is listed in `blocks`.
 */
export async function quoteOrder(db: Executor, input: QuoteInput): Promise<Quote> {
  const { buyer, request, lines, places } = input;
  const kind = kindOfLines(lines);
  const fromCart = request.cartItems !== undefined;
  const priced = lines.map(pricingLine);
  if (input.pointsOnly && orderPayShowType(priced, fromCart) !== PayShowType.E) throw new AppError(ErrorCode.POINTS_ORDER_NEEDS_CASH);
  if (request.mobile !== undefined && !isValidPhone(request.mobile)) throw new AppError(ErrorCode.PHONE_INVALID);

  // Purchases are counted only for goods with a limit (issue 16: no statement for the others).
  const [purchased, rights] = await Promise.all([purchasedCounts(db, buyer.id, limitedGoodsIds(lines)), usableCoupons(db, buyer.id, input.now)]);
  const coupon = await chooseCoupon(db, buyer.id, rights, request.rightsAccountId, priced);
  const useIntegral = request.useIntegral ?? false;
  const pricing = priceOrder({
    lines: priced,
    coupon: coupon?.coupon ?? null,
    shipsByPost: places.delivery === DeliveryMethod.online,
    userPoints: buyer.pointsBalance,
    choices: {
      useIntegral,
      payMethod: request.payMethod ?? (useIntegral ? PayMethod.evalue : PayMethod.cash),
      ...(request.integral === undefined ? {} : { integral: request.integral }),
      fromCart,
    },
  });
  if (pricing.integralOutOfRange) throw new AppError(ErrorCode.EVALUE_OUT_OF_RANGE);

  const needVin = lines.some((l) => l.facts.kindInfo?.needVin);
  const found = new Set(lineBlocks(lines, buyer, purchased, input.now.getTime()));
  if (pricing.eValueShort) found.add(ErrorCode.ORDER_EVALUE_SHORT);
  if (places.delivery === DeliveryMethod.online && !places.address) found.add(ErrorCode.ADDRESS_REQUIRED);
  if (places.delivery === DeliveryMethod.store && !places.store) found.add(ErrorCode.STORE_REQUIRED);
  if (needVin && !places.vinCode) found.add(ErrorCode.VIN_REQUIRED);

  return {
    kind,
    lines,
    fromCart,
    places,
    needVin,
    mobile: request.mobile ?? (isVirtualKind(kind) ? buyer.phone : null),
    pricing,
    rights,
    coupon,
    deliveryMethods: deliveryMethodsOf(kind, request.activityCode),
    blocks: blockOrder.filter((code) => found.has(code)),
  };
}
