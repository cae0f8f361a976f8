import { brand } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import css from './global.css?raw';

function cssVar(name: string): string | undefined {
  return new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
}

describe('global theme', () => {
  it('takes the antd-mobile colours from the brand config', () => {
    expect(cssVar('--adm-color-primary')?.toLowerCase()).toBe(brand.colors.primary.toLowerCase());
    expect(cssVar('--adm-color-text')?.toLowerCase()).toBe(brand.colors.text.toLowerCase());
    expect(cssVar('--app-color-price')?.toLowerCase()).toBe(brand.colors.price.toLowerCase());
    expect(cssVar('--app-color-evalue')?.toLowerCase()).toBe(brand.colors.evalue.toLowerCase());
    expect(cssVar('--app-color-page-bg')?.toLowerCase()).toBe(brand.colors.pageBg.toLowerCase());
  });
});
