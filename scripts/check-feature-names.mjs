// One vocabulary across web and server (issue 13), as one check `npm run lint` can run:
//   node scripts/check-feature-names.mjs
// 1. A web feature is named like a server module (apps/server/src/modules/<name>); WEB_ONLY lists
//    the features that answer no call of their own.
// 2. A call (a `Paths.<name>` of the contract) made in a feature is answered by the server module of
//    the same name: the module whose *.routes.ts registers it. A call another module answers belongs
//    in that module's feature's api/.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');
const MODULES = path.join(ROOT, 'apps', 'server', 'src', 'modules');
const FEATURES = path.join(ROOT, 'apps', 'web', 'src', 'features');
// 我的 calls several modules through their features' api/; the error pages call none.
const WEB_ONLY = new Set(['mine', 'errors']);

const dirs = (dir) => fs.readdirSync(dir).filter((d) => fs.statSync(path.join(dir, d)).isDirectory());
const files = (dir, test) =>
  fs.readdirSync(dir, { recursive: true }).filter((f) => test.test(f) && !/\.test\.tsx?$|(^|\/)test\//.test(f));
const pathNames = (text) => new Set([...text.matchAll(/\bPaths\.(\w+)/g)].map((m) => m[1]));

/** Which server modules register each contract path. */
const answeredBy = new Map();
for (const module of dirs(MODULES)) {
  for (const file of files(path.join(MODULES, module), /\.routes\.ts$/)) {
    for (const name of pathNames(fs.readFileSync(path.join(MODULES, module, file), 'utf8'))) {
      answeredBy.set(name, [...(answeredBy.get(name) ?? []), module]);
    }
  }
}

const problems = [];
const modules = new Set(dirs(MODULES));
for (const feature of dirs(FEATURES)) {
  if (!modules.has(feature) && !WEB_ONLY.has(feature)) {
    problems.push(`web feature ${feature} is named like no server module (apps/server/src/modules/*)`);
  }
  for (const file of files(path.join(FEATURES, feature), /\.tsx?$/)) {
    for (const name of pathNames(fs.readFileSync(path.join(FEATURES, feature, file), 'utf8'))) {
      const owners = answeredBy.get(name);
      if (owners && !owners.includes(feature)) {
        problems.push(`features/${feature}/${file}: Paths.${name} is answered by ${owners.join(', ')}; call it from features/${owners[0]}/api/`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('web features named like their server modules: every call in the feature of the module that answers it');
