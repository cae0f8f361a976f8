import { describe, expect, it } from 'vitest';
import { feedColumnWidth, pictureRatio, placeMasonry } from './masonry.ts';

const item = (id: string, width: number, height: number) => ({ id, width, height });
const ids = (columns: { id: string }[][]) => columns.map((c) => c.map((i) => i.id));

describe('placeMasonry', () => {
  it('puts each item in the column that is shorter so far, the left one on a tie', () => {
    const items = [item('a', 100, 200), item('b', 100, 100), item('c', 100, 100), item('d', 100, 100), item('e', 100, 100)];
    // column width 100, no text, gap 12: a→L(212) b→R(112) c→R(224) d→L(324) e→R(336)
    expect(ids(placeMasonry(items, 100, () => 0, 2, 12))).toEqual([
      ['a', 'd'],
      ['b', 'c', 'e'],
    ]);
  });

  it('counts the text block of each card', () => {
    const items = [item('a', 100, 100), item('b', 100, 100), item('c', 100, 100)];
    const text = (i: { id: string }) => (i.id === 'a' ? 200 : 0);
    expect(ids(placeMasonry(items, 100, text, 2, 12))).toEqual([['a'], ['b', 'c']]);
  });

  it('keeps placed items where they are when more arrive', () => {
    const first = [item('a', 100, 150), item('b', 100, 100), item('c', 100, 120)];
    const more = [...first, item('d', 100, 100), item('e', 100, 160)];
    const before = ids(placeMasonry(first, 170, () => 80));
    const after = ids(placeMasonry(more, 170, () => 80));
    expect(after[0]?.slice(0, before[0]?.length)).toEqual(before[0]);
    expect(after[1]?.slice(0, before[1]?.length)).toEqual(before[1]);
  });

  it('bounds extreme or unknown proportions', () => {
    expect(pictureRatio({ width: 100, height: 1000 })).toBe(1.6);
    expect(pictureRatio({ width: 1000, height: 100 })).toBe(0.6);
    expect(pictureRatio({ width: 0, height: 0 })).toBe(1);
  });

  it('splits the width into 2 columns with a 12 px gap', () => {
    expect(feedColumnWidth(366)).toBe(177);
  });
});
