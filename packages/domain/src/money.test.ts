import { describe, expect, it } from 'vitest';
import { cartBadgeText, formatFixed, formatMoney, formatPrice, realPayAmountText, truncateTitle, yuanText } from './money.ts';

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [1250, '12.50'],
    [100, '1.00'],
    [-1250, '-12.50'],
    [-1, '-0.01'],
    [-0, '0.00'],
  ])('formats %s fen as %s', (fen, text) => {
    expect(formatMoney(fen)).toBe(text);
  });

  it('formats the largest safe integer exactly', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(formatMoney(-Number.MAX_SAFE_INTEGER)).toBe('-90071992547409.91');
  });

  it('has no float drift on amounts that drift with division', () => {
    expect(formatMoney(1005)).toBe('10.05');
    expect(formatMoney(29)).toBe('0.29');
    expect(formatMoney(123456789)).toBe('1234567.89');
  });

  it('rounds half away from zero when fewer decimals are asked', () => {
    expect(formatMoney(1250, 0)).toBe('13');
    expect(formatMoney(1249, 0)).toBe('12');
    expect(formatMoney(-1250, 0)).toBe('-13');
    expect(formatMoney(1255, 1)).toBe('12.6');
    expect(formatMoney(-4, 1)).toBe('0.0');
  });

  it('pads when more decimals are asked', () => {
    expect(formatMoney(1250, 4)).toBe('12.5000');
  });

  it('rounds a fractional fen to a whole fen first', () => {
    expect(formatMoney(12.5)).toBe('0.13');
    expect(formatMoney(12.4)).toBe('0.12');
  });

  it('refuses non-finite amounts', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatFixed', () => {
  it('divides by any positive integer divisor exactly', () => {
    expect(formatFixed(1_005_000, 1_000_000, 2)).toBe('1.01');
    expect(formatFixed(1_004_999, 1_000_000, 2)).toBe('1.00');
    expect(formatFixed(7, 1, 0)).toBe('7');
  });

  it('refuses bad divisors and decimals', () => {
    expect(() => formatFixed(1, 0, 2)).toThrow(RangeError);
    expect(() => formatFixed(1, 1.5, 2)).toThrow(RangeError);
    expect(() => formatFixed(1, 100, -1)).toThrow(RangeError);
  });
});

describe('formatPrice and realPayAmountText', () => {
  it('prefixes the yuan sign', () => {
    expect(formatPrice(1250)).toBe('¥12.50');
    expect(formatPrice(0)).toBe('¥0.00');
  });

  it('puts a minus sign before the yuan sign', () => {
    expect(formatPrice(-1250)).toBe('-¥12.50');
  });

  it('shows the real pay amount with two decimals', () => {
    expect(realPayAmountText(99900)).toBe('999.00');
    expect(realPayAmountText(5)).toBe('0.05');
  });
});

describe('truncateTitle', () => {
  it('keeps a title of at most 15 characters', () => {
    expect(truncateTitle('一二三四五六七八九十一二三四五')).toBe('一二三四五六七八九十一二三四五');
    expect(truncateTitle('')).toBe('');
  });

  it('cuts a longer title to 15 characters and an ellipsis', () => {
    expect(truncateTitle('一二三四五六七八九十一二三四五六')).toBe('一二三四五六七八九十一二三四五…');
  });

  it('counts code points, not UTF-16 units', () => {
    const emoji = '😀'.repeat(15);
    expect(truncateTitle(emoji)).toBe(emoji);
    expect(truncateTitle(`${emoji}😀`)).toBe(`${emoji}…`);
  });

  it('takes a custom maximum', () => {
    expect(truncateTitle('abcdef', 3)).toBe('abc…');
  });
});

describe('cartBadgeText', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %s as %j', (count, text) => {
    expect(cartBadgeText(count)).toBe(text);
  });
});

describe('yuanText', () => {
  it.each([
    [20000, '200'],
    [12340, '123.4'],
    [12345, '123.45'],
    [5000, '50'],
    [1, '0.01'],
    [10, '0.1'],
    [0, '0'],
    [100000, '1000'],
  ])('writes %s fen as %s yuan', (fen, text) => {
    expect(yuanText(fen)).toBe(text);
  });
});
