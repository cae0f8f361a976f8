import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default: one worker on a 2-core machine. The suites wait
    // on their databases often enough for two to keep both cores busy.
    maxWorkers: 2,
    projects: ['packages/contract', 'packages/domain', 'apps/server', 'apps/web', 'apps/web/vitest.isolated.config.ts', 'apps/console'],
  },
});
