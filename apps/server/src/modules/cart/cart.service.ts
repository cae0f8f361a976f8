import {
  CartProblemReason,
  BadRequestMessage,
  ErrorCode,
  EXCHANGE_PROPORTION,
  PayShowType,
  type CartAmount,
  type CartAmountBody,
  type CartItem,
  type CartList,
  type CartOption,
  type CartSkipCheck,
  type CartSkipCheckBody,
} from '@emall/contract';
import { cartAmount, cartProblemText } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { purchasedCounts, toGoodsSku } from '../catalogue/catalogue.service.ts';
import { pointsSummary } from '../points/points.service.ts';
import * as repo from './cart.repository.ts';
import { amountLine, groupCart, problemOf, toCartItem, type Buyer } from './cart.view.ts';
import { cachedSkuFacts } from './sku-facts-cache.ts';

/** After a stock change commits (order placed, cancelled, closed or failed): this instance's cart list shows it at once. */
export { forgetSkuFacts } from './sku-facts-cache.ts';

/** The cart badge's number (§2): pieces in the user's cart; a guest has none. */
export async function cartEffectNum(ctx: AppContext, userId: number | null): Promise<number> {
  return userId === null ? 0 : repo.countCartPieces(ctx.db, userId);
}

/** What the user has bought of each goods, for the purchase limit: one query for all of them. */
function purchasedByGoods(ctx: AppContext, userId: number, goodsIds: readonly number[]): Promise<Map<number, number>> {
  return purchasedCounts(ctx.db, userId, goodsIds);
}

async function pointsOf(ctx: AppContext, userId: number): Promise<number> {
  return (await pointsSummary(ctx, userId)).userAvailablePoint;
}

/** The buyer behind a set of lines: their purchases of those goods and their E-value. */
export async function buyerOf(ctx: AppContext, userId: number, goodsIds: readonly number[]): Promise<Buyer> {
  const [purchased, points] = await Promise.all([purchasedByGoods(ctx, userId, goodsIds), pointsOf(ctx, userId)]);
  return { purchased, points };
}

/**
 * GET /hermes/annex/v2/cart/list, and the answer of every change: the whole cart as the user sees
 * it now. The user's own rows are read fresh; their goods, SKU and crowdfund come from the SKU facts
 * cache (at most CATALOGUE_CACHE_SECONDS old; a change drops its own lines' facts first).
 */
export async function cartList(ctx: AppContext, userId: number): Promise<CartList> {
  return cartListOf(ctx, await repo.findCartView(ctx.db, userId));
}

/** The whole cart from its view (rows, E-value, purchases) and the SKU facts cache. */
export async function cartListOf(ctx: AppContext, { rows, points, purchased }: repo.CartView): Promise<CartList> {
  const facts = await cachedSkuFacts(ctx, rows.map((r) => r.skuId));
  const buyer = { purchased, points };
  const nowMs = ctx.clock.now().getTime();
  const items: { line: repo.CartLineRow; item: CartItem }[] = [];
  let effectNum = 0;
  for (const row of rows) {
    const skuFacts = facts.get(row.skuId);
    if (!skuFacts) continue; // a SKU that is gone: the fresh join leaves its line out too
    const line = { ...skuFacts, item: row };
    items.push({ line, item: toCartItem(line, buyer, nowMs) });
    effectNum += row.num;
  }
  return { cartList: groupCart(items), userAvailablePoint: points, effectNum };
}

/** Ids of a body as numbers, each once. */
export function uniqueIds(ids: readonly string[]): number[] {
  return [...new Set(ids.map(Number))];
}

/** The user's lines of `ids`, all of them, or 40409 (an unknown line and another user's read the same). */
export async function requireLines(db: Executor, userId: number, ids: readonly number[]): Promise<repo.CartLineRow[]> {
  if (ids.length === 0) return [];
  const lines = await repo.findCartLines(db, userId, ids);
  if (lines.length !== ids.length) throw new AppError(ErrorCode.CART_ITEM_NOT_FOUND);
  return lines;
}

/** Removes the user's lines an order was placed from, inside the order's transaction. */
export function removeOrderedLines(tx: Executor, userId: number, cartItemIds: readonly number[]): Promise<void> {
  return repo.deleteCartItems(tx, userId, cartItemIds);
}

/** Lines given with a count each (balance, checkout check): each line once, all the user's. */
async function linesWithCounts(ctx: AppContext, userId: number, specs: readonly { id: string; num: number }[]) {
  const ids = uniqueIds(specs.map((s) => s.id));
  if (ids.length !== specs.length) throw new AppError(ErrorCode.BAD_REQUEST, BadRequestMessage.duplicateCartItem);
  const byId = new Map((await requireLines(ctx.db, userId, ids)).map((l) => [l.item.id, l]));
  return specs.map((s) => ({ line: byId.get(Number(s.id))!, num: s.num }));
}

/** GET /hermes/v1/cart/{id}/option: the SKUs the line may switch to. */
export async function cartOption(ctx: AppContext, userId: number, cartItemId: number): Promise<CartOption> {
  const [line] = await requireLines(ctx.db, userId, [cartItemId]);
  const skus = await repo.findSkusOfGoods(ctx.db, line!.goods.id);
  return {
    cartItemId: String(line!.item.id),
    productId: String(line!.goods.id),
    productSpecsId: String(line!.sku.id),
    name: line!.goods.saleName,
    pictureUrl: line!.sku.pictureUrl,
    num: line!.item.num,
    skus: skus.map(toGoodsSku),
  };
}

/**
 * POST /hermes/annex/v2/cart/amount (§3, §5): the balance of the given lines at the given
 * quantities, priced from the database; lines that cannot be bought at their quantity are left out.
 */
export async function cartBalance(ctx: AppContext, userId: number, body: CartAmountBody): Promise<CartAmount> {
  const given = await linesWithCounts(ctx, userId, body.amountSpecsList.map((s) => ({ id: s.cartItemId, num: s.quantity })));
  const buyer = await buyerOf(ctx, userId, given.map((g) => g.line.goods.id));
  const nowMs = ctx.clock.now().getTime();
  const totals = cartAmount(given.map(({ line, num }) => amountLine(line, num, problemOf(line, num, buyer, nowMs) === null)));
  return {
    payShowType: PayShowType.cartDeduct,
    count: totals.count,
    payAmount: totals.cashFen,
    cashPayAmount: totals.cashFen,
    payIntegral: totals.eValue,
    maxDeductAmount: totals.maxDeductFen,
    exchangeProportion: EXCHANGE_PROPORTION,
    userAvailablePoint: buyer.points,
  };
}

/**
 * POST /hermes/v1/cart/skip/check: whether the lines may go to checkout at these counts. Each
 * line's own problem, and whether the lines that could be bought need more E-value together than
 * the user has. A business answer (code 0) either way.
 */
export async function skipCheck(ctx: AppContext, userId: number, body: CartSkipCheckBody): Promise<CartSkipCheck> {
  const given = await linesWithCounts(ctx, userId, body.cartItems.map((c) => ({ id: c.cartItemId, num: c.purchaseCount })));
  const buyer = await buyerOf(ctx, userId, given.map((g) => g.line.goods.id));
  const nowMs = ctx.clock.now().getTime();
  const checked = given.map(({ line, num }) => ({ line, num, problem: problemOf(line, num, buyer, nowMs) }));
  const problems = checked.flatMap(({ line, problem }) =>
    problem === null ? [] : [{ cartItemId: String(line.item.id), problemReason: problem, problemText: cartProblemText(problem) }],
  );
  const payable = checked.filter((c) => c.problem === null || c.problem === CartProblemReason.E);
  const eValueNeeded = cartAmount(payable.map(({ line, num }) => amountLine(line, num, true))).eValue;
  const eValueShort = eValueNeeded > buyer.points;
  return { pass: problems.length === 0 && !eValueShort, problems, eValueShort };
}
