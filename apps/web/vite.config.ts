import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import { brand } from '../../packages/contract/src/brand.ts';
import { stacklessSentinels } from './stackless-sentinels.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3100}`;

/** The HTML shell takes its title and theme colour from the brand config, §2. */
function brandHtml(): Plugin {
  return {
    name: 'emall-brand-html',
    transformIndexHtml: (html) =>
      html.replaceAll('%BRAND_NAME%', brand.name).replaceAll('%BRAND_PAGE_BG%', brand.colors.pageBg),
  };
}

/**
 * `vite build --ssr` (the web app's build runs it second): the server's render of the landing
 * pages, one ES module in dist-server/ with every dependency inside (the server loads it as is).
 */
const ssrBuild = {
  outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
  emptyOutDir: true,
  target: 'node24',
  rolldownOptions: { input: fileURLToPath(new URL('./src/server/entry-server.tsx', import.meta.url)) },
};

/**
 * Page tests run each in a fresh module graph of their own (vitest.isolated.config.ts): their
 * antd-mobile imperative dialogs (React roots of their own) now and then never close after certain
 * files ran before them in a shared worker, three tries in a row in one clean-clone CI; alone they
 * pass every time (docs/decisions/testing.md, "The imperative dialogs under load").
 */
export const ISOLATED_PAGE_TESTS = [
  'src/features/payments/pages/cashier-page.test.tsx',
  'src/features/warranty/pages/warranty-claim.test.tsx',
  'src/features/address/pages/address-edit-page.test.tsx',
];

/** The shop's page and unit tests (jsdom). */
export const webTest = {
  name: 'web',
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
  setupFiles: ['./src/test/setup.ts'],
  // The files of a worker share one module graph and one document: the shop's modules, React and
  // antd-mobile are evaluated once per worker rather than once per file (suite CPU ~128 s in a
  // VM context per file, ~52 s so). setup.ts gives each file what a fresh page load would have
  // (no container detected, no cached answers, no overlay left open) and keeps react-spring's
  // frame loop on Node's own clock (docs/decisions/testing.md).
  pool: 'forks',
  isolate: false,
  // A page test renders and waits in jsdom; on a loaded 2-core machine with two workers that
  // can pass Vitest's default 5 s without anything being wrong.
  testTimeout: 15_000,
  // On CI a failed test runs again, up to twice: on the loaded machine a dialog opened through
  // antd-mobile's imperative Dialog (its own React root) now and then never draws or never closes
  // within the queries' 10 s, depending on the load and on which files ran before in the worker;
  // alone, or on an idle machine, each passes every time (docs/decisions/testing.md, "The
  // imperative dialogs under load"). The files where it happened run isolated
  // (ISOLATED_PAGE_TESTS); the retries stay for any other. A test that fails three times still
  // fails the run.
  retry: process.env.CI ? 2 : 0,
  // The theme test reads the global stylesheet as text.
  css: { include: [/global\.css/] },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), brandHtml(), stacklessSentinels()],
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api-gateway': apiTarget,
      '/media': apiTarget,
      '/healthz': apiTarget,
      // Where the messenger sign-in starts, and the sandbox messenger's authorisation page (third-party
      // login in development). It checks redirect_uri against the Host it is asked on, so the
      // browser's Host goes through unchanged.
      '/messenger': { target: apiTarget, changeOrigin: false },
      '/sandbox': { target: apiTarget, changeOrigin: false },
    },
  },
  build: isSsrBuild ? ssrBuild : {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // scripts/initial-js.ts reads which chunks each route loads before it paints.
    manifest: true,
    // Phones in the field: iOS 14+ Safari and Chromium 87+ webviews (the domain uses BigInt, ES2020).
    target: ['es2020', 'chrome87', 'safari14', 'firefox78', 'edge88'],
    cssTarget: ['chrome87', 'safari14'],
    rolldownOptions: {
      // The shop, and the first script of a page the server renders (src/boot.ts: it loads the
      // shop's entry once the server's first screen is painted; apps/server/src/http/ssr.ts).
      // A signed-in device's rendered cart adds src/session-screen.ts (its list asked at once).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
        'session-screen': fileURLToPath(new URL('./src/session-screen.ts', import.meta.url)),
      },
      output: {
        // Chunks and stylesheets named by their hash alone: a page's chunks import ~40 others and the
        // route tables list every chunk a page preloads, so each name is written many times over; the
        // module names cost ~2 KB gz a route (issue 16 item 2). The manifest maps sources to files.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // Everything the first screen needs in one chunk: split into the dozens of small chunks
        // the lazy pages would otherwise share with it, it compresses worse and takes more
        // requests. '$initial' is decided before tree-shaking, so first-screen code imports
        // antd-mobile components by path: the package index would pull every component in.
        // src/boot.ts and src/session-screen.ts (which imports only boot.ts) stay files of their own, out of that chunk.
        codeSplitting: {
          groups: [
            { name: 'boot', test: /\/src\/boot\.ts$/, priority: 1 },
            { name: 'session-screen', test: /\/src\/session-screen\.ts$/, priority: 1 },
            { name: 'home', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: { ...webTest, exclude: [...configDefaults.exclude, ...ISOLATED_PAGE_TESTS] },
}));
