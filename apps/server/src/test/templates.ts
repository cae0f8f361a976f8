import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { seedDemoData } from '../seed/seed.ts';

/** Where the tests' clock starts; the seeded template's dates are counted from it. */
export const TEST_CLOCK_START = Date.parse('2026-11-21T02:00:00Z');

/**
 * The databases every test file starts from, migrated once per run instead of once per file:
 * tarballs of a PGlite data directory, or template databases on the PostgreSQL server.
 */
export interface TestTemplates {
  blank: string;
  seeded: string;
  /** The clock time the seeded template was seeded at. */
  seededAt: number;
}

export interface BuiltTemplates {
  templates: TestTemplates;
  remove(): Promise<void>;
}

async function writeDump(file: string, dump: Blob): Promise<string> {
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

export async function buildPgliteTemplates(): Promise<BuiltTemplates> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'emall-templates-'));
  const database = await openPglite(null);
  await database.migrate();
  const blank = await writeDump(path.join(dir, 'blank.tar'), await database.dump());
  await database.db.transaction((tx) => seedDemoData(tx, new Date(TEST_CLOCK_START)));
  const seeded = await writeDump(path.join(dir, 'seeded.tar'), await database.dump());
  await database.close();
  return {
    templates: { blank, seeded, seededAt: TEST_CLOCK_START },
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export async function buildPostgresTemplates(adminUrl: string): Promise<BuiltTemplates> {
  const made: { name: string; drop: () => Promise<void> }[] = [];
  const remove = async () => {
    for (const m of made) await m.drop();
  };
  try {
    for (const seeded of [false, true]) {
      const scratch = await createScratchDatabase(adminUrl, 'emall_tpl_');
      made.push({ name: new URL(scratch.url).pathname.slice(1), drop: scratch.drop });
      // One connection, closed before any copy: PostgreSQL copies only a template no one is on.
      const database = await openPostgres(scratch.url, 1);
      try {
        await database.migrate();
        if (seeded) await database.db.transaction((tx) => seedDemoData(tx, new Date(TEST_CLOCK_START)));
      } finally {
        await database.close();
      }
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates: { blank: made[0]!.name, seeded: made[1]!.name, seededAt: TEST_CLOCK_START }, remove };
}
