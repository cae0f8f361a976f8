import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/domain', 'apps/server', 'apps/web'],
  },
});
