import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startAfterSalesSweep } from './modules/after-sales/after-sales-sweep.service.ts';
import { startInvoiceSweep } from './modules/invoices/invoice-sweep.service.ts';
import { openPgliteThread, openPostgres } from './db/client.ts';
import { startOrderLifecycle } from './modules/order-lifecycle/warehouse.service.ts';
import { startOrderExpiry } from './modules/orders/order-expiry.service.ts';
import { startSandboxRefundNotifier } from './modules/payments/pay-sandbox-refunds.service.ts';
import { startPaymentsSweep } from './modules/payments/payments-sweep.service.ts';
import { seedIfEmpty } from './seed/seed.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : openPgliteThread(`${config.dataDir}/pglite`);
  // Routes are built (no query) while the database starts and migrates: PGlite opens its
  // directory in its own thread meanwhile (issue 16: cold start).
  const [{ server, ctx }] = await Promise.all([buildApp({ config, database }), database.migrate()]);
  if (config.seedDemoData) await seedIfEmpty(ctx);
  // Unpaid orders past their deadline give their stock, E-value and coupon back.
  const stopOrderExpiry = startOrderExpiry(ctx);
  // Late notifications are asked about at their channel, refunds paid back, paid virtual orders opened.
  const stopPaymentsSweep = startPaymentsSweep(ctx);
  // Undecided cases are approved and unsent returns closed on time; paid refunds complete their cases.
  const stopAfterSalesSweep = startAfterSalesSweep(ctx);
  // Invoices of orders refunded since they were issued are red-flushed and billed again for what remains.
  const stopInvoiceSweep = startInvoiceSweep(ctx);
  // The sandbox pay channel posts its refund notifications (a real channel posts its own).
  const stopSandboxRefunds = startSandboxRefundNotifier(server, ctx);
  // Paid orders move on: shipped, carried and signed, sent to their store, installed, finished.
  const stopOrderLifecycle = startOrderLifecycle(ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    stopOrderExpiry();
    stopPaymentsSweep();
    stopAfterSalesSweep();
    stopInvoiceSweep();
    stopSandboxRefunds();
    stopOrderLifecycle();
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
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
