// One journey server (playwright.config.ts starts one per worker: node scripts/e2e-server.mjs
// <index> <data folder>), on a database made fresh for the run. With E2E_POSTGRES_URL (CI's
// PostgreSQL) a database of its own on that server, emall_e2e_<index>; without, the embedded one in
// its data folder, as `npm start` runs. Then the built server, as `npm start` runs it: it migrates
// and seeds the empty database. Its launcher (apps/server/src/launch.ts) replaces this process with
// one started with the server's runtime settings (`npm start` gives them through dist/start.sh).
import fs from 'node:fs';
import pg from 'pg';

const [index, dataDir] = process.argv.slice(2);
if (!/^\d+$/.test(index ?? '') || !dataDir) throw new Error('usage: node scripts/e2e-server.mjs <worker index> <data folder>');

fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = '';
const adminUrl = process.env.E2E_POSTGRES_URL;
if (adminUrl) {
  const name = `emall_e2e_${index}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
// The launcher's 8 MB semi-spaces hold a long-running server under 200 MB of RSS for ~20 % more CPU
// a request (docs/performance.md); a journey's server lives minutes and the journeys' run is bound
// by CPU, so it takes the 32 MB that cost none (its other settings as the launcher gives them).
process.env.NODE_OPTIONS ??= '--max-semi-space-size=32';
await import('../apps/server/dist/main.js');
