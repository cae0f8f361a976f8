import { Type } from 'typebox';
import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import {
  CartAddBody,
  CartAmount,
  CartAmountBody,
  CartDeleteBody,
  CartEffectNum,
  CartList,
  CartOption,
  CartSkipCheck,
  CartSkipCheckBody,
  CartUpdateBody,
  CartUpdateNumBody,
} from '../schemas/cart.ts';
import { IdParam } from '../schemas/common.ts';

/** §7 Cart. */
export const CartApi = declareApi('cart', {
  effectNum: route('GET', Paths.cartEffectNum, "Pieces in the user's cart, for the header badge (0 for a guest)", { answer: CartEffectNum }, 'optional'),
  list: route(
    'GET',
    Paths.cartList,
    "The user's cart: groups by delivery, newest line first, each with its problem and most pieces; E-value; pieces",
    { answer: CartList },
    'required',
  ),
  add: route('POST', Paths.cartAdd, 'Add pieces of a SKU (onto its line when there is one); answers the cart', { body: CartAddBody, answer: CartList }, 'required'),
  updateNum: route('POST', Paths.cartUpdateNum, "Set a line's quantity; answers the cart", { body: CartUpdateNumBody, answer: CartList }, 'required'),
  update: route(
    'POST',
    Paths.cartUpdate,
    'Tick or untick lines, or move one line to another SKU of its goods; answers the cart',
    { body: CartUpdateBody, answer: CartList },
    'required',
  ),
  delete: route('DELETE', Paths.cartDelete, 'Remove lines (all the user’s, or none); answers the cart', { body: CartDeleteBody, answer: CartList }, 'required'),
  option: route('GET', Paths.cartOption, "A line's SKUs to switch to", { params: Type.Object({ id: IdParam }), answer: CartOption }, 'required'),
  amount: route(
    'POST',
    Paths.cartAmount,
    'The balance of lines at given quantities (cartDeduct), priced from the database; unbuyable lines left out',
    { body: CartAmountBody, answer: CartAmount },
    'required',
  ),
  skipCheck: route(
    'POST',
    Paths.cartSkipCheck,
    'Whether lines may go to checkout at these counts: their problems and E-value shortfall',
    { body: CartSkipCheckBody, answer: CartSkipCheck },
    'required',
  ),
});
