import path from 'node:path';

/**
 * apps/server, whether this runs from the sources (src/server-dir.ts) or from the build, where
 * esbuild inlines this module into dist/server.cjs: both sit one directory below it.
 */
export const serverDir = path.resolve(import.meta.dirname, '..');
