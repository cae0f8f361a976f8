// @ts-check
// Module boundaries are checked by dependency-cruiser (.dependency-cruiser.cjs), unused files and
// exports by knip (knip.json); `npm run lint` runs all three.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', '.e2e-data*/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // STYLE.md: split a file by workflow before it grows past 400 lines, as `wc -l` counts them; tests too.
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      // The shop refuses control characters (NUL, C0) in text on purpose: the rule flags exactly those checks.
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Spies on exports, not module mocks, so the shop's tests can share modules across files again
    // (apps/web/vite.config.ts): there a vi.mock of a module an earlier file loaded does nothing.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Spy on the export instead (src/test/spies.ts): the web tests are to share modules across files.' },
        { object: 'vi', property: 'doMock', message: 'Spy on the export instead (src/test/spies.ts): the web tests are to share modules across files.' },
      ],
    },
  },
);
