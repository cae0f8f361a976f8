import { DECIMAL_MAX_FRACTION_DIGITS, DECIMAL_MAX_INT_DIGITS, DIGITS_DEFAULT_MAX, PHONE_LENGTH, SMS_CODE_LENGTH } from '@emall/contract';

/** §5: strips everything but ASCII digits and truncates. */
export function digitsOnly(input: string, maxLength: number = DIGITS_DEFAULT_MAX): string {
  return input.replace(/\D/g, '').slice(0, maxLength);
}

/**
 * §5: the Chinese full stop becomes a dot; digits and the first dot are kept; integer and
 * fraction digits are capped. A leading dot gets a '0' so the text always parses.
 */
export function decimalInput(
  input: string,
  maxIntDigits: number = DECIMAL_MAX_INT_DIGITS,
  maxFractionDigits: number = DECIMAL_MAX_FRACTION_DIGITS,
): string {
  const cleaned = input.replace(/。/g, '.').replace(/[^\d.]/g, '');
  const dotAt = cleaned.indexOf('.');
  if (dotAt === -1) return cleaned.slice(0, maxIntDigits);
  const intPart = cleaned.slice(0, dotAt).slice(0, maxIntDigits) || '0';
  if (maxFractionDigits <= 0) return intPart;
  const fraction = cleaned.slice(dotAt + 1).replace(/\./g, '').slice(0, maxFractionDigits);
  return `${intPart}.${fraction}`;
}

export function phoneInput(input: string): string {
  return digitsOnly(input, PHONE_LENGTH);
}

const PHONE_PATTERN = new RegExp(`^1\\d{${PHONE_LENGTH - 1}}$`);
const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** §5: 11 digits starting with 1. */
export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

/** §5: exactly 4 digits. */
export function isValidSmsCode(code: string): boolean {
  return SMS_CODE_PATTERN.test(code);
}
