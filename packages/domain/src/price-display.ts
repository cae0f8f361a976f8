import { DeductType } from '@emall/contract';

export interface PriceFields {
  price: number;
  eValue: number;
  deductType: number;
  deductAmount: number;
}

/**
 * How a goods is priced (§1, §3): cash only (E-value may offset up to `offsetFen`),
 * E-value only, or mixed — cash and E-value both paid.
 */
export type PriceDisplay =
  | { kind: 'cash'; cashFen: number; offsetFen: number }
  | { kind: 'evalue'; eValue: number }
  | { kind: 'mixed'; cashFen: number; eValue: number };

export function priceDisplay(g: PriceFields): PriceDisplay {
  if (g.deductType === DeductType.integral) return { kind: 'evalue', eValue: g.eValue };
  if (g.deductType === DeductType.all && g.eValue > 0) return { kind: 'mixed', cashFen: g.price, eValue: g.eValue };
  return { kind: 'cash', cashFen: g.price, offsetFen: Math.max(0, g.deductAmount) };
}
