/**
 * `npm run typecheck`: every project's types, checked by TypeScript 7 (the native compiler,
 * installed as `typescript7`); 5.9 stays installed as `typescript` for the tools that call its
 * JavaScript API (typescript-eslint, knip), which 7 no longer offers (docs/decisions/testing.md).
 *
 * Each project with one checker (`--checkers 1`), as many projects at once as there are cores.
 * By default 7 splits a project's files among four checkers, and each resolves the types the
 * files share (React's, antd's, Fastify's) again: the six projects took 58–64 s of CPU so on the
 * 2-core machine, 22–29 s with one checker each, and the checks find the same errors.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** Largest first, so that the last to finish is a small one; the apps' Vite configs have projects of their own. */
const PROJECTS = [
  'apps/server',
  'apps/web',
  'apps/console',
  'tsconfig.tools.json',
  'packages/domain',
  'packages/contract',
  'apps/web/tsconfig.node.json',
  'apps/console/tsconfig.node.json',
];
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript7/package.json')), 'bin', 'tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--checkers', '1', '--pretty'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ project, status, output: Buffer.concat(output).toString() }));
  });
}

const queue = [...PROJECTS];
const failed = [];
async function lane() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    process.stdout.write(result.output);
    if (result.status !== 0) failed.push(project);
  }
}
await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), PROJECTS.length) }, lane));

if (failed.length > 0) {
  console.error(`typecheck failed in ${PROJECTS.filter((project) => failed.includes(project)).join(', ')}`);
  process.exit(1);
}
