import { describe, expect, it } from 'vitest';
import { columnJump, contentJump, withActivityCode } from './jump.ts';

describe('columnJump', () => {
  it('opens URL and H5 content as a link', () => {
    expect(columnJump('URL', 'https://yaochuan.example/a')).toEqual({ kind: 'link', to: 'https://yaochuan.example/a' });
    expect(columnJump('H5', '/store/home/shop')).toEqual({ kind: 'link', to: '/store/home/shop' });
  });

  it('opens the activity page of a page code', () => {
    expect(columnJump('page', 'spring sale')).toEqual({ kind: 'link', to: '/store/activity/activity?pageCode=spring%20sale' });
  });

  it('opens goods at the share URL, with the page activityCode appended to product links', () => {
    expect(columnJump('goods', '/store/boutique/product?productId=1')).toEqual({ kind: 'link', to: '/store/boutique/product?productId=1' });
    expect(columnJump('goods', '/store/light/product?productId=9', { activityCode: 'WF 24' })).toEqual({
      kind: 'link',
      to: '/store/light/product?productId=9&activityCode=WF%2024',
    });
    expect(columnJump('goods', '17', { activityCode: 'A1' })).toEqual({ kind: 'link', to: '/store/boutique/product?productId=17&activityCode=A1' });
  });

  it('starts the card exchange for equity', () => {
    expect(columnJump('equity', ' 42 ')).toEqual({ kind: 'equity', cardId: '42' });
  });

  it('opens PGC in the container, falling back to the article link when there is one', () => {
    expect(columnJump('PGC', '88')).toEqual({ kind: 'native', target: 'pgcDetail', params: { id: '88' }, fallback: null });
    expect(columnJump('PGC', '/pgc/detail?id=88')).toEqual({
      kind: 'native',
      target: 'pgcDetail',
      params: { id: '88' },
      fallback: '/pgc/detail?id=88',
    });
  });

  it('does not jump without a jump type or content', () => {
    expect(columnJump('', '/x')).toEqual({ kind: 'none' });
    expect(columnJump('URL', '  ')).toEqual({ kind: 'none' });
    expect(columnJump('teleport', '/x')).toEqual({ kind: 'none' });
  });
});

describe('withActivityCode', () => {
  it('appends only to product pages, once', () => {
    expect(withActivityCode('/store/boutique/product?productId=1', 'A')).toBe('/store/boutique/product?productId=1&activityCode=A');
    expect(withActivityCode('/virtual/flow/product', 'A')).toBe('/virtual/flow/product?activityCode=A');
    expect(withActivityCode('/store/boutique/product?productId=1&activityCode=B', 'A')).toBe('/store/boutique/product?productId=1&activityCode=B');
    expect(withActivityCode('/store/home/shop', 'A')).toBe('/store/home/shop');
    expect(withActivityCode('https://elsewhere.example/store/boutique/product?productId=1', 'A')).toBe(
      'https://elsewhere.example/store/boutique/product?productId=1',
    );
    expect(withActivityCode('/store/boutique/product?productId=1', null)).toBe('/store/boutique/product?productId=1');
  });
});

describe('contentJump', () => {
  it.each([
    ['PGC', 'pgcDetail', { id: '5' }],
    ['goodsPGC', 'pgcDetail', { id: '5' }],
    ['UGC', 'ugc', { id: '5' }],
    ['UGCDynamic', 'ugc', { id: '5' }],
    ['post', 'ugc', { id: '5' }],
    ['topic', 'topic', { id: '5' }],
    ['specialTopic', 'topic', { id: '5' }],
    ['userSpace', 'userSpace', { userId: '5' }],
  ])('routes %s to the container page %s', (kind, target, params) => {
    expect(contentJump(kind, { id: '5', url: 'https://c.example/5' })).toEqual({ kind: 'native', target, params, fallback: 'https://c.example/5' });
  });

  it('opens links and goods on the web', () => {
    expect(contentJump('link', { url: '/store/home/light' })).toEqual({ kind: 'link', to: '/store/home/light' });
    expect(contentJump('goods', { id: '3' }, { activityCode: 'X' })).toEqual({ kind: 'link', to: '/store/boutique/product?productId=3&activityCode=X' });
  });

  it('uses the link when there is no id, and does nothing with neither', () => {
    expect(contentJump('topic', { url: '/t' })).toEqual({ kind: 'link', to: '/t' });
    expect(contentJump('topic', {})).toEqual({ kind: 'none' });
    expect(contentJump('link', {})).toEqual({ kind: 'none' });
  });
});
