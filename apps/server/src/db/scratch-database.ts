import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The new database's connection string. */
  url: string;
  /** Drops it, closing whatever is still connected. */
  drop(): Promise<void>;
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

/**
 * A throwaway database `<prefix><random hex>` on the PostgreSQL server of adminUrl, for a test file
 * or the bench, so they never write into a database someone else uses. A template (a database no
 * one is connected to) is copied instead of starting empty.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}
