// Module boundaries (STYLE.md, DESIGN.md), checked by `npm run lint`. dependency-cruiser rather than
// eslint-plugin-boundaries: a rule's `$1` names "the importing file's own module", so "another
// module" and "another feature" are one regular expression each, and it reports import cycles.

const SERVER_MODULE = '^apps/server/src/modules/([^/]+)/';
const TEST_FILE = '(\\.test\\.tsx?|/test/[^/]+)$';

/**
 * The layering both front ends keep (shared → features → shell): a feature reaches another only
 * through its api/; the shared folders import no feature and no shell; a feature never reaches
 * back up into the shell that composes it.
 */
function frontEndRules({ app, shared, shell, shellName }) {
  const src = `^apps/${app}/src/`;
  const feature = `${src}features/([^/]+)/`;
  const shellPath = `${src}(${shell.join('|')})`;
  return [
    {
      name: `${app}-feature-through-its-api`,
      comment: 'A feature uses another feature through its api/ only; shared pieces live in ' + shared.join('/, ') + '/ (shared → features → shell).',
      severity: 'error',
      from: { path: feature },
      to: { path: `${src}features/`, pathNot: [`${src}features/$1/`, `${src}features/[^/]+/api/`] },
    },
    {
      name: `${app}-shared-never-imports-features`,
      comment: shared.join('/, ') + '/ are shared: features build on them, not the other way round.',
      severity: 'error',
      from: { path: `${src}(${shared.join('|')})/`, pathNot: TEST_FILE },
      to: { path: [`${src}features/`, shellPath] },
    },
    {
      name: `${app}-features-never-import-the-app`,
      comment: `${shellName} composes the features; a feature does not reach back up.`,
      severity: 'error',
      from: { path: feature, pathNot: TEST_FILE },
      to: { path: shellPath },
    },
  ];
}

module.exports = {
  forbidden: [
    {
      name: 'web-never-imports-server',
      comment: 'The web app talks to the server over HTTP only; shared types live in packages/contract.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      comment: 'packages/contract is the spec vocabulary: it depends on no other workspace.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(packages/domain|apps)/' },
    },
    {
      name: 'domain-imports-only-contract',
      comment: 'packages/domain holds pure rules over the contract: no app code.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-module-through-its-service',
      comment:
        "A module uses another module through its *.service.ts only, never its repository, view or helpers (STYLE.md). " +
        "Its *.table.ts is the one exception, see the next rule.",
      severity: 'error',
      from: { path: SERVER_MODULE, pathNot: [TEST_FILE] },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '\\.(service|table)\\.ts$'],
      },
    },
    {
      name: 'server-module-tables-only-from-tables-and-repositories',
      comment: "Only a *.table.ts (a foreign key) or a *.repository.ts (a join that reads) names another module's table.",
      severity: 'error',
      from: { path: SERVER_MODULE, pathNot: [TEST_FILE, '\\.(table|repository)\\.ts$'] },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+\\.table\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'console-talks-to-the-server-over-http',
      comment: 'The console calls the admin API over HTTP only; it shares types with the server through packages/contract, never code with the shop.',
      severity: 'error',
      from: { path: '^apps/console/' },
      to: { path: '^apps/(server|web)/' },
    },
    ...frontEndRules({ app: 'web', shared: ['ui', 'lib', 'platform'], shell: ['routes\\.tsx$', 'main\\.tsx$'], shellName: 'routes.tsx and main.tsx' }),
    ...frontEndRules({ app: 'console', shared: ['ui', 'lib'], shell: ['app/', 'main\\.tsx$'], shellName: 'app/ (the shell: menu, router, layout)' }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
