import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The property tests walk every combination of their inputs (decideFooter: thousands): ~1 s on a
  // quiet machine, 5.7 s once on a 2-core machine at load 20, past Vitest's default 5 s.
  // The rules are pure functions over their arguments, no state a test could change: a worker
  // imports them once for all its files (docs/decisions/testing.md).
  test: { name: 'domain', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 15_000, isolate: false },
});
