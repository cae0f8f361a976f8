import { InvoiceAdminApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { actOnInvoice, adminInvoiceDetail, adminInvoicePdf, adminInvoices, exportMonth } from './invoice-admin.service.ts';
import { sendPdf } from './invoices.routes.ts';

/** 发票管理's calls (issue 17): the queue, detail, PDF, issue, reject, red-flush and the month's CSV. */
export function invoiceAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    registerAdmin(app, InvoiceAdminApi.list, async (request) => ok(await adminInvoices(ctx, request.query)));
    registerAdmin(app, InvoiceAdminApi.export, async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoices-${request.query.month}.csv"`)
        .send(await exportMonth(ctx, request.query.month)),
    );
    registerAdmin(app, InvoiceAdminApi.detail, async (request) => ok(await adminInvoiceDetail(ctx, Number(request.params.id))));
    registerAdmin(app, InvoiceAdminApi.pdf, async (request, reply) => sendPdf(reply, await adminInvoicePdf(ctx, Number(request.params.id))));
    registerAdmin(app, InvoiceAdminApi.issue, async (request) => ok(await actOnInvoice(ctx, actorOf(request), Number(request.params.id), 'issue')));
    registerAdmin(app, InvoiceAdminApi.reject, async (request) => ok(await actOnInvoice(ctx, actorOf(request), Number(request.params.id), 'reject', request.body.reason)));
    registerAdmin(app, InvoiceAdminApi.redFlush, async (request) => ok(await actOnInvoice(ctx, actorOf(request), Number(request.params.id), 'redFlush')));
  };
}
