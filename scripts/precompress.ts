/**
 * Writes .br and .gz beside every text asset of the shop's and the console's builds, so the server
 * sends compressed bytes without compressing per request (@fastify/static's preCompressed).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dists = ['../apps/web/dist', '../apps/console/dist'].map((dir) => path.resolve(import.meta.dirname, dir));
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

for (const dist of dists) {
  let count = 0;
  for (const file of files(dist)) {
    const raw = fs.readFileSync(file);
    if (raw.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    );
    count++;
  }
  console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dist)}`);
}
