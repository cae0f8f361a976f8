import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates and seeds once; every test app copies the result instead of doing it again.
    globalSetup: ['src/test/global-setup.ts'],
    // Test files share nothing but modules (each opens its own app and database), so a worker
    // reuses the server's module graph and the template it read instead of loading them per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
