import { buildApp } from './app.ts';
import { backgroundJobs } from './background-jobs.ts';
import { loadConfig } from './config.ts';
import { pgliteDirIn } from './data-dir.ts';
import { openPgliteThread, openPostgres } from './db/client.ts';
import { bootstrapFirstOperator } from './modules/operators/operator-accounts.service.ts';
import { seedIfEmpty } from './seed/seed.ts';

const SHUTDOWN_GRACE_MS = 10_000;
const QUEUE_START_DELAY_MS = 2_000;

async function main() {
  const config = loadConfig();
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : openPgliteThread(pgliteDirIn(config.dataDir));
  // Routes are built (no query) while the database starts and migrates: PGlite opens its
  // directory in its own thread meanwhile (issue 16: cold start).
  const [{ server, ctx }] = await Promise.all([buildApp({ config, database }), database.migrate()]);
  if (config.seedDemoData) await seedIfEmpty(ctx);
  if (config.operatorBootstrap && (await bootstrapFirstOperator(ctx, config.operatorBootstrap))) {
    server.log.warn({ username: config.operatorBootstrap.username }, 'first operator created from OPERATOR_BOOTSTRAP_*: sign in to the console and change its password');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await server.close(); // stops accepting, lets requests in flight finish
      await database.close();
      process.exit(0);
    } catch (err) {
      server.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await server.listen({ port: config.port, host: config.host });
  server.log.info(`${database.kind} database; shop at http://localhost:${config.port}/`);
  // The queue starts a moment after the server answers (issue 16: cold start): loading pg-boss and
  // its first statements would hold the first answers back; its first ticks come a period later anyway.
  setTimeout(() => {
    ctx.jobs.start(backgroundJobs(server, ctx)).catch((err: unknown) => server.log.error({ err }, 'the job queue did not start'));
  }, QUEUE_START_DELAY_MS).unref();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
