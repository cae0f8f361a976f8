import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { spyOnToast } from '../test/spies.ts';
import { copyText } from './copy-text.ts';
import type { showToast } from './toast.ts';

let toast: MockInstance<typeof showToast>;
const toasts = () => toast.mock.calls.map(([text]) => text);

beforeEach(() => {
  toast = spyOnToast();
});

describe('copyText', () => {
  it('refuses a non-string or an empty string with an error toast', async () => {
    expect(await copyText(42)).toBe(false);
    expect(await copyText('')).toBe(false);
    expect(toasts()).toEqual(['复制失败', '复制失败']);
  });

  it('copies a string and says 复制成功', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    expect(await copyText('http://x/store/boutique/product?productId=1&INVITER_ID=7')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('http://x/store/boutique/product?productId=1&INVITER_ID=7');
    expect(toasts()).toEqual(['复制成功']);
    vi.unstubAllGlobals();
  });
});
