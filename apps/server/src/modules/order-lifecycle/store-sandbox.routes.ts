import { Envelope, SandboxPaths, VoucherRedeemBody, VoucherRedeemResult } from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { redeemVoucher } from './voucher.service.ts';

/**
 * The sandbox store's counter (development, tests and the demo; never registered in production):
 * the clerk scans a pickup voucher and hands the goods over. A real store system calls the same
 * service behind its own authentication.
 */
export function storeSandboxRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      SandboxPaths.storeVoucherRedeem,
      {
        schema: {
          tags: ['sandbox'],
          summary: 'The sandbox store hands store-pickup goods over against their voucher (once)',
          body: VoucherRedeemBody,
          response: { 200: Envelope(VoucherRedeemResult) },
        },
      },
      async (request) => ok(await redeemVoucher(ctx, request.body.voucherCode)),
    );
  };
}
