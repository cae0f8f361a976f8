import { Type, type Static } from 'typebox';

/** GET /hermes/v1/cart/effect-num (§7): pieces in the user's cart, 0 for a guest (the badge shows 99+ above 99). */
export const CartEffectNum = Type.Integer({ minimum: 0 });
export type CartEffectNum = Static<typeof CartEffectNum>;
