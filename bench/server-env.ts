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
