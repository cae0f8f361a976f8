import { describe, expect, it } from 'vitest';
import { pushSearchHistory } from './search-history.ts';

const labels = (list: { label: string }[]) => list.map((e) => e.label);

describe('pushSearchHistory', () => {
  it('puts a new label first', () => {
    expect(labels(pushSearchHistory([{ label: 'a' }], 'b'))).toEqual(['b', 'a']);
    expect(labels(pushSearchHistory([], 'a'))).toEqual(['a']);
  });

  it('trims the label', () => {
    expect(labels(pushSearchHistory([], '  充电桩 '))).toEqual(['充电桩']);
  });

  it('ignores an empty or blank label', () => {
    const list = [{ label: 'a' }];
    expect(labels(pushSearchHistory(list, ''))).toEqual(['a']);
    expect(labels(pushSearchHistory(list, '   '))).toEqual(['a']);
  });

  it('moves a repeated label to the front instead of duplicating it', () => {
    expect(labels(pushSearchHistory([{ label: 'a' }, { label: 'b' }, { label: 'c' }], 'c'))).toEqual(['c', 'a', 'b']);
    expect(labels(pushSearchHistory([{ label: 'a' }], ' a '))).toEqual(['a']);
  });

  it('keeps the 10 most recent entries', () => {
    const list = Array.from({ length: 10 }, (_, i) => ({ label: `k${i}` }));
    const next = pushSearchHistory(list, 'new');
    expect(next).toHaveLength(10);
    expect(next[0]?.label).toBe('new');
    expect(next.at(-1)?.label).toBe('k8');
  });

  it('does not change the given list', () => {
    const list = Object.freeze([{ label: 'a' }]);
    pushSearchHistory(list, 'b');
    expect(list).toEqual([{ label: 'a' }]);
  });
});
