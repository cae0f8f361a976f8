// Server module boundaries (issue 13), as one check `npm run lint` can run:
//   node scripts/check-module-boundaries.mjs
// 1. A module uses another module through its *.service.ts only (its *.table.ts too: a foreign key,
//    or a join that reads). Tests are left out.
// 2. No import cycle between modules. Table imports are left out: a query may join another
//    module's table to read, and a foreign key points at one, without depending on that module.
// 3. Each table has one writing module: insert/update/delete, and a row lock (for update), name only
//    tables of the module's own *.table.ts.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..', 'apps', 'server', 'src', 'modules');
const problems = [];

const modules = fs.readdirSync(ROOT).filter((m) => fs.statSync(path.join(ROOT, m)).isDirectory());

/** Every non-test .ts file of a module, by path relative to the module. */
function sourcesOf(module) {
  return fs
    .readdirSync(path.join(ROOT, module), { recursive: true })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ file: `${module}/${f}`, text: fs.readFileSync(path.join(ROOT, module, f), 'utf8') }));
}

/** Imports of another module: { module, file } by the import's path. */
function foreignImports(module, file, text) {
  const found = [];
  for (const m of text.matchAll(/(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/g)) {
    const target = path.relative(ROOT, path.join(ROOT, path.dirname(file), m[1]));
    if (target.startsWith('..')) continue; // outside modules/ (db, http, lib, …)
    const [other, ...rest] = target.split(path.sep);
    if (other !== module) found.push({ module: other, file: rest.join('/'), statement: m[0] });
  }
  return found;
}

/** Table variable names each module's *.table.ts files export. */
const tablesOf = new Map();
for (const module of modules) {
  const names = new Set();
  for (const { file, text } of sourcesOf(module)) {
    if (!file.endsWith('.table.ts')) continue;
    for (const m of text.matchAll(/export const (\w+)\s*=\s*pgTable\(/g)) names.add(m[1]);
  }
  tablesOf.set(module, names);
}
const ownerOf = new Map([...tablesOf].flatMap(([module, names]) => [...names].map((n) => [n, module])));

const edges = new Map(modules.map((m) => [m, new Set()]));
for (const module of modules) {
  for (const { file, text } of sourcesOf(module)) {
    for (const imp of foreignImports(module, file, text)) {
      const isTable = imp.file.endsWith('.table.ts');
      if (!isTable && !imp.file.endsWith('.service.ts')) {
        problems.push(`${file}: imports ${imp.module}/${imp.file}; use the ${imp.module} module's service`);
      }
      if (!isTable) edges.get(module).add(imp.module);
    }
    // Writes and row locks name a table: `.insert(t)`, `.update(t)`, `.delete(t)`, `.from(t)…for('update')`.
    for (const m of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const owner = ownerOf.get(m[2]);
      if (owner !== undefined && owner !== module) problems.push(`${file}: ${m[1]}s ${m[2]}, a table of ${owner}`);
    }
    for (const m of text.matchAll(/\.from\(\s*(\w+)\s*\)[^;]*?\.for\(\s*'(update|no key update)'/g)) {
      const owner = ownerOf.get(m[1]);
      if (owner !== undefined && owner !== module) problems.push(`${file}: locks ${m[1]} for update, a table of ${owner}`);
    }
  }
}

// Cycles: a depth-first search from each module, reporting each cycle once (from its smallest name).
const cycles = new Set();
function visit(start, node, trail) {
  for (const next of edges.get(node) ?? []) {
    if (next === start) cycles.add([...trail, start].join(' -> '));
    else if (next > start && !trail.includes(next)) visit(start, next, [...trail, next]);
  }
}
for (const module of modules) visit(module, module, [module]);
for (const cycle of cycles) problems.push(`module import cycle: ${cycle}`);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} module boundary problem(s) (scripts/check-module-boundaries.mjs).`);
  process.exit(1);
}
console.log(`module boundaries hold: ${modules.length} modules, no cycle, every table written by its own module`);
