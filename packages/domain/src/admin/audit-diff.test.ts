import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

describe('audit diff', () => {
  it('lists the keys whose values changed, from and to', () => {
    expect(auditDiff({ name: 'a', roles: ['goods'], n: 1 }, { name: 'a', roles: ['goods', 'content'], n: 1 })).toEqual([
      { key: 'roles', from: ['goods'], to: ['goods', 'content'] },
    ]);
  });

  it('reads a key present on one side only as null on the other', () => {
    expect(auditDiff(null, { disabled: true, roles: ['goods'] })).toEqual([
      { key: 'disabled', from: null, to: true },
      { key: 'roles', from: null, to: ['goods'] },
    ]);
    expect(auditDiff({ a: 1 }, undefined)).toEqual([{ key: 'a', from: 1, to: null }]);
    expect(auditDiff('x', 'y')).toEqual([{ key: '', from: 'x', to: 'y' }]);
    expect(auditDiff({ a: 1 }, { b: 2 })).toEqual([
      { key: 'a', from: 1, to: null },
      { key: 'b', from: null, to: 2 },
    ]);
  });

  it('finds no change between equal values', () => {
    expect(auditDiff({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toEqual([]);
    expect(auditDiff(null, undefined)).toEqual([]);
  });
});
