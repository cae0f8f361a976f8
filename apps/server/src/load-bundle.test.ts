import { execFileSync } from 'node:child_process';
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheFileFor, runBundle } from './load-bundle.ts';
import { serverDir } from './server-dir.ts';

/** How dist/server.cjs is run (launch.ts): the module wrapper, its require(), the code cache. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emall-load-bundle-'));
const cacheDir = path.join(dir, 'cache');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function bundleOf(name: string, source: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  return file;
}

const SOURCE = `
const path = require('node:path');
function called(n) { return n * 2; }
module.exports = {
  doubled: called(21),
  dirname: __dirname,
  base: path.basename(__filename),
  strict: (function () { return this === undefined; })(),
  outside: require(${JSON.stringify(pathToFileURL(path.join(dir, 'outside.cjs')).href)}).answer,
};
`;
fs.writeFileSync(path.join(dir, 'outside.cjs'), 'exports.answer = 42;');

describe('running the server bundle', () => {
  it('runs it as a strict CommonJS module whose require() also takes a file: URL', () => {
    const file = bundleOf('a.cjs', SOURCE);
    const run = runBundle(file, null);
    expect(run.exports).toEqual({ doubled: 42, dirname: dir, base: 'a.cjs', strict: true, outside: 42 });
    expect(run.cacheAccepted).toBe(false);
  });

  it('writes the code cache after the start, and the next start of the same bundle takes it', async () => {
    const file = bundleOf('b.cjs', SOURCE);
    const first = runBundle(file, cacheDir, 0);
    expect(first.cacheAccepted).toBe(false);
    await first.cacheWritten;
    const cacheFile = cacheFileFor(fs.readFileSync(file), cacheDir, process.execArgv, process.env.NODE_OPTIONS ?? '');
    expect(fs.statSync(cacheFile).size).toBeGreaterThan(0);
    const second = runBundle(file, cacheDir, 0);
    expect(second.cacheAccepted).toBe(true);
    expect(second.exports).toEqual(first.exports);
  });

  it('writes the cache again after the first answer when the one it took was made before any answer', async () => {
    const file = bundleOf('f.cjs', `${SOURCE}// f`);
    const cacheFile = cacheFileFor(fs.readFileSync(file), cacheDir, process.execArgv, process.env.NODE_OPTIONS ?? '');
    // A start that answered nothing in its first seconds (here: none).
    await runBundle(file, cacheDir, 0, 0).cacheWritten;
    expect(fs.readFileSync(cacheFile)[0]).toBe(0);
    // The next start takes it, and writes it again once it has answered (Node's channel of answers).
    const second = runBundle(file, cacheDir, 60_000, 0);
    expect(second.cacheAccepted).toBe(true);
    diagnostics.channel('http.server.response.finish').publish({});
    await second.cacheWritten;
    expect(fs.readFileSync(cacheFile)[0]).toBe(1);
    // One made after an answer is kept as it is.
    const before = fs.statSync(cacheFile).mtimeMs;
    const third = runBundle(file, cacheDir, 0, 0);
    expect(third.cacheAccepted).toBe(true);
    await third.cacheWritten;
    diagnostics.channel('http.server.response.finish').publish({});
    await new Promise((r) => setTimeout(r, 20));
    expect(fs.statSync(cacheFile).mtimeMs).toBe(before);
  });

  it('keeps one cache per bundle: a changed bundle of the same length does not take the old one', async () => {
    // A cache is named by its bundle's bytes: a source of its own, so no other test's file is taken.
    const source = `${SOURCE}// c`;
    const file = bundleOf('c.cjs', source);
    await runBundle(file, cacheDir, 0).cacheWritten;
    fs.writeFileSync(file, source.replace('n * 2', 'n + n'));
    const changed = runBundle(file, cacheDir, 0);
    expect(changed.cacheAccepted).toBe(false);
    expect((changed.exports as { doubled: number }).doubled).toBe(42);
  });

  it('starts without a cache when the cached file is damaged', () => {
    const file = bundleOf('d.cjs', SOURCE);
    fs.writeFileSync(cacheFileFor(fs.readFileSync(file), cacheDir, process.execArgv, process.env.NODE_OPTIONS ?? ''), 'not a code cache');
    const run = runBundle(file, cacheDir, 0);
    expect(run.cacheAccepted).toBe(false);
    expect((run.exports as { doubled: number }).doubled).toBe(42);
  });
});

describe('a start stopped before its cache is due', () => {
  it('writes the cache as the process exits', () => {
    const file = bundleOf('e.cjs', SOURCE);
    const loader = path.join(serverDir, 'src/load-bundle.ts');
    // A process of its own (tsx runs the loader's TypeScript), stopped long before the 60 s are up.
    const exitCacheDir = path.join(dir, 'cache-at-exit');
    const script = `import { runBundle } from ${JSON.stringify(pathToFileURL(loader).href)}; runBundle(${JSON.stringify(file)}, ${JSON.stringify(exitCacheDir)}, 60_000); process.exit(0);`;
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: serverDir, stdio: 'ignore' });
    expect(fs.readdirSync(exitCacheDir).filter((f) => f.endsWith('.bin'))).toHaveLength(1);
  }, 60_000);
});
