// The E-value field's rules (§5), apart from the other inputs' (input.ts): a form with a phone or a
// number does not load the shop's texts the E-value messages are made from (issue 16 item 2).
import { CUSTOM_EVALUE_MAX_DIGITS, Text, fillText } from '@emall/contract';
import { formatMoney } from './money.ts';

/**
 * §5 custom E-value input. Leading zeros go before the 9-digit cut, so a pasted '0000000001234'
 * keeps its value; the result never exceeds `maxPayIntegral`.
 */
export function customEValueInput(raw: string, maxPayIntegral: number): string {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  const trimmed = (digits.replace(/^0+/, '') || '0').slice(0, CUSTOM_EVALUE_MAX_DIGITS);
  const max = Math.max(0, Math.floor(maxPayIntegral) || 0);
  return Number(trimmed) > max ? String(max) : trimmed;
}

/** §5: on blur a value below minIntegral is raised to it, with a message. */
export function eValueOnBlur(value: number, minIntegral: number): { value: number; message: string | null } {
  if (value < minIntegral) return { value: minIntegral, message: fillText(Text.evalueMin, { min: minIntegral }) };
  return { value, message: null };
}

/** §5: '可输入{min}-{max}E值,已抵扣{amount}元', the amount in yuan. */
export function eValueInputHint(min: number, max: number, deductFen: number): string {
  return fillText(Text.evalueInputHint, { min, max, amount: formatMoney(deductFen) });
}
