// One vocabulary across the apps and the server (issues 13, 14), as one check `npm run lint` can run:
//   node scripts/check-feature-names.mjs
// 1. A feature of the shop (apps/web) or the console (apps/console) is named like a server module
//    (apps/server/src/modules/<name>); ONLY_CLIENT lists the features that answer no call of their own.
// 2. A call made in a feature (a `Paths.<name>` of the contract in the shop, an `AdminPaths.<name>`
//    in the console) is answered by the server module of the same name: the module whose
//    *.routes.ts (*.admin-routes.ts) registers it. A call another module answers belongs in that
//    module's feature's api/.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');
const MODULES = path.join(ROOT, 'apps', 'server', 'src', 'modules');
const APPS = [
  // 我的 calls several modules through their features' api/; the error pages call none.
  { name: 'web', paths: 'Paths', routes: /(?<!admin-)\.routes\.ts$/, onlyClient: new Set(['mine', 'errors']) },
  { name: 'console', paths: 'AdminPaths', routes: /\.admin-routes\.ts$/, onlyClient: new Set() },
];

const dirs = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((d) => fs.statSync(path.join(dir, d)).isDirectory()) : []);
const files = (dir, test) =>
  fs.readdirSync(dir, { recursive: true }).filter((f) => test.test(f) && !/\.test\.tsx?$|(^|\/)test\//.test(f));
const pathNames = (text, object) => new Set([...text.matchAll(new RegExp(`\\b${object}\\.(\\w+)`, 'g'))].map((m) => m[1]));

const problems = [];
const modules = new Set(dirs(MODULES));
for (const app of APPS) {
  /** Which server modules register each contract path. */
  const answeredBy = new Map();
  for (const module of modules) {
    for (const file of files(path.join(MODULES, module), app.routes)) {
      for (const name of pathNames(fs.readFileSync(path.join(MODULES, module, file), 'utf8'), app.paths)) {
        answeredBy.set(name, [...(answeredBy.get(name) ?? []), module]);
      }
    }
  }
  const features = path.join(ROOT, 'apps', app.name, 'src', 'features');
  for (const feature of dirs(features)) {
    if (!modules.has(feature) && !app.onlyClient.has(feature)) {
      problems.push(`${app.name} feature ${feature} is named like no server module (apps/server/src/modules/*)`);
    }
    for (const file of files(path.join(features, feature), /\.tsx?$/)) {
      for (const name of pathNames(fs.readFileSync(path.join(features, feature, file), 'utf8'), app.paths)) {
        const owners = answeredBy.get(name);
        if (owners && !owners.includes(feature)) {
          problems.push(
            `${app.name}: features/${feature}/${file}: ${app.paths}.${name} is answered by ${owners.join(', ')}; call it from features/${owners[0]}/api/`,
          );
        }
      }
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('features named like their server modules: every call in the feature of the module that answers it');
