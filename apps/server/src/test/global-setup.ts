import type { TestProject } from 'vitest/node';
import { buildPgliteTemplates, buildPostgresTemplates, type TestTemplates } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

/** Migrates and seeds once for the whole run; each test file then copies the result (see test-app.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  const built = adminUrl ? await buildPostgresTemplates(adminUrl) : await buildPgliteTemplates();
  project.provide('testTemplates', built.templates);
  return built.remove;
}
