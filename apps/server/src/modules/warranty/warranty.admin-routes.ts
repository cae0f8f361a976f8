import { WarrantyAdminApi } from '@emall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { actorOf, operatorOf, registerAdmin } from '../../http/admin-route.ts';
import { ok } from '../../http/envelope.ts';
import { acceptUploads, readUpload } from '../../http/upload.ts';
import * as admin from './warranty-admin.service.ts';

function who(request: FastifyRequest): admin.WarrantyOperator {
  return { actor: actorOf(request), operatorId: operatorOf(request).id };
}

/** The console's warranty calls (issue 18): the claims queue and its moves, card search and corrections. */
export function warrantyAdminRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    await acceptUploads(app);
    const api = WarrantyAdminApi;
    const id = (request: { params: { id: string } }) => Number(request.params.id);
    registerAdmin(app, api.claims, async (request) => ok(await admin.warrantyQueue(ctx, request.query)));
    registerAdmin(app, api.claim, async (request) => ok(await admin.warrantyClaimOf(ctx, id(request))));
    registerAdmin(app, api.accept, async (request) => ok(await admin.acceptClaim(ctx, who(request), id(request), request.body.note)));
    registerAdmin(app, api.schedule, async (request) => ok(await admin.scheduleClaim(ctx, who(request), id(request), request.body)));
    registerAdmin(app, api.startRepair, async (request) => ok(await admin.startRepair(ctx, who(request), id(request), request.body.note)));
    registerAdmin(app, api.complete, async (request) => ok(await admin.completeClaim(ctx, who(request), id(request), request.body)));
    registerAdmin(app, api.reject, async (request) => ok(await admin.rejectClaim(ctx, who(request), id(request), request.body.reason)));
    registerAdmin(app, api.uploadPhoto, async (request) => ok(await admin.uploadRepairPhoto(ctx, actorOf(request), await readUpload(request))));
    registerAdmin(app, api.stores, async () => ok(await admin.schedulingStores(ctx)));
    registerAdmin(app, api.cards, async (request) => ok(await admin.searchCards(ctx, request.query)));
    registerAdmin(app, api.card, async (request) => ok(await admin.warrantyCardOf(ctx, id(request))));
    registerAdmin(app, api.serial, async (request) => ok(await admin.correctSerial(ctx, actorOf(request), id(request), request.body)));
    registerAdmin(app, api.vin, async (request) => ok(await admin.transferVin(ctx, actorOf(request), id(request), request.body)));
  };
}
