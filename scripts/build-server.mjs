/**
 * Builds the server once into apps/server/dist/server.js (started by dist/main.js, src/launch.ts): one ES module
 * holding our code, the workspace packages and the pure-JS dependencies, so a start loads one
 * file instead of resolving and compiling some 2,000 modules through tsx (issue 16: cold start ≤ 1 s). Left outside: packages
 * that find their own files beside them at run time (PGlite's WASM and data, sharp's native binary,
 * the OpenAPI page's assets). The migrations stay in apps/server/migrations, found from dist/ as
 * from src/ (src/server-dir.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { startScript } from '../apps/server/src/runtime-settings.ts';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');

await build({
  // dist/main.js is the launcher (src/launch.ts: the runtime settings, then the bundle, server.js).
  // The embedded database's worker thread is a file of its own (src/db/pglite-thread.ts finds it).
  entryPoints: {
    main: path.join(serverDir, 'src/launch.ts'),
    server: path.join(serverDir, 'src/main.ts'),
    'pglite-worker': path.join(serverDir, 'src/db/pglite-worker.ts'),
  },
  outdir: path.join(serverDir, 'dist'),
  bundle: true,
  // What a start does not need is a chunk of its own, loaded on first use (the invoice PDF's pdf-lib
  // and fontkit): a start reads, compiles and evaluates less.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: ['@electric-sql/pglite', 'sharp', '@fastify/swagger-ui', 'pg-native'],
  // Bundled CommonJS dependencies call require() for Node's built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: 'linked',
  legalComments: 'none',
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
// What `npm start` and the image run: main.js with the runtime settings on Node's command line.
fs.writeFileSync(path.join(serverDir, 'dist/start.sh'), startScript(), { mode: 0o755 });
console.log(`built ${path.relative(process.cwd(), path.join(serverDir, 'dist/start.sh'))} and main.js`);
