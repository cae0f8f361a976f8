import { describe, expect, it } from 'vitest';
import { imageJumpLink } from './image-jump.ts';

describe('imageJumpLink', () => {
  it('opens URL, H5 and goods content as a link', () => {
    expect(imageJumpLink({ jumpType: 'URL', content: 'https://yaochuan.example/a' })).toBe('https://yaochuan.example/a');
    expect(imageJumpLink({ jumpType: 'H5', content: '/store/home/shop' })).toBe('/store/home/shop');
    expect(imageJumpLink({ jumpType: 'goods', content: '/store/boutique/product?productId=1' })).toBe(
      '/store/boutique/product?productId=1',
    );
  });

  it('opens the activity page of a page code', () => {
    expect(imageJumpLink({ jumpType: 'page', content: 'spring sale' })).toBe('/store/activity/activity?pageCode=spring%20sale');
  });

  it('does not jump without a jump type or content', () => {
    expect(imageJumpLink({ jumpType: '', content: '/x' })).toBeNull();
    expect(imageJumpLink({ jumpType: 'URL', content: '  ' })).toBeNull();
  });
});
