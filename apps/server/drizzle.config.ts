import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  /** schema.ts re-exports every table: a table file counts only once it is listed there. */
  schema: './src/db/schema.ts',
  out: './migrations',
});
