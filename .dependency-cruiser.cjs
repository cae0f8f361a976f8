// Module boundaries (STYLE.md, DESIGN.md), checked by `npm run lint`. dependency-cruiser rather than
// eslint-plugin-boundaries: a rule's `$1` names "the importing file's own module", so "another
// module" and "another feature" are one regular expression each, and it reports import cycles.

const SERVER_MODULE = '^apps/server/src/modules/([^/]+)/';
const WEB_FEATURE = '^apps/web/src/features/([^/]+)/';
const CONSOLE_FEATURE = '^apps/console/src/features/([^/]+)/';
const TEST_FILE = '(\\.test\\.tsx?|/test/[^/]+)$';

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
      name: 'web-feature-through-its-api',
      comment: "A feature uses another feature through its api/ only; shared pieces live in ui/ or lib/ (shared → features → app).",
      severity: 'error',
      from: { path: WEB_FEATURE },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/api/'],
      },
    },
    {
      name: 'web-shared-never-imports-features',
      comment: 'ui/, lib/ and platform/ are shared: features build on them, not the other way round.',
      severity: 'error',
      from: { path: '^apps/web/src/(ui|lib|platform)/', pathNot: TEST_FILE },
      to: { path: '^apps/web/src/(features/|routes\\.tsx$|main\\.tsx$)' },
    },
    {
      name: 'web-features-never-import-the-app',
      comment: 'routes.tsx and main.tsx compose the features; a feature does not reach back up.',
      severity: 'error',
      from: { path: WEB_FEATURE, pathNot: TEST_FILE },
      to: { path: '^apps/web/src/(routes|main)\\.tsx$' },
    },
    {
      name: 'console-talks-to-the-server-over-http',
      comment: 'The console calls the admin API over HTTP only; it shares types with the server through packages/contract, never code with the shop.',
      severity: 'error',
      from: { path: '^apps/console/' },
      to: { path: '^apps/(server|web)/' },
    },
    {
      name: 'console-feature-through-its-api',
      comment: "A console feature uses another feature through its api/ only; shared pieces live in ui/ or lib/ (shared → features → app).",
      severity: 'error',
      from: { path: CONSOLE_FEATURE },
      to: {
        path: '^apps/console/src/features/',
        pathNot: ['^apps/console/src/features/$1/', '^apps/console/src/features/[^/]+/api/'],
      },
    },
    {
      name: 'console-shared-never-imports-features',
      comment: 'ui/ and lib/ are shared: features build on them, not the other way round.',
      severity: 'error',
      from: { path: '^apps/console/src/(ui|lib)/', pathNot: TEST_FILE },
      to: { path: '^apps/console/src/(features|app)/' },
    },
    {
      name: 'console-features-never-import-the-app',
      comment: 'app/ (the shell: menu, router, layout) composes the features; a feature does not reach back up.',
      severity: 'error',
      from: { path: CONSOLE_FEATURE, pathNot: TEST_FILE },
      to: { path: '^apps/console/src/(app/|main\\.tsx$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
