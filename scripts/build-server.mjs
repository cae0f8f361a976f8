/**
 * Builds the server once into apps/server/dist/main.js: one ES module holding our code, the
 * workspace packages and the pure-JS dependencies, so a start loads one file instead of resolving
 * and compiling some 2,000 modules through tsx (issue 16: cold start ≤ 1 s). Left outside: packages
 * that find their own files beside them at run time (PGlite's WASM and data, sharp's native binary,
 * the OpenAPI page's assets). The migrations stay in apps/server/migrations, found from dist/ as
 * from src/ (src/server-dir.ts).
 */
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(serverDir, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: ['@electric-sql/pglite', 'sharp', '@fastify/swagger-ui', 'pg-native'],
  // Bundled CommonJS dependencies call require() for Node's built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
console.log(`built ${path.relative(process.cwd(), path.join(serverDir, 'dist/main.js'))}`);
