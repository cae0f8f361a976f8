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
