import { describe, expect, it } from 'vitest';
import { customEValueInput, eValueInputHint, eValueOnBlur } from './evalue-input.ts';
import { decimalInput, digitsOnly, isValidPhone, isValidSmsCode, phoneInput } from './input.ts';

describe('digitsOnly', () => {
  it('strips non-digits and truncates to 8 by default', () => {
    expect(digitsOnly('a1b2-3 4')).toBe('1234');
    expect(digitsOnly('1234567890')).toBe('12345678');
    expect(digitsOnly('')).toBe('');
    expect(digitsOnly('abc')).toBe('');
  });

  it('strips full-width digits too', () => {
    expect(digitsOnly('１2３')).toBe('2');
  });

  it('takes a custom length', () => {
    expect(digitsOnly('123456', 3)).toBe('123');
    expect(digitsOnly('123456', 0)).toBe('');
  });
});

describe('decimalInput', () => {
  it('turns the Chinese full stop into a dot', () => {
    expect(decimalInput('12。5')).toBe('12.5');
  });

  it('keeps only the first dot', () => {
    expect(decimalInput('1.2.3')).toBe('1.23');
    expect(decimalInput('1。2.3')).toBe('1.23');
  });

  it('drops other characters', () => {
    expect(decimalInput('¥1a2,3.4b')).toBe('123.4');
  });

  it('caps integer digits at 5 and decimals at 2', () => {
    expect(decimalInput('1234567')).toBe('12345');
    expect(decimalInput('1234567.891')).toBe('12345.89');
  });

  it('keeps a trailing dot while typing', () => {
    expect(decimalInput('12.')).toBe('12.');
  });

  it('puts a zero before a leading dot', () => {
    expect(decimalInput('.5')).toBe('0.5');
    expect(decimalInput('。')).toBe('0.');
  });

  it('takes custom caps', () => {
    expect(decimalInput('123.456', 2, 1)).toBe('12.4');
    expect(decimalInput('12.34', 5, 0)).toBe('12');
  });

  it('returns empty for empty input', () => {
    expect(decimalInput('')).toBe('');
    expect(decimalInput('abc')).toBe('');
  });
});

describe('phone and code', () => {
  it('limits the phone input to 11 digits', () => {
    expect(phoneInput('138 0013 8000 9')).toBe('13800138000');
  });

  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['23800138000', false],
    ['1380013800', false],
    ['138001380001', false],
    ['1380013800a', false],
    [' 13800138000', false],
    ['', false],
  ])('validates phone %j as %s', (phone, ok) => {
    expect(isValidPhone(phone)).toBe(ok);
  });

  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['', false],
  ])('validates code %j as %s', (code, ok) => {
    expect(isValidSmsCode(code)).toBe(ok);
  });
});

describe('customEValueInput', () => {
  it('keeps digits only', () => {
    expect(customEValueInput('1a2b3', 1000)).toBe('123');
  });

  it('keeps empty input empty', () => {
    expect(customEValueInput('', 1000)).toBe('');
    expect(customEValueInput('abc', 1000)).toBe('');
  });

  it('strips leading zeros when longer than one digit', () => {
    expect(customEValueInput('0', 1000)).toBe('0');
    expect(customEValueInput('007', 1000)).toBe('7');
    expect(customEValueInput('000', 1000)).toBe('0');
  });

  it('keeps at most 9 digits', () => {
    expect(customEValueInput('12345678901', 1e12)).toBe('123456789');
    expect(customEValueInput('0000000001234', 1e12)).toBe('1234');
  });

  it('caps the value at the maximum payIntegral', () => {
    expect(customEValueInput('500', 300)).toBe('300');
    expect(customEValueInput('300', 300)).toBe('300');
    expect(customEValueInput('5', 0)).toBe('0');
    expect(customEValueInput('5', -2)).toBe('0');
    expect(customEValueInput('5', Number.NaN)).toBe('0');
  });
});

describe('eValueOnBlur', () => {
  it('raises a value below the minimum with a message', () => {
    expect(eValueOnBlur(5, 10)).toEqual({ value: 10, message: '最低为10E值' });
  });

  it('keeps a value at or above the minimum', () => {
    expect(eValueOnBlur(10, 10)).toEqual({ value: 10, message: null });
    expect(eValueOnBlur(11, 10)).toEqual({ value: 11, message: null });
  });
});

describe('eValueInputHint', () => {
  it('shows the range and the deducted yuan', () => {
    expect(eValueInputHint(10, 500, 1250)).toBe('可输入10-500E值,已抵扣12.50元');
    expect(eValueInputHint(0, 0, 0)).toBe('可输入0-0E值,已抵扣0.00元');
  });
});
