import { describe, expect, it } from 'vitest';
import { isValidId } from './ids.ts';

describe('isValidId', () => {
  it.each(['1', '9', '10', '123456789012345'])('accepts %s', (text) => {
    expect(isValidId(text)).toBe(true);
  });

  it.each(['', '0', '01', '-1', '1.5', '1e3', ' 1', '1 ', '1234567890123456', 'abc', '١'])('refuses %j', (text) => {
    expect(isValidId(text)).toBe(false);
  });
});
