import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingSettings, startScript } from './runtime-settings.ts';

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

describe('dist/start.sh, what `npm start` and the image run', () => {
  // A `node` of the test's own on PATH, which prints how the script started it.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emall-start-script-'));
  fs.writeFileSync(path.join(dir, 'start.sh'), startScript());
  fs.writeFileSync(path.join(dir, 'node'), '#!/bin/sh\nprintf \'%s\\n\' "ARENA=${MALLOC_ARENA_MAX-unset}" "$@"\n', { mode: 0o755 });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const started = (env: Record<string, string>) => {
    const [arena, ...args] = execFileSync('sh', [path.join(dir, 'start.sh'), '--port-from-caller'], { env: { PATH: `${dir}:${process.env.PATH}`, ...env }, encoding: 'utf8' }).trim().split('\n');
    return { arena, args };
  };

  it('starts main.js with every setting, so the launcher has none to add and does not replace itself', () => {
    const { arena, args } = started({});
    expect(args.slice(-2)).toEqual([path.join(dir, 'main.js'), '--port-from-caller']);
    expect(missingSettings(args.slice(0, -2), { MALLOC_ARENA_MAX: arena!.slice('ARENA='.length) })).toEqual({ flags: [], env: {} });
  });

  it("leaves an operator's own values alone: a flag in NODE_OPTIONS, a variable set", () => {
    const { arena, args } = started({ NODE_OPTIONS: '--max_semi_space_size=32', MALLOC_ARENA_MAX: '4' });
    expect(arena).toBe('ARENA=4');
    expect(args.some((arg) => arg.startsWith('--max-semi-space-size'))).toBe(false);
    expect(missingSettings(args.slice(0, -2), { NODE_OPTIONS: '--max_semi_space_size=32', MALLOC_ARENA_MAX: '4' })).toEqual({ flags: [], env: {} });
  });
});
