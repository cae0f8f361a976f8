import { InvoiceKind } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { isValidTaxNo, isValidUscc, normaliseTaxNo, usccCheckChar } from './tax-no.ts';

describe('unified social credit code (GB 32100)', () => {
  it.each(['91350100M000100Y43', '91110000600037341L', '91440300708461136T'])('accepts %s', (code) => {
    expect(isValidUscc(code)).toBe(true);
  });

  it('refuses a wrong check character, a forbidden letter, a letter in the region and a wrong length', () => {
    expect(isValidUscc('91350100M000100Y44')).toBe(false);
    expect(isValidUscc('91350100M000100YI3')).toBe(false);
    expect(isValidUscc('9135010AM000100Y43')).toBe(false);
    expect(isValidUscc('91350100M000100Y4')).toBe(false);
    expect(isValidUscc('91350100m000100y43')).toBe(false);
  });

  it('computes the check character that validates any 17 characters', () => {
    const body = '91310115MA1K3YJ1';
    for (const ch of '0123456789ABCDEFGHJKLMNPQRTUWXY') {
      const code = body + ch + usccCheckChar(body + ch);
      expect(isValidUscc(code)).toBe(true);
    }
  });
});

describe('isValidTaxNo', () => {
  it('takes the 18-character code for both kinds, legacy numbers for 电子普通发票 only', () => {
    const legacy15 = '110108' + '73744011' + '5';
    const legacy20 = '11010519491231002X' + '01';
    const legacy17 = '11010549123100201';
    for (const n of [legacy15, legacy20, legacy17]) {
      expect(isValidTaxNo(n, InvoiceKind.normal)).toBe(true);
      expect(isValidTaxNo(n, InvoiceKind.special)).toBe(false);
    }
    expect(isValidTaxNo('91350100M000100Y43', InvoiceKind.special)).toBe(true);
  });

  it('checks the legacy numbers where a check exists', () => {
    expect(isValidTaxNo('110108737440112', InvoiceKind.normal)).toBe(false);
    expect(isValidTaxNo('11010519491231002101', InvoiceKind.normal)).toBe(false);
    expect(isValidTaxNo('1101054912310020A', InvoiceKind.normal)).toBe(false);
    expect(isValidTaxNo('1234567890123456', InvoiceKind.normal)).toBe(false);
    expect(isValidTaxNo('', InvoiceKind.normal)).toBe(false);
  });

  it('normalises what was typed', () => {
    expect(normaliseTaxNo(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
  });
});
