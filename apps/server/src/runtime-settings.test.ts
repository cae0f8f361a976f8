import { describe, expect, it } from 'vitest';
import { missingSettings } from './runtime-settings.ts';

describe('the runtime settings a start lacks', () => {
  it('are all of them for a plain `node dist/main.js`', () => {
    expect(missingSettings([], {})).toEqual({
      flags: ['--max-semi-space-size=8', '--heap-growing-percent=60', '--wasm-tiering-budget=130000000', '--initial-old-space-size=64'],
      env: { MALLOC_ARENA_MAX: '2' },
    });
  });

  it('are none once the launcher has started the process with them', () => {
    const all = ['--max-semi-space-size=8', '--heap-growing-percent=60', '--wasm-tiering-budget=130000000', '--initial-old-space-size=64'];
    expect(missingSettings([...all, '--cpu-prof'], { MALLOC_ARENA_MAX: '2' })).toEqual({ flags: [], env: {} });
  });

  it("leave an operator's own values alone: a flag on the command line or in NODE_OPTIONS, a variable set", () => {
    const start = ['--wasm-tiering-budget=130000000', '--initial-old-space-size=64'];
    expect(missingSettings(['--max_semi_space_size=32', ...start], { NODE_OPTIONS: '--heap-growing-percent 100', MALLOC_ARENA_MAX: '4' })).toEqual({ flags: [], env: {} });
    expect(missingSettings(start, { NODE_OPTIONS: '--max-old-space-size=512 --max-semi-space-size=16' })).toEqual({
      flags: ['--heap-growing-percent=60'],
      env: { MALLOC_ARENA_MAX: '2' },
    });
  });
});
