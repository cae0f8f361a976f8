/**
 * Builds the server once into apps/server/dist/server.cjs (run by dist/main.js, src/launch.ts,
 * through src/load-bundle.ts): one script holding our code, the workspace packages and the pure-JS
 * dependencies, so a start loads one file instead of resolving and compiling some 2,000 modules
 * through tsx (issue 16: cold start ≤ 1 s). Left outside: packages that find their own files beside
 * them at run time (PGlite's WASM and data, sharp's native binary, the OpenAPI page's assets). The
 * migrations stay in apps/server/migrations, found from dist/ as from src/ (src/server-dir.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { startScript } from '../apps/server/src/runtime-settings.ts';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');
// `--outdir DIR`: elsewhere than apps/server/dist (the start's test builds a copy of its own).
const outdirArg = process.argv.indexOf('--outdir');
const outdir = outdirArg > 0 ? path.resolve(process.argv[outdirArg + 1]) : path.join(serverDir, 'dist');
fs.rmSync(outdir, { recursive: true, force: true });

/**
 * find-my-way builds a function with `new Function` for every static route segment (its prefix
 * matcher) and every route (its params object): some 1,100 at start for ~190 routes, each parsed
 * and compiled there and then, and never in a code cache (issue 16 item 4, docs/performance.md).
 * In the bundle they are closures doing the same: the prefix compared whole (its first character,
 * which the caller matched already, included, as find-my-way's own long-prefix matcher does), the
 * params set by position.
 */
const FIND_MY_WAY_CLOSURES = [
  {
    file: /find-my-way[\\/]lib[\\/]node\.js$/,
    from: "return new Function('path', 'i', `'use strict'\\nreturn ${lines.join(' && ')}`) // eslint-disable-line",
    to: 'return function matchPrefix (path, i) { return path.startsWith(prefix, i) }',
  },
  {
    file: /find-my-way[\\/]lib[\\/]handler-storage\.js$/,
    from: "return new Function('NullObject', fnBody.join('\\n'))(NullObject)  // eslint-disable-line",
    to: `return function _createParamsObject (param0, param1, param2, param3, extraParams) {
      const out = new NullObject()
      for (let i = 0; i < params.length; i++) out[params[i]] = i === 0 ? param0 : i === 1 ? param1 : i === 2 ? param2 : i === 3 ? param3 : extraParams[i - 4]
      return out
    }`,
  },
];
/**
 * @fastify/compress asks every answer `payload instanceof Response`; reading the global `Response`
 * the first time loads Node's fetch (undici): 45–60 ms of CPU on a start's first answer, which
 * sends a Buffer (issue 16 item 4). Only an object with `arrayBuffer()` can be a Response, so the
 * question is asked of those alone: the same answer, and undici loads when fetch is first used.
 */
const COMPRESS_FETCH_CHECK = {
  file: /@fastify[\\/]compress[\\/]lib[\\/]utils\.js$/,
  from: 'return obj instanceof Response',
  to: "return typeof obj === 'object' && obj !== null && typeof obj.arrayBuffer === 'function' && obj instanceof Response",
};
const dependencyLines = {
  name: 'dependency-lines',
  setup(build) {
    for (const patch of [...FIND_MY_WAY_CLOSURES, COMPRESS_FETCH_CHECK]) {
      build.onLoad({ filter: patch.file }, (args) => {
        const source = fs.readFileSync(args.path, 'utf8');
        // A dependency that changed these lines fails the build rather than keeps its old cost.
        if (!source.includes(patch.from)) throw new Error(`${args.path} changed: it no longer has the line to replace`);
        return { contents: source.replace(patch.from, patch.to), loader: 'js' };
      });
    }
  },
};

const common = {
  bundle: true,
  platform: 'node',
  target: 'node24',
  external: ['@electric-sql/pglite', 'sharp', '@fastify/swagger-ui', 'pg-native'],
  sourcemap: 'linked',
  legalComments: 'none',
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
};

// The launcher (dist/main.js: the runtime settings, PGlite's head start, then the bundle) and the
// embedded database's worker thread's start (dist/pglite-worker.js, src/db/pglite-thread.ts finds
// it; it runs dist/pglite-worker.cjs): small ES modules, which Node's compile cache keeps.
await build({
  ...common,
  entryPoints: {
    main: path.join(serverDir, 'src/launch.ts'),
    'pglite-worker': path.join(serverDir, 'src/db/pglite-worker-bundle.ts'),
  },
  outdir,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  // Bundled CommonJS dependencies call require() for Node's built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});

// The server: a CommonJS script, which src/load-bundle.ts compiles with V8's code cache of what a
// start ran (an ES module's cache can only be made as it is compiled, before any of it ran). What
// it imports only on use (the job queue) is inside it, not evaluated at start; the PDF libraries
// (2 MB, for an invoice's PDF only) are left in node_modules, so a start without a cache does not
// parse them. import.meta becomes the script's own file.
await build({
  ...common,
  external: [...common.external, 'pdf-lib', '@pdf-lib/fontkit'],
  entryPoints: { server: path.join(serverDir, 'src/main.ts') },
  outfile: path.join(outdir, 'server.cjs'),
  format: 'cjs',
  plugins: [dependencyLines],
  // import() of what stays outside becomes require() (Node 24 requires ES modules too), which
  // load-bundle.ts gives the script: a compiled script's own import() would need an experimental flag.
  supported: { 'dynamic-import': false },
  define: { 'import.meta.url': '__import_meta_url', 'import.meta.dirname': '__dirname', 'import.meta.filename': '__filename' },
  banner: { js: "var __import_meta_url = require('node:url').pathToFileURL(__filename).href;" },
});

/**
 * PGlite inside the thread's script: each of its files finds its WebAssembly, file bundle and
 * extensions beside itself by `import.meta.url`, which becomes that file's URL in node_modules,
 * found at run time. Its Emscripten glue declares a `require` of its own from `import.meta.url`
 * (`var require = createRequire(...)`), hoisted over the whole factory, where esbuild's require()
 * of `import("node:module")` then finds it undefined: the script's own require() serves instead
 * (Node's built-ins). The build fails if that line changes.
 */
const PGLITE_OWN_REQUIRE = 'var require=e(import.meta.url)';
const pgliteFiles = {
  name: 'pglite-files',
  setup(build) {
    build.onLoad({ filter: /@electric-sql[\\/]pglite[\\/]dist[\\/].*\.js$/ }, (args) => {
      let source = fs.readFileSync(args.path, 'utf8');
      if (source.includes('createRequire:e}=await import("node:module")')) {
        if (!source.includes(PGLITE_OWN_REQUIRE)) throw new Error(`${args.path} changed: it no longer has the line to replace`);
        source = source.replaceAll(PGLITE_OWN_REQUIRE, 'void e');
      }
      const inDist = path.relative(args.path.slice(0, args.path.lastIndexOf(`${path.sep}dist${path.sep}`) + 6), args.path);
      return { contents: source.replaceAll('import.meta.url', `__pgliteFileUrl(${JSON.stringify(inDist.split(path.sep).join('/'))})`), loader: 'js' };
    });
  },
};

// The embedded database's thread with PGlite: a CommonJS script, which the thread's start compiles
// with V8's code cache of what it ran (src/db/pglite-worker-bundle.ts, src/load-bundle.ts).
await build({
  ...common,
  external: [],
  entryPoints: { 'pglite-worker': path.join(serverDir, 'src/db/pglite-worker.ts') },
  outfile: path.join(outdir, 'pglite-worker.cjs'),
  format: 'cjs',
  plugins: [pgliteFiles],
  supported: { 'dynamic-import': false },
  banner: {
    js: "var __pgliteDist = require('node:path').dirname(require.resolve('@electric-sql/pglite')); var __pgliteFileUrl = (file) => require('node:url').pathToFileURL(require('node:path').join(__pgliteDist, file)).href;",
  },
});

// What `npm start` and the image run: main.js with the runtime settings on Node's command line.
fs.writeFileSync(path.join(outdir, 'start.sh'), startScript(), { mode: 0o755 });
console.log(`built ${path.relative(process.cwd(), path.join(outdir, 'start.sh'))}, main.js, server.cjs and pglite-worker.cjs`);
