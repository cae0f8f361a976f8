import {
  SelectEnum,
  Text,
  productPageUrl,
  type CartGroup,
  type CartItem,
  type CartProblemReason,
  type DeductType,
} from '@emall/contract';
import { cartGroupOf, cartMaxNum, cartProblemReason, cartProblemText, isActivityOver, type CartAmountLine } from '@emall/domain';
import type { CartLineRow, SkuFacts } from './cart.repository.ts';

/** What the rules need of the user asking: purchases per goods (§5 limit) and E-value. */
export interface Buyer {
  purchased: ReadonlyMap<number, number>;
  points: number;
}

export function limitOf(facts: Pick<SkuFacts, 'goods'>, buyer: Buyer) {
  return {
    userLimitFlag: facts.goods.userLimitFlag,
    userLimit: facts.goods.userLimit,
    userPurchasedNum: buyer.purchased.get(facts.goods.id) ?? 0,
  };
}

/** The §3 problem of a SKU at `num` pieces for this buyer, or null. */
export function problemOf(facts: SkuFacts, num: number, buyer: Buyer, nowMs: number): CartProblemReason | null {
  return cartProblemReason({
    onShelf: facts.goods.onShelf,
    activityEnded: isActivityOver(facts.goods, facts.crowdfund, nowMs),
    stock: facts.sku.stock,
    num,
    limit: limitOf(facts, buyer),
    eValueNeeded: facts.sku.eValue * num,
    userPoints: buyer.points,
    deductType: facts.goods.deductType as DeductType,
  });
}

export function toCartItem(line: CartLineRow, buyer: Buyer, nowMs: number): CartItem {
  const { item, goods: g, sku } = line;
  const problemReason = problemOf(line, item.num, buyer, nowMs);
  return {
    cartItemId: String(item.id),
    productId: String(g.id),
    productSpecsId: String(sku.id),
    name: g.saleName,
    specsName: sku.specsName,
    pictureUrl: sku.pictureUrl,
    shareUrl: productPageUrl(g, g.id),
    num: item.num,
    price: sku.priceFen,
    productPrice: sku.productPriceFen,
    eValue: sku.eValue,
    deductType: g.deductType,
    deductAmount: g.deductAmountFen,
    stock: sku.stock,
    maxNum: cartMaxNum({ stock: sku.stock, limit: limitOf(line, buyer) }),
    selectEnum: item.selected ? SelectEnum.selected : SelectEnum.unselected,
    selectEnable: problemReason === null,
    problemReason,
    problemText: cartProblemText(problemReason),
  };
}

/** The priced line of a balance: a SKU's unit prices and its goods' deduct rule. */
export function amountLine(facts: SkuFacts, num: number, selectEnable: boolean): CartAmountLine {
  return {
    selected: true,
    selectEnable,
    num,
    price: facts.sku.priceFen,
    eValue: facts.sku.eValue,
    deductType: facts.goods.deductType,
    deductAmount: facts.goods.deductAmountFen,
  };
}

/** Cart groups by delivery (README, Decisions): boutique goods, then attachments; empty groups left out. */
export function groupCart(items: { line: CartLineRow; item: CartItem }[]): CartGroup[] {
  const groups: Record<ReturnType<typeof cartGroupOf>, CartGroup> = {
    boutique: { groupName: Text.cartGroupBoutique, cartItemList: [] },
    attachment: { groupName: Text.cartGroupAttachment, cartItemList: [] },
  };
  for (const { line, item } of items) groups[cartGroupOf(line.goods.bizType)].cartItemList.push(item);
  return [groups.boutique, groups.attachment].filter((g) => g.cartItemList.length > 0);
}
