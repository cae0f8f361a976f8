import type { AppContext } from '../../context.ts';
import { redFlushRefunded } from './invoice-admin.service.ts';

/** Runs the red-flush sweep (redFlushRefunded) at the after-sales sweep's pace, one pass at a time; answers a stop function. */
export function startInvoiceSweep(ctx: AppContext): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    redFlushRefunded(ctx)
      .catch((err: unknown) => ctx.log.error({ err }, 'invoice red-flush sweep failed'))
      .finally(() => {
        running = false;
      });
  }, ctx.config.afterSales.sweepMs);
  timer.unref();
  return () => clearInterval(timer);
}
