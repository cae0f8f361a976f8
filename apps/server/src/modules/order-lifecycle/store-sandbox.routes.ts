import { StoreSandboxApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { redeemVoucher } from './voucher.service.ts';

/**
 * The sandbox store's counter (development, tests and the demo; never registered in production):
 * the clerk scans a pickup voucher and hands the goods over. A real store system calls the same
 * service behind its own authentication.
 */
export function storeSandboxRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, StoreSandboxApi.redeemVoucher, async (request) => ok(await redeemVoucher(ctx, request.body.voucherCode)));
  };
}
