/**
 * Runs the server's bundle (dist/server.cjs) with V8's code cache of what a start ran (issue 16
 * item 4, docs/performance.md "Cold start: the code a start runs, cached").
 *
 * Node's own compile cache (module.enableCompileCache) serialises a module's code right after
 * compiling it, so it holds only the top-level code: each function a start calls (route
 * registration, Fastify, Ajv, the first answer) was parsed and compiled again at every start.
 * Here the bundle is compiled as one script, and its code cache is made a few seconds after the
 * start (or as the process exits, if sooner), from the script as it stands then, every function
 * compiled so far included. The next start deserialises those instead of compiling them.
 *
 * The cache is a file per bundle (its CRC-32 and length), Node and V8 flags in Node's compile cache
 * directory (`os.tmpdir()/node-compile-cache` unless NODE_COMPILE_CACHE names another). The first
 * start of a build on a machine has none and compiles as before; it writes the file, and V8 rejects
 * a file made by another Node or other flags, which is then written again.
 *
 * The file's first byte says whether the start that made it had answered a request by then. One
 * made before any answer (`npm start` with nobody asking in its first seconds) lacks the request
 * paths' code, and V8 accepts it all the same: the next start that answers writes it again, a
 * moment after its first answer (issue 16 item 4: "whether the code cache should be refreshed").
 */
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import zlib from 'node:zlib';

/** Long enough for a start to have built its routes and answered its first requests. */
const WRITE_AFTER_MS = 5_000;
/** After a start's first answer: the requests that come with it (the page's other reads) ran too. */
const WRITE_AFTER_ANSWER_MS = 1_000;
/** The cache file's first byte: made before any answer, or after one. */
const MADE_BEFORE_ANSWER = 0;
const MADE_AFTER_ANSWER = 1;
/** Node publishes here as each HTTP answer ends. */
const ANSWER_FINISHED = 'http.server.response.finish';
/** The CommonJS module wrapper, strict as the ES modules the bundle was written as. */
const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname) { "use strict";\n';

/** The cache file for this bundle, this Node and these flags. */
export function cacheFileFor(bundle: Buffer, cacheDir: string, execArgv: readonly string[], nodeOptions: string): string {
  const hex = (crc: number) => (crc >>> 0).toString(16);
  const runtime = hex(zlib.crc32(`${process.version} ${execArgv.join(' ')} ${nodeOptions}`));
  return path.join(cacheDir, `server-${hex(zlib.crc32(bundle))}-${bundle.length}-${runtime}.bin`);
}

function readCache(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Written beside, then renamed: a start reading it meanwhile sees the old file or the new one whole. */
function writeCache(file: string, data: Buffer): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, data);
    fs.renameSync(partial, file);
  } catch {
    // A read-only or full disk: the next start compiles as this one did.
  }
}

/**
 * The bundle's require(), which also stands for its import() of what it leaves outside (sharp,
 * Swagger UI's page, the SSR entry by its file: URL): esbuild turns those into require() calls
 * (scripts/build-server.mjs), since a compiled script's own import() needs an experimental flag.
 */
function bundleRequire(file: string): NodeJS.Require {
  const base = createRequire(file);
  const require = (id: string): unknown => base(id.startsWith('file:') ? fileURLToPath(id) : id);
  return Object.assign(require, base);
}

export interface BundleRun {
  /** The script's exports (the server's bundle has none). */
  exports: unknown;
  /** Whether V8 took the cache file a start before this one made. */
  cacheAccepted: boolean;
  /**
   * Settles once this start has written the cache it will write, or at once when it has none to
   * write (the one it took was made after an answer).
   */
  cacheWritten: Promise<void>;
}

/** Where the bundles' code caches live: a folder of their own in Node's compile cache directory, if any. */
export function bundleCacheIn(compileCacheDir: string | undefined): string | null {
  return compileCacheDir ? path.join(compileCacheDir, 'emall-server') : null;
}

/** Loads and runs the bundle as Node runs a CommonJS module; `cacheDir` null: no cache. */
export function runBundle(file: string, cacheDir: string | null, writeAfterMs = WRITE_AFTER_MS, writeAfterAnswerMs = WRITE_AFTER_ANSWER_MS): BundleRun {
  const bundle = fs.readFileSync(file);
  const cacheFile = cacheDir && cacheFileFor(bundle, cacheDir, process.execArgv, process.env.NODE_OPTIONS ?? '');
  const cached = cacheFile ? readCache(cacheFile) : undefined;
  const cachedData = cached && cached.length > 1 ? cached.subarray(1) : undefined;
  const script = new vm.Script(`${WRAPPER_HEAD}${bundle.toString('utf8')}\n})`, { filename: file, lineOffset: -1, cachedData });
  const run = script.runInThisContext() as (exports: object, require: NodeJS.Require, module: object, filename: string, dirname: string) => void;
  const module = { exports: {} };
  run.call(module.exports, module.exports, bundleRequire(file), module, file, path.dirname(file));
  const cacheAccepted = cachedData !== undefined && script.cachedDataRejected === false;
  return { exports: module.exports, cacheAccepted, cacheWritten: cacheFile ? keepCache(script, cacheFile, cacheAccepted ? cached![0]! : null, writeAfterMs, writeAfterAnswerMs) : Promise.resolve() };
}

/**
 * Writes the cache when the one on disk (`onDisk`: its first byte, null when V8 took none) lacks
 * what this start runs: none at all, `writeAfterMs` into the start (or as it exits, if sooner);
 * one made before any answer, `writeAfterAnswerMs` after this start's first answer (or as it exits,
 * if it answered).
 */
function keepCache(script: vm.Script, cacheFile: string, onDisk: number | null, writeAfterMs: number, writeAfterAnswerMs: number): Promise<void> {
  if (onDisk === MADE_AFTER_ANSWER) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let written = onDisk;
    let answered = false;
    const write = () => {
      written = answered ? MADE_AFTER_ANSWER : MADE_BEFORE_ANSWER;
      writeCache(cacheFile, Buffer.concat([Buffer.from([written]), script.createCachedData()]));
      if (written === MADE_AFTER_ANSWER) {
        diagnostics.unsubscribe(ANSWER_FINISHED, onAnswer);
        process.off('exit', atExit);
        resolve();
      }
    };
    const onAnswer = () => {
      if (answered) return;
      answered = true;
      setTimeout(() => written !== MADE_AFTER_ANSWER && write(), writeAfterAnswerMs).unref();
    };
    // A start stopped sooner (the bench's, a restart) writes it as it exits.
    const atExit = () => {
      if (written === null || (written === MADE_BEFORE_ANSWER && answered)) write();
      resolve();
    };
    diagnostics.subscribe(ANSWER_FINISHED, onAnswer);
    process.once('exit', atExit);
    if (written === null) {
      setTimeout(() => {
        if (written !== null) return;
        write();
        // Nothing answered in the first seconds: wait on for the first answer.
        if (written === MADE_BEFORE_ANSWER) resolve();
      }, writeAfterMs).unref();
    }
  });
}
