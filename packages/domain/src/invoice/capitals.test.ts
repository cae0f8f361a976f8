import { describe, expect, it } from 'vitest';
import { amountInCapitals, CAPITALS_MAX_FEN } from './capitals.ts';

describe('amountInCapitals', () => {
  it.each([
    [12345, '壹佰贰拾叁元肆角伍分'],
    [0, '零元整'],
    [1, '壹分'],
    [10, '壹角'],
    [11, '壹角壹分'],
    [100, '壹元整'],
    [105, '壹元零伍分'],
    [150, '壹元伍角'],
    [1000, '壹拾元整'],
    [1100, '壹拾壹元整'],
    [10000, '壹佰元整'],
    [10100, '壹佰零壹元整'],
    [11000, '壹佰壹拾元整'],
    [100100, '壹仟零壹元整'],
    [101000, '壹仟零壹拾元整'],
    [100000, '壹仟元整'],
    [1000000, '壹万元整'],
    [1000100, '壹万零壹元整'],
    [1001000, '壹万零壹拾元整'],
    [10050000, '壹拾万零伍佰元整'],
    [100000000, '壹佰万元整'],
    [100001000, '壹佰万零壹拾元整'],
    [1000000000, '壹仟万元整'],
    [1010000000, '壹仟零壹拾万元整'],
    [10000000000, '壹亿元整'],
    [10000000100, '壹亿零壹元整'],
    [10001000000, '壹亿零壹万元整'],
    [10010000000, '壹亿零壹拾万元整'],
    [10100000000, '壹亿零壹佰万元整'],
    [11000000000, '壹亿壹仟万元整'],
    [10000100000, '壹亿零壹仟元整'],
    [168032, '壹仟陆佰捌拾元叁角贰分'],
    [100000005, '壹佰万元零伍分'],
    [99999999999999, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    [-12345, '负壹佰贰拾叁元肆角伍分'],
  ])('%i fen is %s', (fen, text) => {
    expect(amountInCapitals(fen)).toBe(text);
  });

  it('writes a digit for every non-zero place and one 零 for each run of zeros', () => {
    for (let yuan = 1; yuan < 100_000; yuan += 331) {
      const text = amountInCapitals(yuan * 100);
      expect(text.endsWith('元整')).toBe(true);
      expect(text).not.toMatch(/零零|零元|零万|^零/);
      const nonZero = [...String(yuan)].filter((d) => d !== '0').length;
      expect([...text].filter((c) => '壹贰叁肆伍陆柒捌玖'.includes(c)).length).toBe(nonZero);
    }
  });

  it('refuses fractions of a fen and amounts past 9999亿', () => {
    expect(() => amountInCapitals(1.5)).toThrow(RangeError);
    expect(() => amountInCapitals(CAPITALS_MAX_FEN + 1)).toThrow(RangeError);
  });
});
