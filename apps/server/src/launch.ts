/**
 * What `node apps/server/dist/main.js` runs (scripts/build-server.mjs builds this file into it):
 * the server's start, which `npm start`, the image's CMD and `npm run bench` reach through
 * dist/start.sh, and the journeys' server (scripts/e2e-server.mjs) by importing it (issue 16 item 4).
 *
 * The runtime settings (runtime-settings.ts) must be in place before the process's first
 * allocation. dist/start.sh gives them on Node's command line; a start without them (plain `node
 * dist/main.js`) replaces itself with one started with them (`process.execve`: the same pid, so a
 * supervisor, the image's signals and the bench's /proc readings follow it), one more Node boot of
 * ~30 ms of CPU. An operator's own values win: a flag given on the command line or in
 * NODE_OPTIONS, and an environment variable already set, are kept.
 */
import path from 'node:path';
import { missingSettings } from './runtime-settings.ts';

const missing = missingSettings(process.execArgv, process.env);
// process.execve is POSIX only: elsewhere the server runs with Node's defaults.
if ((missing.flags.length || Object.keys(missing.env).length) && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...missing.flags, ...process.execArgv, import.meta.filename, ...process.argv.slice(2)], {
    ...process.env,
    ...missing.env,
  });
}

// Node keeps compiled code on disk after the first start (this launcher's, PGlite's; the server's
// bundle has a cache of its own, load-bundle.ts, in a folder of this one). Imported here, not
// above: a process about to be replaced loads nothing. The cache is per thread: the variable hands
// it to the embedded database's thread, started next, which compiled PGlite's JS afresh at every
// start without it.
const { default: module } = await import('node:module');
const cache = module.enableCompileCache?.();
if (cache?.directory && process.env.NODE_COMPILE_CACHE === undefined) process.env.NODE_COMPILE_CACHE = cache.directory;

// PGlite opening its directory takes longer than reading and building the server: it starts first,
// in its thread, and the server adopts it (db/pglite-start.ts).
const { startPgliteEarly } = await import('./db/pglite-start.ts');
startPgliteEarly(process.env, path.resolve(import.meta.dirname, '..'), import.meta.url.endsWith('.ts'));

// The server (main.ts), bundled by scripts/build-server.mjs, with the code cache of what a start runs.
const { bundleCacheIn, runBundle } = await import('./load-bundle.ts');
runBundle(path.join(import.meta.dirname, 'server.cjs'), bundleCacheIn(cache?.directory));
