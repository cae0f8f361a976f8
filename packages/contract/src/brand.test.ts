import { describe, expect, it } from 'vitest';
import { brand, prefersReducedMotion } from './brand.ts';

describe('prefersReducedMotion', () => {
  it('asks the window the brand’s reduced-motion query and answers what it matches', () => {
    const asked: string[] = [];
    const windowAsking = (matches: boolean) => ({
      matchMedia(query: string) {
        asked.push(query);
        return { matches };
      },
    });
    expect(prefersReducedMotion(windowAsking(true))).toBe(true);
    expect(prefersReducedMotion(windowAsking(false))).toBe(false);
    expect(asked).toEqual([brand.reducedMotionQuery, brand.reducedMotionQuery]);
  });

  it('answers no motion preference where there is no window or no matchMedia (the server’s render, old webviews)', () => {
    expect(prefersReducedMotion(undefined)).toBe(false);
    expect(prefersReducedMotion({})).toBe(false);
  });
});
