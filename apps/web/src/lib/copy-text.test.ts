import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text.ts';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('./toast.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), showToast: (text: string) => toasts.push(text) }));

afterEach(() => {
  toasts.length = 0;
});

describe('copyText', () => {
  it('refuses a non-string or an empty string with an error toast', async () => {
    expect(await copyText(42)).toBe(false);
    expect(await copyText('')).toBe(false);
    expect(toasts).toEqual(['复制失败', '复制失败']);
  });

  it('copies a string and says 复制成功', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    expect(await copyText('http://x/store/boutique/product?productId=1&INVITER_ID=7')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('http://x/store/boutique/product?productId=1&INVITER_ID=7');
    expect(toasts).toEqual(['复制成功']);
    vi.unstubAllGlobals();
  });
});
