import {
  BuyerType,
  CART_MAX_ITEMS,
  ErrorCode,
  SelectEnum,
  Whitelist,
  type CartAddBody,
  type CartDeleteBody,
  type CartList,
  type CartUpdateBody,
  type CartUpdateNumBody,
  type LoginInfo,
} from '@emall/contract';
import { canAddToCart, cartMaxNum, isActivityOver, needsOwnerUpgrade } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import * as repo from './cart.repository.ts';
import { buyerOf, cartList, cartListOf, requireLines, uniqueIds } from './cart.service.ts';
import { limitOf, problemOf, type Buyer } from './cart.view.ts';
import { forgetSkuFacts, rememberSkuFacts } from './sku-facts-cache.ts';

/** Refuses a SKU the user may not put in the cart now: kind, shelf, crowdfund window, buyer rules (§6). */
function assertCartable(facts: repo.SkuFacts, user: Pick<LoginInfo, 'isMaster' | 'isAuthed' | 'hasBigOrder' | 'inWhitelist'>, nowMs: number): void {
  const g = facts.goods;
  if (!canAddToCart(g)) throw new AppError(ErrorCode.CART_NOT_CARTABLE);
  if (!g.onShelf) throw new AppError(ErrorCode.GOODS_OFF_SHELF);
  if (isActivityOver(g, facts.crowdfund, nowMs)) throw new AppError(ErrorCode.ACTIVITY_ENDED);
  if (needsOwnerUpgrade(g.buyerType as BuyerType, user)) throw new AppError(ErrorCode.OWNER_UPGRADE_REQUIRED);
  if (g.whitelist === Whitelist.yes && !user.inWhitelist) throw new AppError(ErrorCode.GOODS_NOT_ALLOWED);
}

/** Refuses a line of `num` pieces beyond the stock (40041), or beyond the purchase limit or the line cap (40042). */
function assertNumFits(facts: repo.SkuFacts, num: number, buyer: Buyer): void {
  if (num > facts.sku.stock) throw new AppError(ErrorCode.STOCK_SHORT);
  if (num > cartMaxNum({ stock: facts.sku.stock, limit: limitOf(facts, buyer) })) throw new AppError(ErrorCode.PURCHASE_LIMIT);
}

/**
 * Runs a change of the user's cart in one transaction under the user's cart lock, then answers
 * the whole cart. The change reads only through `tx`: on PGlite, a query on ctx.db inside an open
 * transaction would wait for that transaction forever. So what the rules need of the buyer
 * (purchases, E-value) is read before; a line's goods never changes, so it stays right. The change
 * answers the SKUs it read: the answer shows those fresh, not from the list's cache.
 */
async function changeCart(ctx: AppContext, userId: number, change: (tx: Executor) => Promise<readonly number[]>): Promise<CartList> {
  const skuIds = await ctx.db.transaction(async (tx) => {
    await repo.lockUserCart(tx, userId);
    return change(tx);
  });
  forgetSkuFacts(ctx, skuIds);
  return cartList(ctx, userId);
}

/** The buyer of the user's lines `ids` (40409 unless all are the user's), read before a change. */
async function buyerOfLines(ctx: AppContext, userId: number, ids: readonly number[]): Promise<Buyer> {
  const lines = await requireLines(ctx.db, userId, ids);
  return buyerOf(ctx, userId, lines.map((l) => l.goods.id));
}

/**
 * POST /hermes/v1/cart: `num` of a SKU into the cart, on the user's line of it when there is one.
 * The merged quantity must fit the stock, the limit and the line cap; a new line must fit the cart.
 * Five statements with the session's (issue 16): the lock and every fact the rules need read
 * together, then one conditional write that checks the line and the cart's size again under the
 * lock and reads the cart it leaves, which the add answers.
 */
export async function addToCart(ctx: AppContext, session: SessionUser, body: CartAddBody): Promise<CartList> {
  const { userId } = session;
  const goodsId = Number(body.productId);
  const skuId = Number(body.productSpecsId);
  const now = ctx.clock.now();
  const added = await ctx.db.transaction(async (tx) => {
    const read = await repo.lockCartAndReadAdd(tx, userId, goodsId, skuId);
    if (!read.buyer) throw new AppError(ErrorCode.SESSION_EXPIRED);
    if (!read.facts) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
    if (!read.facts.sku) throw new AppError(ErrorCode.SKU_NOT_FOUND);
    const found = { ...read.facts, sku: read.facts.sku };
    assertCartable(found, read.buyer, now.getTime());
    const buyer: Buyer = { purchased: new Map([[goodsId, read.buyer.purchased]]), points: read.buyer.points };
    if (read.line.num === null && read.line.count >= CART_MAX_ITEMS) throw new AppError(ErrorCode.CART_FULL);
    assertNumFits(found, (read.line.num ?? 0) + body.num, buyer);
    const cap = Math.min(found.sku.stock, cartMaxNum({ stock: found.sku.stock, limit: limitOf(found, buyer) }));
    const written = await repo.addCartLine(tx, { userId, skuId, goodsId, num: body.num, cap, maxLines: CART_MAX_ITEMS, at: now });
    if (written.num === null) {
      // Another change of the user's committed while this one waited for the lock: judge it again on what is there now.
      const line = await repo.findCartItemOfSku(tx, userId, skuId);
      if (!line && (await repo.countCartLines(tx, userId)) >= CART_MAX_ITEMS) throw new AppError(ErrorCode.CART_FULL);
      assertNumFits(found, (line?.num ?? 0) + body.num, buyer);
      throw new AppError(ErrorCode.STOCK_SHORT);
    }
    return { found, view: written.view };
  });
  rememberSkuFacts(ctx, added.found);
  return cartListOf(ctx, added.view);
}

/** POST /hermes/v1/cart/updateNum: a line's quantity set outright, within stock, limit and line cap. */
export async function updateCartNum(ctx: AppContext, userId: number, body: CartUpdateNumBody): Promise<CartList> {
  const ids = [Number(body.cartItemId)];
  const buyer = await buyerOfLines(ctx, userId, ids);
  return changeCart(ctx, userId, async (tx) => {
    const [line] = await requireLines(tx, userId, ids);
    assertNumFits(line!, body.num, buyer);
    await repo.updateCartItem(tx, line!.item.id, { num: body.num, at: ctx.clock.now() });
    return [line!.sku.id];
  });
}

/**
 * Ticks or unticks lines. A line with a problem cannot be ticked (§5: it cannot be selected), so
 * ticking it leaves it unticked rather than refusing the request: "tick all" ticks what it can.
 */
async function selectLines(ctx: AppContext, tx: Executor, lines: repo.CartLineRow[], selectEnum: SelectEnum, buyer: Buyer): Promise<void> {
  const at = ctx.clock.now();
  const nowMs = at.getTime();
  const tickable = selectEnum === SelectEnum.selected ? lines.filter((l) => problemOf(l, l.item.num, buyer, nowMs) === null) : [];
  const ticked = new Set(tickable.map((l) => l.item.id));
  await repo.updateCartItemsSelected(tx, [...ticked], true, at);
  await repo.updateCartItemsSelected(
    tx,
    lines.filter((l) => !ticked.has(l.item.id)).map((l) => l.item.id),
    false,
    at,
  );
}

/**
 * Moves a line to another SKU of its goods, merging into the user's line of that SKU if there is
 * one (the merged quantity must fit). Answers the id of the line the pieces are now on.
 */
async function moveLine(ctx: AppContext, tx: Executor, userId: number, line: repo.CartLineRow, skuId: number, buyer: Buyer): Promise<number> {
  if (skuId === line.sku.id) return line.item.id;
  const found = await repo.findSkuOfGoods(tx, line.goods.id, skuId);
  if (!found?.sku) throw new AppError(ErrorCode.SKU_NOT_FOUND);
  const target = await repo.findCartItemOfSku(tx, userId, skuId);
  const num = line.item.num + (target?.num ?? 0);
  assertNumFits({ goods: found.goods, sku: found.sku, crowdfund: found.crowdfund }, num, buyer);
  const at = ctx.clock.now();
  if (!target) {
    await repo.updateCartItem(tx, line.item.id, { skuId, at });
    return line.item.id;
  }
  await repo.deleteCartItems(tx, userId, [line.item.id]);
  await repo.updateCartItem(tx, target.id, { num, at });
  return target.id;
}

/**
 * POST /hermes/v1/cart/update (§7 spec option): tick or untick lines, or move one line to another
 * SKU (productSpecsId, with exactly one line). Every line must be the user's, or nothing changes.
 */
export async function updateCart(ctx: AppContext, userId: number, body: CartUpdateBody): Promise<CartList> {
  const ids = uniqueIds(body.cartItemIds);
  if (body.selectEnum === undefined && body.productSpecsId === undefined) {
    throw new AppError(ErrorCode.BAD_REQUEST, '请求参数错误: selectEnum 或 productSpecsId');
  }
  if (body.productSpecsId !== undefined && ids.length !== 1) throw new AppError(ErrorCode.BAD_REQUEST, '请求参数错误: 更换规格仅限一件商品');
  const buyer = await buyerOfLines(ctx, userId, ids);
  return changeCart(ctx, userId, async (tx) => {
    let lines = await requireLines(tx, userId, ids);
    const read = lines.map((l) => l.sku.id);
    if (body.productSpecsId !== undefined) {
      const movedId = await moveLine(ctx, tx, userId, lines[0]!, Number(body.productSpecsId), buyer);
      lines = await requireLines(tx, userId, [movedId]);
      read.push(lines[0]!.sku.id);
    }
    if (body.selectEnum !== undefined) await selectLines(ctx, tx, lines, body.selectEnum, buyer);
    return read;
  });
}

/** DELETE /hermes/v1/cart/version2/batch: removes the lines, all of them the user's, or none. */
export async function deleteFromCart(ctx: AppContext, userId: number, body: CartDeleteBody): Promise<CartList> {
  const ids = uniqueIds(body.cartItemIds);
  return changeCart(ctx, userId, async (tx) => {
    const own = await repo.findOwnCartItemIds(tx, userId, ids);
    if (own.length !== ids.length) throw new AppError(ErrorCode.CART_ITEM_NOT_FOUND);
    await repo.deleteCartItems(tx, userId, ids);
    return [];
  });
}
