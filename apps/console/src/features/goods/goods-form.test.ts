import { describe, expect, it } from 'vitest';
import { newGoodsForm, skuRowsFor, toSaveBody, type SkuRow } from './goods-form.ts';

const row = (values: string[], extra: Partial<SkuRow> = {}): SkuRow => ({
  code: values.join('-'),
  specValues: values,
  pictureUrl: '',
  price: '399',
  productPrice: '459',
  eValue: 0,
  stock: 5,
  ...extra,
});

describe('skuRowsFor', () => {
  it('makes one row per combination, keeping what was typed for combinations that stay', () => {
    const kept = row(['银'], { id: '7', price: '299.5', code: 'KEEP' });
    const rows = skuRowsFor(
      [
        { name: '颜色', values: ['银', '黑'] },
        { name: '尺寸', values: ['大'] },
      ],
      [kept],
      'P',
    );
    expect(rows.map((r) => r.specValues)).toEqual([
      ['银', '大'],
      ['黑', '大'],
    ]);
    // A second spec makes new combinations: none is the stored one, each starts from the first row's prices.
    expect(rows.every((r) => r.id === undefined && r.price === '299.5')).toBe(true);
    expect(new Set(rows.map((r) => r.code)).size).toBe(2);
    const same = skuRowsFor([{ name: '颜色', values: ['银', '黑'] }], [kept], 'P');
    expect(same[0]).toEqual(kept);
    expect(same[1]).toMatchObject({ specValues: ['黑'], stock: 0, code: 'P-2' });
  });

  it('has no rows until a spec has a name and a value', () => {
    expect(skuRowsFor([{ name: '', values: ['银'] }], [], 'P')).toEqual([]);
    expect(skuRowsFor([{ name: '颜色', values: [] }], [], 'P')).toEqual([]);
  });
});

describe('toSaveBody', () => {
  it('sends yuan as fen, tags as objects, and stock only for new SKUs', () => {
    const form = {
      ...newGoodsForm(),
      deductAmount: '12.5',
      tags: ['新品'],
      specs: [{ name: ' 颜色 ', values: ['银', '黑'] }],
      skus: [row(['银'], { id: '7', price: '0.29' }), row(['黑'], { price: '359.50' })],
    };
    const body = toSaveBody(form);
    expect(body.deductAmount).toBe(1250);
    expect(body.tags).toEqual([{ name: '新品' }]);
    expect(body.specs[0]!.name).toBe('颜色');
    expect(body.skus[0]).toEqual({ id: '7', code: '银', specValues: ['银'], pictureUrl: '', price: 29, productPrice: 45_900, eValue: 0 });
    expect(body.skus[1]).toMatchObject({ price: 35_950, stock: 5 });
    expect(body.skus[1]).not.toHaveProperty('id');
  });
});
