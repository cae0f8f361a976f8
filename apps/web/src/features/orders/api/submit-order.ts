import { Header, type OrderRequest, type OrderSubmitResult } from '@emall/contract';
import { version as webVersion } from '../../../../package.json';
import { http } from '../../../lib/http.ts';
import { platform } from '../../../platform/platform.ts';
import type { SubmitPath } from '../utils/submit-kinds.ts';

/** The value of io_avatr: '1' inside the brand's car app, '0' in any other container. Ours (§7 names the header only). */
function ioAvatr(): string {
  return platform.kind === 'carApp' ? '1' : '0';
}

/**
 * A submit call (§7: POST /hermes/v2/orders, /hermes/annex/v3/orders or …/orders/points/submit).
 * The idempotency key makes a repeat of the same attempt answer the same order; the app version
 * and io_avatr headers go with every submit.
 */
export function submitOrder(path: SubmitPath, body: OrderRequest, idempotencyKey: string): Promise<OrderSubmitResult> {
  return http.post(path, body, {
    headers: {
      [Header.idempotencyKey]: idempotencyKey,
      [Header.appVersion]: webVersion,
      [Header.ioAvatr]: ioAvatr(),
    },
  });
}
