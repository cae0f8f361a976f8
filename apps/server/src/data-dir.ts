import path from 'node:path';

/**
 * Where the server keeps its files (DATA_DIR; by default data/ at the repository's root): uploaded
 * pictures and, without DATABASE_URL, the embedded database. Given apps/server's directory rather
 * than finding it, so the launcher (launch.ts), which runs before the bundle, can ask too.
 */
export function dataDirFrom(env: NodeJS.ProcessEnv, serverDir: string): string {
  return path.resolve(env.DATA_DIR ?? path.join(serverDir, '../..', 'data'));
}

/** The embedded database's directory inside the data directory. */
export const pgliteDirIn = (dataDir: string): string => path.join(dataDir, 'pglite');
