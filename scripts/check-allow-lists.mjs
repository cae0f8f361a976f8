// Fails when an entry of .dependency-cruiser.allow-list.cjs no longer violates its rule, so the
// temporary allow-list only shrinks: cruises without it and compares what is really left.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SERVER_BOUNDARY_ALLOW_LIST } = require('../.dependency-cruiser.allow-list.cjs');

/** The violations a depcruise run reports with the allow-list emptied. */
function violations(args) {
  let stdout;
  try {
    stdout = execFileSync('depcruise', [...args, '--output-type', 'json'], {
      env: { ...process.env, LINT_WITHOUT_ALLOW_LISTS: '1' },
      maxBuffer: 512 * 1024 * 1024,
      encoding: 'utf8',
    });
  } catch (error) {
    // depcruise exits non-zero when it finds violations; its JSON is still on stdout.
    stdout = error.stdout;
  }
  return JSON.parse(stdout).summary.violations;
}

const boundary = new Set(
  violations(['apps/server/src']).filter((v) => v.rule.name.startsWith('server-module-')).map((v) => v.from),
);
const stale = SERVER_BOUNDARY_ALLOW_LIST.filter((file) => !boundary.has(file));
if (stale.length > 0) {
  console.error('These allow-list entries no longer violate: delete them from .dependency-cruiser.allow-list.cjs');
  for (const entry of stale) console.error(`  ${entry}`);
  process.exit(1);
}
console.log(`allow-list current: ${SERVER_BOUNDARY_ALLOW_LIST.length} files left to fix`);
