import { InvoiceKind } from '@emall/contract';

/** GB 32100-2015: the 31 characters of a unified social credit code (no I, O, S, V, Z). */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}[0-9]{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters: weights 3^i mod 31, check = 31 − sum mod 31. */
export function usccCheckChar(first17: string): string {
  let sum = 0;
  let weight = 1;
  for (const ch of first17) {
    sum += USCC_CHARS.indexOf(ch) * weight;
    weight = (weight * 3) % 31;
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31]!;
}

/** An 18-character unified social credit code whose last character is its check character. */
export function isValidUscc(code: string): boolean {
  return USCC_PATTERN.test(code) && usccCheckChar(code.slice(0, 17)) === code[17];
}

/** GB 11714 organisation code (8 characters + check: weights 3 7 9 10 5 8 4 2, 11 − sum mod 11, 10 → X). */
function isValidOrgCode(code: string): boolean {
  if (!/^[0-9A-Z]{8}[0-9X]$/.test(code)) return false;
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((a, w, i) => a + w * parseInt(code[i]!, 36), 0);
  const c = 11 - (sum % 11);
  return code[8] === (c === 10 ? 'X' : c === 11 ? '0' : String(c));
}

/** An 18-character resident ID number (GB 11643: ISO 7064 MOD 11-2 check). */
function isValidResidentId(id: string): boolean {
  if (!/^[0-9]{17}[0-9X]$/.test(id)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((a, w, i) => a + w * Number(id[i]), 0);
  return id[17] === '10X98765432'[sum % 11];
}

/**
 * The taxpayer number a title may carry (docs/decisions/invoices.md). An 18-character number must
 * be a unified social credit code with its check character. The old tax registration numbers a
 * few small businesses still print are accepted on 电子普通发票 only: 15 characters (6-digit region
 * + organisation code with its check), 20 (an 18-character resident ID with its check + 2 digits)
 * and 17 (a 15-digit old ID + 2 digits, no check exists). 增值税专用发票 needs the 18-character code.
 * Letters are upper case (normaliseTaxNo first).
 */
export function isValidTaxNo(taxNo: string, kind: InvoiceKind): boolean {
  if (taxNo.length === 18) return isValidUscc(taxNo);
  if (kind === InvoiceKind.special) return false;
  if (taxNo.length === 15) return /^[0-9]{6}/.test(taxNo) && isValidOrgCode(taxNo.slice(6));
  if (taxNo.length === 20) return /^[0-9]{2}$/.test(taxNo.slice(18)) && isValidResidentId(taxNo.slice(0, 18));
  if (taxNo.length === 17) return /^[0-9]{17}$/.test(taxNo);
  return false;
}

/** What the shopper typed, as the number is written: no spaces, upper case. */
export function normaliseTaxNo(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}
