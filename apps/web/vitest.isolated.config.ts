import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { ISOLATED_PAGE_TESTS, webTest } from './vite.config.ts';

/** The page tests of ISOLATED_PAGE_TESTS, each file in a fresh module graph (vite.config.ts says why). */
export default defineConfig({
  plugins: [react()],
  test: { ...webTest, name: 'web-isolated', include: ISOLATED_PAGE_TESTS, isolate: true },
});
