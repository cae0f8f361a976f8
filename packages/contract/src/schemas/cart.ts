import { Type, type Static } from 'typebox';
import { SelectEnum } from '../codes.ts';
import { EValue, Fen } from './common.ts';
import { GoodsSku } from './goods.ts';
import { CART_MAX_ITEMS, CART_MAX_NUM, ID_PATTERN } from '../constants.ts';

/** GET /hermes/v1/cart/effect-num (§7): pieces in the user's cart, 0 for a guest (the badge shows 99+ above 99). */
export const CartEffectNum = Type.Integer({ minimum: 0 });
export type CartEffectNum = Static<typeof CartEffectNum>;

/** A cart id in a body: a positive bigint as a string, like every id we answer with. */
export const CartItemId = Type.String({ pattern: ID_PATTERN });
const ProductIdField = Type.String({ pattern: ID_PATTERN });

const SelectEnumField = Type.Union([Type.Literal(SelectEnum.unselected), Type.Literal(SelectEnum.selected)]);
/** Pieces of a line in a body (add, set, balance, checkout). */
const PiecesField = Type.Integer({ minimum: 1, maximum: CART_MAX_NUM });
/** The lines a body acts on: at least one, at most a full cart. */
const CartItemIdsField = Type.Array(CartItemId, { minItems: 1, maxItems: CART_MAX_ITEMS });

/** One line of the cart (§3): a SKU, its quantity and whether it may be bought now. */
export const CartItem = Type.Object({
  cartItemId: Type.String(),
  productId: Type.String(),
  productSpecsId: Type.String(),
  /** The goods' sale name and the SKU's specification name. */
  name: Type.String(),
  specsName: Type.String(),
  pictureUrl: Type.String(),
  /** The product page this item links to. */
  shareUrl: Type.String(),
  num: Type.Integer({ minimum: 1 }),
  /** Unit prices of the SKU, with the goods' deduct rule (see priceDisplay). */
  price: Fen,
  productPrice: Fen,
  eValue: EValue,
  deductType: Type.Integer(),
  deductAmount: Fen,
  /** The SKU's stock now. */
  stock: Type.Integer({ minimum: 0 }),
  /** The most this user may have of it now: min(stock, what the purchase limit leaves), at least 0. */
  maxNum: Type.Integer({ minimum: 0 }),
  selectEnum: SelectEnumField,
  /** False when a problem reason stands: the item cannot be ticked, and totals leave it out (§5). */
  selectEnable: Type.Boolean(),
  /** CartProblemReason (stock 1, E 2, limit 3, off 4, activity end 5), or null when it may be bought. */
  problemReason: Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()]),
  /** The reason in Chinese for the item's label; empty without a reason. */
  problemText: Type.String(),
});
export type CartItem = Static<typeof CartItem>;

/** A group of the cart (§3 cartList): items of one kind of delivery. */
export const CartGroup = Type.Object({
  groupName: Type.String(),
  cartItemList: Type.Array(CartItem),
});
export type CartGroup = Static<typeof CartGroup>;

/** GET /hermes/annex/v2/cart/list and the answer of every cart change. */
export const CartList = Type.Object({
  cartList: Type.Array(CartGroup),
  /** The user's E-value balance (§3 userAvailablePoint). */
  userAvailablePoint: EValue,
  /** Pieces in the cart, as the badge shows them. */
  effectNum: CartEffectNum,
});
export type CartList = Static<typeof CartList>;

/** POST /hermes/v1/cart: add a SKU; the same SKU again adds to its line. */
export const CartAddBody = Type.Object({
  productId: ProductIdField,
  productSpecsId: ProductIdField,
  num: PiecesField,
});
export type CartAddBody = Static<typeof CartAddBody>;

/** POST /hermes/v1/cart/updateNum: set a line's quantity. */
export const CartUpdateNumBody = Type.Object({
  cartItemId: CartItemId,
  num: PiecesField,
});
export type CartUpdateNumBody = Static<typeof CartUpdateNumBody>;

/**
 * POST /hermes/v1/cart/update (§7 "spec option"): tick or untick lines (one, a group or all), or
 * move one line to another SKU of the same goods (merging into that SKU's line if present).
 */
export const CartUpdateBody = Type.Object({
  cartItemIds: CartItemIdsField,
  selectEnum: Type.Optional(SelectEnumField),
  /** Only with exactly one cartItemId. */
  productSpecsId: Type.Optional(ProductIdField),
});
export type CartUpdateBody = Static<typeof CartUpdateBody>;

/** DELETE /hermes/v1/cart/version2/batch. */
export const CartDeleteBody = Type.Object({
  cartItemIds: CartItemIdsField,
});
export type CartDeleteBody = Static<typeof CartDeleteBody>;

/** GET /hermes/v1/cart/{id}/option: the SKUs a line may switch to. */
export const CartOption = Type.Object({
  cartItemId: Type.String(),
  productId: Type.String(),
  productSpecsId: Type.String(),
  name: Type.String(),
  pictureUrl: Type.String(),
  num: Type.Integer(),
  skus: Type.Array(GoodsSku),
});
export type CartOption = Static<typeof CartOption>;

/** One line of a balance request (§3 amountSpecsList). */
export const CartAmountSpec = Type.Object({
  cartItemId: CartItemId,
  quantity: PiecesField,
});
export type CartAmountSpec = Static<typeof CartAmountSpec>;

/** POST /hermes/annex/v2/cart/amount: the balance of the ticked lines at the given quantities. */
export const CartAmountBody = Type.Object({
  amountSpecsList: Type.Array(CartAmountSpec, { maxItems: CART_MAX_ITEMS }),
});
export type CartAmountBody = Static<typeof CartAmountBody>;

/**
 * The cart balance, priced by the shared rules (payShowType cartDeduct). Lines that cannot be
 * selected are left out (§5). Cash is fen; E-value is points.
 */
export const CartAmount = Type.Object({
  payShowType: Type.Integer(),
  /** Pieces counted. */
  count: Type.Integer({ minimum: 0 }),
  /** Cash of the counted lines (cash and mixed goods), fen. */
  payAmount: Fen,
  /** What the cash method shows with cartDeduct (§5): the same cash, before any E-value offset. */
  cashPayAmount: Fen,
  /** E-value the counted lines need (E-value-only and mixed goods). */
  payIntegral: EValue,
  /** The most cash E-value may offset on the counted cash lines, fen. */
  maxDeductAmount: Fen,
  exchangeProportion: Type.Integer(),
  userAvailablePoint: EValue,
});
export type CartAmount = Static<typeof CartAmount>;

/** A line handed from the cart to checkout (§3: cartItemId and purchaseCount). */
export const CartSelectedItem = Type.Object({
  cartItemId: CartItemId,
  purchaseCount: PiecesField,
});
export type CartSelectedItem = Static<typeof CartSelectedItem>;

/** POST /hermes/v1/cart/skip/check: may these lines go to checkout now? */
export const CartSkipCheckBody = Type.Object({
  cartItems: Type.Array(CartSelectedItem, { minItems: 1, maxItems: CART_MAX_ITEMS }),
});
export type CartSkipCheckBody = Static<typeof CartSkipCheckBody>;

export const CartSkipProblem = Type.Object({
  cartItemId: Type.String(),
  problemReason: Type.Integer({ minimum: 1, maximum: 5 }),
  problemText: Type.String(),
});

/** The check's answer: pass, or the lines that block and why (a business outcome, code 0). */
export const CartSkipCheck = Type.Object({
  pass: Type.Boolean(),
  problems: Type.Array(CartSkipProblem),
  /** Set when the lines together need more E-value than the user has. */
  eValueShort: Type.Boolean(),
});
export type CartSkipCheck = Static<typeof CartSkipCheck>;
