import { describe, expect, it } from 'vitest';
import { StatementNames } from './statement-names.ts';

describe('StatementNames', () => {
  it('names a text from its third sending on, the same name each time, another text another name', () => {
    const names = new StatementNames();
    expect(names.nameOf('select $1')).toBeUndefined();
    expect(names.nameOf('select $1')).toBeUndefined();
    const name = names.nameOf('select $1');
    expect(name).toBeDefined();
    expect(names.nameOf('select $1')).toBe(name);
    for (let i = 0; i < 2; i++) names.nameOf('select $2');
    const other = names.nameOf('select $2');
    expect(other).toBeDefined();
    expect(other).not.toBe(name);
  });

  it('names at most 200 texts, so a connection never holds more prepared statements', () => {
    const names = new StatementNames();
    const given = new Set<string>();
    for (let t = 0; t < 250; t++) {
      for (let i = 0; i < 3; i++) {
        const name = names.nameOf(`select ${t}, $1`);
        if (name) given.add(name);
      }
    }
    expect(given.size).toBe(200);
    expect(names.nameOf('select 0, $1')).toBeDefined();
    expect(names.nameOf('select 249, $1')).toBeUndefined();
  });

  it('forgets the counts of texts sent rarely rather than keeping them all', () => {
    const names = new StatementNames();
    names.nameOf('select $1');
    for (let t = 0; t < 2_000; t++) names.nameOf(`select ${t}, $1`);
    // The first text's count was forgotten: it starts again from one.
    expect(names.nameOf('select $1')).toBeUndefined();
    expect(names.nameOf('select $1')).toBeUndefined();
    expect(names.nameOf('select $1')).toBeDefined();
  });
});
