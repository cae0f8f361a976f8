import { CarsApi } from '@emall/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { register } from '../../http/route.ts';
import { digitalKeyTips, servicePackageAdsCheck, servicePackageSkipCheck, signDigitalKey } from './vin-checks.service.ts';

/** The checks that need the user's car (VIN): service packages and the digital key. */
export function carsRoutes(ctx: AppContext) {
  return async function (app: FastifyInstance) {
    register(app, CarsApi.servicePackageSkipCheck, async (request) =>
      ok(await servicePackageSkipCheck(ctx, sessionOf(request).userId, Number(request.query.productId), request.query.vinCode)),
    );
    register(app, CarsApi.servicePackageAdsCheck, async (request) =>
      ok(await servicePackageAdsCheck(ctx, sessionOf(request).userId, Number(request.query.productSpecsId), request.query.vin)),
    );
    register(app, CarsApi.digitalKeyTips, async (request) => ok(await digitalKeyTips(ctx, sessionOf(request).userId, request.query.vin)));
    register(app, CarsApi.digitalKeySign, async (request) => ok(await signDigitalKey(ctx, sessionOf(request).userId, request.body)));
  };
}
