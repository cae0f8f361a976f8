/**
 * The gzip size of the JavaScript the shop's home page loads before it paints: the module entry and
 * its preloads in the built index.html. `npm test` refuses a build over budget (a schema library
 * pulled into the first screen by one import is easy to miss); `npm run bench` reports it too.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const INITIAL_JS_BUDGET_KB = 150;

function initialJsOfHome(root: string): { files: string[]; gzipBytes: number } {
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) refs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) refs.add(m[1]!);
  const files = [...refs].map((ref) => path.join(dist, ref.replace(/^\//, '')));
  const gzipBytes = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0);
  return { files: files.map((f) => path.relative(dist, f)), gzipBytes };
}

/** One line for the log; null when within budget, else the failure. */
export function initialJsReport(root: string): { line: string; failure: string | null } {
  const js = initialJsOfHome(root);
  const kb = js.gzipBytes / 1024;
  return {
    line: `Initial JS of the home page: ${kb.toFixed(1)} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB): ${js.files.join(', ')}`,
    failure: kb > INITIAL_JS_BUDGET_KB ? `initial JS ${kb.toFixed(1)} KB > ${INITIAL_JS_BUDGET_KB} KB` : null,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = initialJsReport(path.resolve(import.meta.dirname, '..'));
  console.log(report.line);
  if (report.failure) {
    console.error(`Over budget: ${report.failure}`);
    process.exit(1);
  }
}
