import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_PICTURES_DIR, pictureName } from './pictures.ts';
import { allPictureSpecs } from './seed.ts';

describe('the demo pictures kept in the repository', () => {
  it('hold every drawing the seed makes, and nothing else (npm run draw:pictures writes them)', () => {
    const drawn = new Set(allPictureSpecs().map(pictureName));
    const kept = new Set(fs.readdirSync(SEED_PICTURES_DIR));
    expect([...drawn].filter((name) => !kept.has(name))).toEqual([]);
    expect([...kept].filter((name) => !drawn.has(name))).toEqual([]);
  });
});
