import fs from 'node:fs';
import path from 'node:path';

/**
 * What every bench starts its server with: production, as a shop runs, on its database seeded
 * beforehand (SEED_DEMO_DATA keeps the start's own seed step, which draws the pictures), and on the
 * sandboxes, which a production start takes only when ALLOW_SANDBOX names them (docs/deploy.md).
 */
export const BENCH_SERVER_ENV = {
  NODE_ENV: 'production',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret',
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'true',
  ALLOW_SANDBOX: 'pay,invoicing,sms',
} as const;

/**
 * The server as `npm start` starts it once built: its script's last command (`sh
 * apps/server/dist/start.sh`), read from package.json so the bench measures exactly that.
 */
export const START_COMMAND: readonly string[] = (() => {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split('&&').at(-1)!.trim().split(/\s+/);
})();
