import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import { brand } from '../../packages/contract/src/brand.ts';
import { CONSOLE_BASE } from '../../packages/contract/src/constants.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3100}`;

/** The HTML shell takes its title and colours from the brand config. */
function brandHtml(): Plugin {
  return {
    name: 'emall-console-brand-html',
    transformIndexHtml: (html) =>
      html.replaceAll('%BRAND_SHOP_NAME%', brand.shopName).replaceAll('%BRAND_PRIMARY%', brand.colors.primary),
  };
}

export default defineConfig({
  // The server serves the build at /console/ (apps/server/src/http/web.ts).
  base: `${CONSOLE_BASE}/`,
  plugins: [react(), brandHtml()],
  server: {
    port: 5174,
    proxy: {
      '/admin-api': apiTarget,
      '/media': apiTarget,
      '/healthz': apiTarget,
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Operators work on current desktop browsers.
    target: ['es2022', 'chrome111', 'edge111', 'firefox115', 'safari16.4'],
    chunkSizeWarningLimit: 1500,
  },
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A page test renders antd in jsdom; on the loaded 2-core machine that can pass 5 s, and its
    // first wait alone may take up to 20 s (src/test/setup.ts).
    testTimeout: 30_000,
    // On CI a failed test runs once more, as the shop's do (apps/web/vite.config.ts).
    retry: process.env.CI ? 1 : 0,
    // A worker imports antd once for all its files instead of once per file (each file still gets
    // its own jsdom): the suite's CPU went from 173 s to 105-109 s (user + sys, three runs).
    isolate: false,
  },
});
