import { Type, type Static } from 'typebox';
import { UserAddress, Store } from './address.ts';
import { CartSelectedItem } from './cart.ts';
import { EValue, Fen } from './common.ts';
import { ID_PATTERN, ORDER_REMARK_MAX, VIN_PATTERN } from '../constants.ts';

const Id = Type.String({ pattern: ID_PATTERN });
export const VinCode = Type.String({ pattern: VIN_PATTERN });

/**
 * The request of every pre-submit and submit call (§3 orderSubmitRequestParams): either one SKU bought
 * directly (productId, productSpecsId, purchaseCount) or lines from the cart (cartItems), plus the
 * shopper's choices (§3 userAction). Omitted choices take their defaults: online delivery with the
 * default address, the best applicable coupon, no E-value beyond what the goods require.
 */
export const OrderRequest = Type.Object(
  {
    productId: Type.Optional(Id),
    productSpecsId: Type.Optional(Id),
    purchaseCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
    cartItems: Type.Optional(Type.Array(CartSelectedItem, { minItems: 1, maxItems: 200 })),
    /** DeliveryMethod: online 1, store 2, activityOffline 3. */
    deliveryMethod: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
    addressId: Type.Optional(Id),
    storeId: Type.Optional(Id),
    /** The coupon (user right) to use; '' for none; omitted for the best one. */
    rightsAccountId: Type.Optional(Type.Union([Id, Type.Literal('')])),
    /** §3 userAction.useIntegral: pay part with E-value where the goods allow it. */
    useIntegral: Type.Optional(Type.Boolean()),
    /** PayMethod: 'cash' | 'evalue'. */
    payMethod: Type.Optional(Type.Union([Type.Literal('cash'), Type.Literal('evalue')])),
    /** The custom E-value to deduct (§5), between minIntegral and payIntegral. */
    integral: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999_999 })),
    vinCode: Type.Optional(VinCode),
    carMainOrderNo: Type.Optional(Type.String({ maxLength: 64 })),
    /** The phone a virtual good is delivered to (§3 userAction.mobile). */
    mobile: Type.Optional(Type.String({ maxLength: 20 })),
    remark: Type.Optional(Type.String({ maxLength: ORDER_REMARK_MAX })),
    activityCode: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type OrderRequest = Static<typeof OrderRequest>;

/** The goods of an order line as bought: the SKU, its name, specification and picture, and how many. */
export const OrderLineGoods = Type.Object({
  productId: Type.String(),
  productSpecsId: Type.String(),
  name: Type.String(),
  specsName: Type.String(),
  pictureUrl: Type.String(),
  num: Type.Integer({ minimum: 1 }),
});
export type OrderLineGoods = Static<typeof OrderLineGoods>;

/** An order line's goods and unit prices, the fields checkout and the order pages share. */
export const OrderLinePriced = Type.Object({
  ...OrderLineGoods.properties,
  /** Unit prices. */
  price: Fen,
  eValue: EValue,
  deductType: Type.Integer(),
});
export type OrderLinePriced = Static<typeof OrderLinePriced>;

/** A line of the order as checkout shows it. */
export const OrderLinePreview = Type.Object({
  cartItemId: Type.Union([Type.String(), Type.Null()]),
  ...OrderLinePriced.properties,
});
export type OrderLinePreview = Static<typeof OrderLinePreview>;

/** §3 pay data. Cash is fen; E-value is points; exchangeProportion is fen per point. */
export const PayData = Type.Object({
  /** E 0, cash 1, deduct 2, cartDeduct 3. */
  payShowType: Type.Integer({ minimum: 0, maximum: 3 }),
  /** The most E-value this order may take. */
  payIntegral: EValue,
  /** Cash left after the E-value chosen (what the cash method shows with cartDeduct, §5). */
  cashPayAmount: Fen,
  /** The least E-value when E-value is used (the part the goods require). */
  minIntegral: EValue,
  /** Cash of the order after coupon and carriage, before E-value. */
  payAmount: Fen,
  exchangeProportion: Type.Integer(),
  carriage: Fen,
  /** E-value used now. */
  integral: EValue,
  distributionProportion: Type.Integer({ minimum: 1 }),
  userAvailablePoint: EValue,
});
export type PayData = Static<typeof PayData>;

/** A coupon at checkout: the user's right, whether it applies to this order and what it takes off. */
export const CheckoutCoupon = Type.Object({
  rightsAccountId: Type.String(),
  cardName: Type.String(),
  cardType: Type.String(),
  eachReduction: Fen,
  discountRatio: Type.Integer(),
  useConditionName: Type.String(),
  validTimeStr: Type.String(),
  usable: Type.Boolean(),
  /** Why not usable, in Chinese; '' when usable. */
  unusableReason: Type.String(),
  /** Fen it takes off this order (0 when not usable). */
  deductAmount: Fen,
});
export type CheckoutCoupon = Static<typeof CheckoutCoupon>;

/** The answer of every pre-submit call (§3 orderSubmitData): the order priced by the server, as it would be charged. */
export const OrderSubmitData = Type.Object({
  lines: Type.Array(OrderLinePreview),
  /** Sum of line cash before coupon and carriage. */
  goodsAmount: Fen,
  payData: PayData,
  coupons: Type.Array(CheckoutCoupon),
  /** The coupon applied, or null. */
  rightsAccountId: Type.Union([Type.String(), Type.Null()]),
  couponDeductAmount: Fen,
  /** §5: the coupon covers everything (payAmount 0 with a coupon chosen). */
  couponDeductsAll: Type.Boolean(),
  /** Delivery methods this order offers (§9) and the one applied. Virtual goods have none. */
  deliveryMethods: Type.Array(Type.Integer()),
  deliveryMethod: Type.Union([Type.Integer(), Type.Null()]),
  address: Type.Union([UserAddress, Type.Null()]),
  store: Type.Union([Store, Type.Null()]),
  /** Virtual goods bound to a car need a VIN (§3 vinCode). */
  needVin: Type.Boolean(),
  vinCode: Type.Union([Type.String(), Type.Null()]),
  /** Cash to pay now, fen (§5 real pay amount, shown with 2 decimals). */
  realPayAmount: Fen,
  /** E-value earned by paying (§5). */
  pointsEarned: EValue,
  /** False with the first reason in Chinese when the order cannot be submitted as it stands (e.g. 请选择收货地址). */
  canSubmit: Type.Boolean(),
  blockReason: Type.String(),
});
export type OrderSubmitData = Static<typeof OrderSubmitData>;

/** The answer of every submit call. The Idempotency-Key header is required: the same key answers the same order. */
export const OrderSubmitResult = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  /** Cash due, fen; 0 when E-value or a coupon paid it all (the order is paid at once). */
  payAmount: Fen,
  /** E-value taken. */
  payIntegral: EValue,
  needPay: Type.Boolean(),
  /** For the cashier (§2 /pay/cashier query tradeScene). */
  tradeScene: Type.String(),
  /** ISO time the unpaid order is closed and its holds released. */
  payDeadline: Type.String(),
});
export type OrderSubmitResult = Static<typeof OrderSubmitResult>;

/** POST /hermes/annex/v1/orders/virtual/check (productSpecsId, vinCode). */
export const VirtualCheckBody = Type.Object({ productSpecsId: Id, vinCode: VinCode }, { additionalProperties: false });
export const VirtualCheckResult = Type.Object({ pass: Type.Boolean(), message: Type.String() });
export type VirtualCheckResult = Static<typeof VirtualCheckResult>;

/** POST /hermes/annex/v1/order-stop/can-buy: may the user buy these now (shop open, goods on sale)? */
export const CanBuyBody = Type.Object({ productSpecsIds: Type.Array(Id, { minItems: 1, maxItems: 200 }) }, { additionalProperties: false });
export const CanBuyResult = Type.Object({ canBuy: Type.Boolean(), message: Type.String() });
export type CanBuyResult = Static<typeof CanBuyResult>;

/** POST /hermes/v1/orders/trade/scene: the cashier's trade scene for an order. */
export const TradeSceneBody = Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export const TradeSceneResult = Type.Object({ orderNo: Type.String(), tradeScene: Type.String() });
export type TradeSceneResult = Static<typeof TradeSceneResult>;

/** GET /hermes/v1/point-orders/{id}: an order paid in E-value only. */
export const PointOrder = Type.Object({
  orderId: Type.String(),
  orderNo: Type.String(),
  status: Type.Integer(),
  payIntegral: EValue,
  lines: Type.Array(OrderLinePreview),
  createdAt: Type.String(),
});
export type PointOrder = Static<typeof PointOrder>;
