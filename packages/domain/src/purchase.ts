import { DeductType } from '@emall/contract';

export type PurchaseLimit = { userLimitFlag: boolean; userLimit: number; userPurchasedNum: number };

/** §5: over the limit when the flag is on and userLimit − userPurchasedNum ≤ 0. */
export function isOverPurchaseLimit(g: PurchaseLimit): boolean {
  return g.userLimitFlag && g.userLimit - g.userPurchasedNum <= 0;
}

/**
 * §5 insufficient E-value. Reading: a supplied check decides alone; otherwise the E-value price
 * must exceed the user's points, and only goods that take E-value (integral, or all = cash plus
 * E-value) can lack it — a cash-only product is never short of E-value, whatever its eValue field.
 * The spec's second sentence (E-value only, balance below the need) is the same test for integral.
 */
export function isEValueInsufficient(input: {
  eValue: number;
  deductType: DeductType;
  userPoints: number;
  check?: () => boolean;
}): boolean {
  if (input.check) return input.check();
  if (input.deductType === DeductType.cash) return false;
  return input.eValue > input.userPoints;
}
