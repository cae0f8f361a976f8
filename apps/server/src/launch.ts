/**
 * What `node apps/server/dist/main.js` runs (scripts/build-server.mjs builds this file into it):
 * the one home of the server's runtime settings, which `npm start`, the image's CMD, the journeys'
 * server (scripts/e2e-server.mjs imports it) and `npm run bench` all start from (issue 16 item 4).
 *
 * Both settings must be in place before the process's first allocation, so when they are missing
 * the process replaces itself with one started with them (`process.execve`: the same pid, so a
 * supervisor, the image's signals and the bench's /proc readings follow it), about 40 ms of CPU.
 * An operator's own values win: a flag given on the command line or in NODE_OPTIONS, and an
 * environment variable already set, are kept. docs/performance.md ("Memory after load") has the
 * measurements behind the values.
 */
import path from 'node:path';
/**
 * V8's heap. By default V8 sizes the young generation from the machine's memory (two semi-spaces
 * of 64 MB here), which a server of small, short-lived objects fills with garbage between
 * scavenges, and lets the old generation grow to up to 4 times what survived the last full
 * collection before the next one: 300–400 MB of RSS after a minute of load, of which some 55 MB
 * live. 8 MB semi-spaces, and a full collection once the old generation has grown by 60 %, hold it
 * under 200 MB for a few per cent more CPU a request (30 % cost 40 %: docs/performance.md).
 */
const NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=60'];
/**
 * glibc's malloc gives every thread that allocates an arena of its own (up to 8 per core): the
 * compression and file threads and V8's GC helpers each kept freed memory in theirs.
 */
const RUNTIME_ENV: Record<string, string> = { MALLOC_ARENA_MAX: '2' };

function flagName(flag: string): string {
  return flag.split('=')[0]!.replaceAll('_', '-');
}

function missingSettings(): { flags: string[]; env: Record<string, string> } {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].map(flagName);
  const flags = NODE_FLAGS.filter((flag) => !given.includes(flagName(flag)));
  const env = Object.fromEntries(Object.entries(RUNTIME_ENV).filter(([name]) => process.env[name] === undefined));
  return { flags, env };
}

const missing = missingSettings();
// process.execve is POSIX only: elsewhere the server runs with Node's defaults.
if ((missing.flags.length || Object.keys(missing.env).length) && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...missing.flags, ...process.execArgv, import.meta.filename, ...process.argv.slice(2)], {
    ...process.env,
    ...missing.env,
  });
}

// PGlite opening its directory takes longer than reading and building the server: it starts first,
// in its thread, and the server adopts it (db/pglite-start.ts).
const { startPgliteEarly } = await import('./db/pglite-start.ts');
startPgliteEarly(process.env, path.resolve(import.meta.dirname, '..'), import.meta.url.endsWith('.ts'));

// Node keeps the bundle's compiled code on disk after the first start, so a restart does not parse
// and compile the 3.4 MB again. Imported here, not above: a process about to be replaced loads nothing.
const { default: module } = await import('node:module');
module.enableCompileCache?.();
await import('./main.ts');
