import { DeductType } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { priceDisplay } from './price-display.ts';

describe('priceDisplay', () => {
  it('shows E-value only goods by their E-value price', () => {
    expect(priceDisplay({ price: 0, eValue: 1590, deductType: DeductType.integral, deductAmount: 0 })).toEqual({ kind: 'evalue', eValue: 1590 });
  });

  it('shows mixed goods as cash plus E-value', () => {
    expect(priceDisplay({ price: 9900, eValue: 1000, deductType: DeductType.all, deductAmount: 0 })).toEqual({ kind: 'mixed', cashFen: 9900, eValue: 1000 });
  });

  it('shows cash goods with the most E-value may offset', () => {
    expect(priceDisplay({ price: 39900, eValue: 0, deductType: DeductType.cash, deductAmount: 10000 })).toEqual({ kind: 'cash', cashFen: 39900, offsetFen: 10000 });
  });

  it('treats a mixed goods without an E-value part as cash, and never shows a negative offset', () => {
    expect(priceDisplay({ price: 100, eValue: 0, deductType: DeductType.all, deductAmount: -5 })).toEqual({ kind: 'cash', cashFen: 100, offsetFen: 0 });
  });
});
