import { InvoicesApi } from '@emall/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { receiveInvoiceNotification } from './invoice-notify.service.ts';
import { applyInvoice, invoiceDetail, invoicePdf, invoiceStanding, listInvoices, removeSavedTitle, resendInvoice, savedTitles } from './invoices.service.ts';

/** Sends a PDF as a download: never cached (it is the shopper's own document). */
export function sendPdf(reply: FastifyReply, file: { pdf: Uint8Array; name: string }): FastifyReply {
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(Buffer.from(file.pdf));
}

/** The shopper's invoice calls (issue 17). */
export function invoicesRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, InvoicesApi.standing, async (request) => ok(await invoiceStanding(ctx, sessionOf(request).userId, Number(request.params.orderId))));
    register(app, InvoicesApi.apply, async (request) => ok(await applyInvoice(ctx, sessionOf(request).userId, request.body)));
    register(app, InvoicesApi.list, async (request) => ok(await listInvoices(ctx, sessionOf(request).userId, request.query)));
    register(app, InvoicesApi.detail, async (request) => ok(await invoiceDetail(ctx, sessionOf(request).userId, Number(request.params.id))));
    register(app, InvoicesApi.pdf, async (request, reply) => sendPdf(reply, await invoicePdf(ctx, sessionOf(request).userId, Number(request.params.id))));
    register(app, InvoicesApi.resend, async (request) => ok(await resendInvoice(ctx, sessionOf(request).userId, Number(request.params.id), request.body)));
    register(app, InvoicesApi.titles, async (request) => ok(await savedTitles(ctx, sessionOf(request).userId)));
    register(app, InvoicesApi.notify, async (request) => ok(await receiveInvoiceNotification(ctx, request.headers, request.body)));
    register(app, InvoicesApi.removeTitle, async (request) => ok(await removeSavedTitle(ctx, sessionOf(request).userId, Number(request.params.id))));
  };
}
