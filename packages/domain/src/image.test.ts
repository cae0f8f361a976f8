import { describe, expect, it } from 'vitest';
import { imageUrl, pickImageWidth } from './image.ts';

describe('pickImageWidth', () => {
  it('picks the smallest width covering the pixels', () => {
    expect(pickImageWidth(180)).toBe(180);
    expect(pickImageWidth(181)).toBe(360);
    expect(pickImageWidth(375, 2)).toBe(750);
    expect(pickImageWidth(120, 3)).toBe(360);
  });

  it('picks the largest width when none is big enough', () => {
    expect(pickImageWidth(414, 3)).toBe(1080);
    expect(pickImageWidth(5000)).toBe(1080);
  });

  it('picks the smallest width for a zero or negative box', () => {
    expect(pickImageWidth(0)).toBe(180);
    expect(pickImageWidth(-10)).toBe(180);
  });
});

describe('imageUrl', () => {
  it('appends the width to a media src', () => {
    expect(imageUrl('/media/a.jpg', 100)).toBe('/media/a.jpg?w=180');
    expect(imageUrl('/media/goods/a.png', 375, 2)).toBe('/media/goods/a.png?w=750');
  });

  it('respects an existing query string', () => {
    expect(imageUrl('/media/a.jpg?v=2', 100)).toBe('/media/a.jpg?v=2&w=180');
  });

  it('replaces an existing width instead of adding a second one', () => {
    expect(imageUrl('/media/a.jpg?w=1080&v=2', 100)).toBe('/media/a.jpg?v=2&w=180');
  });

  it('keeps a hash after the query', () => {
    expect(imageUrl('/media/a.jpg#top', 100)).toBe('/media/a.jpg?w=180#top');
  });

  it('leaves other srcs unchanged', () => {
    expect(imageUrl('https://cdn.example/a.jpg', 100)).toBe('https://cdn.example/a.jpg');
    expect(imageUrl('/mediafake/a.jpg', 100)).toBe('/mediafake/a.jpg');
    expect(imageUrl('data:image/png;base64,xx', 100)).toBe('data:image/png;base64,xx');
    expect(imageUrl('', 100)).toBe('');
  });
});
