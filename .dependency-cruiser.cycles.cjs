// No import cycle between server modules, between web features or between console features (issues 13, 14), judged on the
// modules' and features' own code: tests, the seed, db/schema.ts (it lists every table) and the
// shared http/ and providers/ layers are left out, so a cycle found here runs through modules only.
// Tables are left out too: a foreign key or a join that reads another module's table is a link of
// the data (allowed, see .dependency-cruiser.cjs), not a call between modules.
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-server-module-cycle',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { circular: true },
    },
    {
      name: 'no-web-feature-cycle',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/web/src/features/[^/]+$' },
      to: { circular: true },
    },
    {
      name: 'no-console-feature-cycle',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/console/src/features/[^/]+$' },
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: {
      path: [
        '(^|/)(node_modules|dist)/',
        '\\.test\\.tsx?$',
        '\\.table\\.ts$',
        '/test/',
        '^apps/server/src/(db/schema\\.ts|seed/|http/|providers/|app\\.ts|main\\.ts)',
      ],
    },
  },
};
