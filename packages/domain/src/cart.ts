import { AnnexChildType, BizType, CART_MAX_NUM, CartProblemReason, Text, type DeductType } from '@emall/contract';
import { isCrowdfundClosed } from './crowdfund.ts';
import type { FooterCrowdfund } from './footer.ts';
import { priceDisplay, type PriceFields } from './price-display.ts';
import { isEValueInsufficient, type PurchaseLimit } from './purchase.ts';

export type CartTotals = { cashFen: number; eValue: number; count: number };

/**
 * §5: totals of the selected items that can be selected. `priceFen` and `eValue` are unit
 * prices; `count` is the number of pieces (sum of num).
 */
export function cartTotals<T extends { selected: boolean; selectEnable: boolean; priceFen: number; eValue: number; num: number }>(
  items: T[],
): CartTotals {
  const totals: CartTotals = { cashFen: 0, eValue: 0, count: 0 };
  for (const item of items) {
    if (!item.selected || !item.selectEnable) continue;
    totals.cashFen += item.priceFen * item.num;
    totals.eValue += item.eValue * item.num;
    totals.count += item.num;
  }
  return totals;
}

/**
 * Only goods sent by post go in the cart (README, Decisions): boutique goods and attachments of
 * annex type Attachment. Home charging (installed), light modification (fitted at a store) and
 * virtual goods (bound to a car or an account) are bought one at a time from their product page.
 */
export function canAddToCart(kind: { bizType: number; annexType: string | null }): boolean {
  if (kind.bizType === BizType.shop) return true;
  return kind.bizType === BizType.attachment && kind.annexType === AnnexChildType.Attachment;
}

/** Whether a goods may be put in the cart now: a posted goods, and a crowdfund only while it runs. */
export function isCartableNow(kind: { bizType: number; annexType: string | null }, crowdfund: FooterCrowdfund): boolean {
  return canAddToCart(kind) && !isCrowdfundClosed(crowdfund);
}

/** The cart group of a line (README, Decisions): boutique goods first, then attachments. */
export function cartGroupOf(bizType: number): 'boutique' | 'attachment' {
  return bizType === BizType.shop ? 'boutique' : 'attachment';
}

/** Pieces the purchase limit still allows (§5); without a limit, as many as a line may hold. */
export function purchaseLimitLeft(limit: PurchaseLimit): number {
  if (!limit.userLimitFlag) return CART_MAX_NUM;
  return Math.max(0, limit.userLimit - limit.userPurchasedNum);
}

/** The most pieces a cart line may hold now: stock, the limit's rest and the line cap, at least 0. */
export function cartMaxNum(input: { stock: number; limit: PurchaseLimit }): number {
  return Math.max(0, Math.min(input.stock, purchaseLimitLeft(input.limit), CART_MAX_NUM));
}

export interface CartProblemInput {
  onShelf: boolean;
  /** A crowdfund goods outside its running window (preheat or ended). */
  activityEnded: boolean;
  stock: number;
  num: number;
  limit: PurchaseLimit;
  /** E-value the line needs: the unit E-value times num. */
  eValueNeeded: number;
  userPoints: number;
  deductType: DeductType;
}

/**
 * §3 cart problem reasons, most severe first: off shelf 4, activity ended 5, stock 1 (less than
 * num, none included), limit 3 (bought plus num over the limit), E-value 2; null when the line may
 * be bought at num.
 */
export function cartProblemReason(input: CartProblemInput): CartProblemReason | null {
  if (!input.onShelf) return CartProblemReason.off;
  if (input.activityEnded) return CartProblemReason.activityEnd;
  if (input.stock < input.num) return CartProblemReason.stock;
  if (input.limit.userLimitFlag && input.limit.userPurchasedNum + input.num > input.limit.userLimit) return CartProblemReason.limit;
  const eValueShort = isEValueInsufficient({ eValue: input.eValueNeeded, deductType: input.deductType, userPoints: input.userPoints });
  return eValueShort ? CartProblemReason.E : null;
}

const problemTexts: Record<CartProblemReason, string> = {
  [CartProblemReason.stock]: Text.cartProblemStock,
  [CartProblemReason.E]: Text.cartProblemEValue,
  [CartProblemReason.limit]: Text.cartProblemLimit,
  [CartProblemReason.off]: Text.cartProblemOff,
  [CartProblemReason.activityEnd]: Text.cartProblemActivityEnd,
};

/** The label of a problem reason; empty without one. */
export function cartProblemText(reason: CartProblemReason | null): string {
  return reason === null ? '' : problemTexts[reason];
}

export interface CartAmountLine extends PriceFields {
  selected: boolean;
  selectEnable: boolean;
  num: number;
}

export interface CartAmountTotals {
  /** Pieces counted. */
  count: number;
  /** Cash of cash and mixed goods, fen. */
  cashFen: number;
  /** E-value of E-value-only and mixed goods. */
  eValue: number;
  /** The most cash E-value may offset: each cash goods' offset (never above its price) times num, fen. */
  maxDeductFen: number;
}

/**
 * §5 cart balance: the lines that are selected and can be selected, priced the way a product page
 * shows them (priceDisplay): cash goods count cash and their E-value offset, E-value-only goods
 * E-value, mixed goods both. `price`, `eValue` and `deductAmount` are unit amounts.
 */
export function cartAmount(lines: readonly CartAmountLine[]): CartAmountTotals {
  const totals: CartAmountTotals = { count: 0, cashFen: 0, eValue: 0, maxDeductFen: 0 };
  for (const line of lines) {
    if (!line.selected || !line.selectEnable) continue;
    const shown = priceDisplay(line);
    totals.count += line.num;
    if (shown.kind === 'cash') {
      totals.cashFen += shown.cashFen * line.num;
      totals.maxDeductFen += Math.min(shown.offsetFen, shown.cashFen) * line.num;
    } else if (shown.kind === 'evalue') {
      totals.eValue += shown.eValue * line.num;
    } else {
      totals.cashFen += shown.cashFen * line.num;
      totals.eValue += shown.eValue * line.num;
    }
  }
  return totals;
}
