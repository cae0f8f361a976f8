import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The contract's modules hold texts, schemas and pure functions, no state a test could change:
  // a worker imports them once for all its files (docs/decisions/testing.md).
  test: { name: 'contract', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
