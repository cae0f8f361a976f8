/**
 * The server's runtime settings (issue 16 item 4), which the launcher (launch.ts) makes sure a
 * start has. docs/performance.md ("Runtime settings, cold start and hot reads") has the
 * measurements behind the values.
 */

/**
 * V8's heap. By default V8 sizes the young generation from the machine's memory (two semi-spaces
 * of 64 MB here), which a server of small, short-lived objects fills with garbage between
 * scavenges, and lets the old generation grow to up to 4 times what survived the last full
 * collection before the next one: 300–400 MB of RSS after a minute of load, of which some 55 MB
 * live. 8 MB semi-spaces, and a full collection once the old generation has grown by 60 %, hold it
 * under 200 MB (issue 16's budget) for some 20 % more CPU a request in paired runs at load 7–9
 * (30 % growth cost 25–40 %). A host with memory to spare and CPU to save sets its own values in
 * NODE_OPTIONS, which win.
 */
const MEMORY_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=60'];
/**
 * A start's CPU (issue 16 item 4: cold start ≤ 1 s; docs/performance.md, "PGlite cold start ≤ 1 s").
 * On two cores a start's two threads (the bundle and routes; PGlite opening its directory) compete
 * with V8's background threads, which spent 0.7–1.2 s of CPU in a start, most of it on:
 * - optimising PGlite's WebAssembly (Turbofan tier-up) of code that postgres runs once as it starts:
 *   a function is optimised after ~13 MB of its code ran by default, here after 130 MB, so code a
 *   start runs once stays on the baseline compiler and the queries run again and again still are;
 * - full collections while the heap grows to its first size: the old generation starts at 64 MB
 *   instead of a few, so a start does no full collection on the main thread (there were two), and
 *   from the first full collection on the heap-growing limit above governs as before.
 */
const START_FLAGS = ['--wasm-tiering-budget=130000000', '--initial-old-space-size=64'];
const NODE_FLAGS = [...MEMORY_FLAGS, ...START_FLAGS];
/**
 * glibc's malloc gives every thread that allocates an arena of its own (up to 8 per core): the
 * compression and file threads and V8's GC helpers each kept freed memory in theirs.
 */
const RUNTIME_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/** A flag's name as Node reads it: `--a_b=1` and `--a-b 1` are the same flag. */
function flagName(flag: string): string {
  return flag.split('=')[0]!.replaceAll('_', '-');
}

/**
 * The settings this process lacks: flags given neither on its command line (`execArgv`) nor in
 * NODE_OPTIONS, variables not set at all. An operator's own value of either wins.
 */
export function missingSettings(execArgv: readonly string[], env: NodeJS.ProcessEnv): { flags: string[]; env: Record<string, string> } {
  const given = [...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].map(flagName);
  return {
    flags: NODE_FLAGS.filter((flag) => !given.includes(flagName(flag))),
    env: Object.fromEntries(Object.entries(RUNTIME_ENV).filter(([name]) => env[name] === undefined)),
  };
}

/**
 * `dist/start.sh`, which `npm start`, the image's CMD and `npm run bench` run (scripts/build-server.mjs
 * writes it from here): Node started with the settings it lacks, as missingSettings() decides, on
 * the command line, so the launcher (launch.ts) finds them and does not replace itself: one Node
 * boot fewer in a cold start (~30 ms of CPU, more in wall time on a loaded machine; issue 16 item
 * 4). A shell's `exec` keeps the pid. `node dist/main.js` still works, through the replacement.
 */
export function startScript(): string {
  // Each is put in front of main.js: the last one first, so they end up in NODE_FLAGS's order.
  const flagLines = [...NODE_FLAGS].reverse().map((flag) => {
    const name = flagName(flag);
    return `case "$given" in *" ${name}"[=\\ ]*) ;; *) set -- ${flag} "$@" ;; esac`;
  });
  const envLines = Object.entries(RUNTIME_ENV).map(([name, value]) => `[ -n "\${${name}+set}" ] || export ${name}=${value}`);
  return [
    '#!/bin/sh',
    '# Written by scripts/build-server.mjs from apps/server/src/runtime-settings.ts: the server (main.js',
    '# beside this file) started with the runtime settings NODE_OPTIONS and the environment do not give.',
    'set -e',
    'main="$(dirname "$0")/main.js"',
    'set -- "$main" "$@"',
    // NODE_OPTIONS's flags, spelt with dashes as Node reads `_` too.
    'given=" "',
    `[ -z "$NODE_OPTIONS" ] || given=" $(printf '%s' "$NODE_OPTIONS" | tr '_' '-') "`,
    ...flagLines,
    ...envLines,
    'exec node "$@"',
    '',
  ].join('\n');
}
