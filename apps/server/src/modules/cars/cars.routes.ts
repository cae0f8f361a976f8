import {
  CheckResult,
  DigitalKeySignBody,
  DigitalKeySignResult,
  DigitalKeyTips,
  DigitalKeyTipsQuery,
  Envelope,
  Paths,
  ServicePackageAdsCheckQuery,
  ServicePackageSkipCheckQuery,
} from '@emall/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { digitalKeyTips, servicePackageAdsCheck, servicePackageSkipCheck, signDigitalKey } from './vin-checks.service.ts';

/** The checks that need the user's car (VIN): service packages and the digital key. */
export function carsRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const tags = ['cars'];

    app.get(
      Paths.servicePackageSkipCheck,
      {
        config: { auth: 'required' },
        schema: {
          tags,
          summary: "May the user's car (vinCode) have this service package? pass false says why",
          querystring: ServicePackageSkipCheckQuery,
          response: { 200: Envelope(CheckResult) },
        },
      },
      async (request) =>
        ok(await servicePackageSkipCheck(ctx, sessionOf(request).userId, Number(request.query.productId), request.query.vinCode)),
    );

    app.get(
      Paths.servicePackageAdsCheck,
      {
        config: { auth: 'required' },
        schema: {
          tags,
          summary: "The same check by the package's SKU (productSpecsId), from the ads page",
          querystring: ServicePackageAdsCheckQuery,
          response: { 200: Envelope(CheckResult) },
        },
      },
      async (request) =>
        ok(await servicePackageAdsCheck(ctx, sessionOf(request).userId, Number(request.query.productSpecsId), request.query.vin)),
    );

    app.get(
      Paths.digitalKeySkipTips,
      {
        config: { auth: 'required' },
        schema: {
          tags,
          summary: 'Whether to show the digital-key agreement before buying for this car, and which agreement',
          querystring: DigitalKeyTipsQuery,
          response: { 200: Envelope(DigitalKeyTips) },
        },
      },
      async (request) => ok(await digitalKeyTips(ctx, sessionOf(request).userId, request.query.vin)),
    );

    app.post(
      Paths.digitalKeySign,
      {
        config: { auth: 'required' },
        schema: {
          tags,
          summary: 'Sign the digital-key agreement in force (agmCode) for the user’s car; idempotent',
          body: DigitalKeySignBody,
          response: { 200: Envelope(DigitalKeySignResult) },
        },
      },
      async (request) => ok(await signDigitalKey(ctx, sessionOf(request).userId, request.body)),
    );
  };
}
