import zlib from 'node:zlib';
import { ADMIN_API_BASE, API_BASE, brand } from '@emall/contract';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { systemClock, type AppContext, type Clock } from './context.ts';
import type { Database } from './db/client.ts';
import { refuseStrayAdminRoutes, setUpAdminApi, shopperDocTransform } from './http/admin-api.ts';
import type { AdminRouteEntry } from './http/admin-route.ts';
import { registerAuth } from './http/auth.ts';
import { createJobQueue } from './modules/jobs/job-queue.service.ts';
import { lazyChildLogger, RequestLogs } from './http/request-logs.ts';
import { recordRoutes, type RegisteredRoute } from './http/route.ts';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { STREAM_BROTLI_WINDOW_BITS } from './http/prepared-answer.ts';
import { LazySchemas } from './http/lazy-schemas.ts';
import { registerLazySwaggerUi } from './http/lazy-docs.ts';
import { HotReads } from './http/hot-reads.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { trustProxyOption } from './http/trust-proxy.ts';
import { registerV5Signature } from './http/v5-signature.ts';
import { registerValidation } from './http/validation.ts';
import { registerWeb } from './http/web.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { afterSalesAdminRoutes } from './modules/after-sales/after-sales.admin-routes.ts';
import { agreementsAdminRoutes } from './modules/agreements/agreements.admin-routes.ts';
import { articlesAdminRoutes } from './modules/articles/articles.admin-routes.ts';
import { afterSalesRoutes } from './modules/after-sales/after-sales.routes.ts';
import { isShipmentHeld } from './modules/after-sales/after-sales.service.ts';
import { awaitsCrowdfundOutcome } from './modules/catalogue/crowdfunds.service.ts';
import { linesAfterSales } from './modules/after-sales/line-standing.service.ts';
import { regionsRoutes } from './modules/address/regions.routes.ts';
import { agreementsRoutes } from './modules/agreements/agreements.routes.ts';
import { articlesRoutes } from './modules/articles/articles.routes.ts';
import { auditAdminRoutes } from './modules/audit/audit.admin-routes.ts';
import { usersAdminRoutes } from './modules/auth/auth.admin-routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { carsRoutes } from './modules/cars/cars.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { crowdfundAdminRoutes } from './modules/crowdfund/crowdfund.admin-routes.ts';
import { crowdfundRoutes } from './modules/crowdfund/crowdfund.routes.ts';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin-routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { messengerAuthorizeRoutes } from './modules/auth/messenger-authorize.routes.ts';
import { messengerSandboxRoutes } from './modules/dev/messenger-sandbox.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { goodsRoutes } from './modules/goods/goods.routes.ts';
import { loveRoutes } from './modules/goods/love.routes.ts';
import { shareRoutes } from './modules/goods/share.routes.ts';
import { imRoutes } from './modules/im/im.routes.ts';
import { invoiceAdminRoutes } from './modules/invoices/invoices.admin-routes.ts';
import { jobsAdminRoutes } from './modules/jobs/jobs.admin-routes.ts';
import { reconciliationAdminRoutes } from './modules/reconciliation/reconciliation.admin-routes.ts';
import { smsAdminRoutes } from './modules/notifications/sms.admin-routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { warrantyAdminRoutes } from './modules/warranty/warranty.admin-routes.ts';
import { warrantyRoutes } from './modules/warranty/warranty.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { lifecycleRoutes } from './modules/order-lifecycle/lifecycle.routes.ts';
import { smsReportRoutes } from './modules/notifications/sms-report.routes.ts';
import { kuaidi100CallbackRoutes } from './modules/order-lifecycle/parcel-callback.routes.ts';
import { storeSandboxRoutes } from './modules/order-lifecycle/store-sandbox.routes.ts';
import { goodsAdminRoutes } from './modules/goods/goods.admin-routes.ts';
import { pagesAdminRoutes } from './modules/pages/pages.admin-routes.ts';
import { searchAdminRoutes } from './modules/search/search.admin-routes.ts';
import { operatorsAdminRoutes } from './modules/operators/operators.admin-routes.ts';
import { devOperatorRoutes } from './modules/operators/operators.dev-routes.ts';
import { signInAdminRoutes } from './modules/operators/sign-in.admin-routes.ts';
import { orderAdminRoutes } from './modules/order-admin/order-admin.admin-routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { payGatewayFormRoutes } from './modules/payments/pay-gateway-form.routes.ts';
import { paySandboxRoutes } from './modules/payments/pay-sandbox.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { pointsRoutes } from './modules/points/points.routes.ts';
import { rightsAdminRoutes } from './modules/rights/rights.admin-routes.ts';
import { rightsRoutes } from './modules/rights/rights.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { beaconsDelivered } from './modules/tracking/tracking.service.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { createSandboxFulfilment, type FulfilmentProvider } from './providers/fulfilment.ts';
import { createSandboxCarrier, type CarrierProvider } from './providers/carrier.ts';
import { createKuaidi100Carrier } from './providers/carrier-kuaidi100.ts';
import { createSandboxGeocoder, type GeocoderProvider } from './providers/geocoder.ts';
import { createInvoicing } from './providers/invoicing.ts';
import { createSandboxMail } from './providers/mail.ts';
import { createSandboxMessenger, isSandboxMessenger, type MessengerProvider } from './providers/messenger.ts';
import { createWechatMessenger } from './providers/messenger-wechat.ts';
import { createPayProvider, isSandboxPay, type PayProvider } from './providers/pay.ts';
import { createSandboxSms, type SmsProvider } from './providers/sms.ts';
import { createAliyunSms } from './providers/sms-aliyun.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  sms?: SmsProvider;
  messenger?: MessengerProvider;
  geocoder?: GeocoderProvider;
  carrier?: CarrierProvider;
  pay?: PayProvider;
  fulfilment?: FulfilmentProvider;
}

export interface App {
  server: FastifyInstance;
  ctx: AppContext;
  /** Every console call (method, url, what it needs), filled as the admin plugin registers them. */
  adminRoutes: readonly AdminRouteEntry[];
  /** Every route the server registered, with the declaration it came from (see http/route.ts). */
  routes: readonly RegisteredRoute[];
  /** Compiles every route schema not used yet (they compile on first use; a test calls this). */
  compileSchemas(): void;
}

/** Builds the whole server without listening; tests call it and use `server.inject()`. */
export async function buildApp({ config, database, clock = systemClock, sms, messenger, geocoder, carrier, pay, fulfilment }: AppOptions): Promise<App> {
  const lazySchemas = new LazySchemas();
  // Cached public reads answered before routing, with the API answers' security headers (set below).
  let apiHeaders: Readonly<Record<string, string>> = {};
  const hotReads = new HotReads(() => apiHeaders, config.trustProxy);
  const server = Fastify({
    serverFactory: hotReads.serverFactory(),
    logger: { level: config.logLevel },
    schemaController: { compilersFactory: { buildSerializer: lazySchemas.serializerFactory() } },
    // No line per request: a 5xx or a slow answer is logged (http/request-logs.ts).
    logController: new RequestLogs(),
    childLoggerFactory: lazyChildLogger,
    bodyLimit: 256 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors,
  });
  const routes = recordRoutes(server);

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    sms:
      sms ??
      (config.sms.provider === 'aliyun' ? createAliyunSms(config.sms) : createSandboxSms(database.db, brand.name, config.env === 'production' ? null : server.log)),
    messenger:
      messenger ??
      (config.messenger.provider === 'wechat'
        ? createWechatMessenger(config.messenger, () => clock.now())
        : createSandboxMessenger(config.messenger, database.db, clock)),
    geocoder: geocoder ?? createSandboxGeocoder(database.db),
    carrier:
      carrier ??
      (config.carrier.provider === 'kuaidi100'
        ? createKuaidi100Carrier(config.carrier)
        : createSandboxCarrier({ secret: `${config.appSecret}:carrier`, stepMs: config.lifecycle.carrierStepMs })),
    pay: pay ?? createPayProvider(config.pay, database.db, clock, (message) => server.log.warn(message)),
    fulfilment: fulfilment ?? createSandboxFulfilment(),
    invoicing: createInvoicing(config.invoicing, (message) => server.log.warn(message)),
    mail: createSandboxMail(database.db),
    log: server.log,
    // After-sales holds an order with an open 仅退款; a crowdfund holds its supporters' orders until it succeeds (issue 19).
    shipmentHolds: { isHeld: async (tx, orderId) => (await isShipmentHeld(tx, orderId)) || (await awaitsCrowdfundOutcome(tx, orderId)) },
    jobs: createJobQueue(database, server.log),
  };
  // Runs in flight finish before the database closes (shutdown, a test's close).
  server.addHook('onClose', () => ctx.jobs.stop());

  // Only JSON bodies are spoken here; Fastify's default text/plain parser would let other text through.
  server.removeContentTypeParser('text/plain');
  registerValidation(server, lazySchemas, { checkSchemas: config.env === 'test' });
  registerErrorHandler(server);
  registerAuth(server, ctx);
  registerV5Signature(server, ctx);
  // Every console call, filled by the admin plugin below; a console path registered elsewhere stops the start.
  const adminRoutes: AdminRouteEntry[] = [];
  refuseStrayAdminRoutes(server, adminRoutes);

  apiHeaders = registerSecurityHeaders(server, { webDist: config.webDist, consoleDist: config.consoleDist, pictureHosts: config.pictureHosts });
  server.decorate('hotReads', hotReads);
  // Fastify sheds requests with 503 once closing begins (before preClose): so do the early answers.
  server.addHook('preClose', (done) => {
    hotReads.close();
    done();
  });
  // Answers over 1 KB go compressed to a client that accepts it. Answers that carry their encoding
  // already (cached reads' prepared bytes, the built app's .br/.gz files) pass through untouched;
  // request bodies are read as before (no client sends them compressed).
  // Brotli's window is 256 KB, not 4 MB: every compressing stream allocates its window, and no
  // answer compressed per request comes near that size (issue 16 item 4, memory after load).
  await server.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: STREAM_BROTLI_WINDOW_BITS } },
  });

  await server.register(fastifySwagger, {
    openapi: {
      info: { title: `${brand.shopName} API`, version: '0.1.0', description: 'Every response is { code, message, result }; code 0 is success.' },
      servers: [{ url: '/' }],
    },
    transform: shopperDocTransform,
  });
  registerLazySwaggerUi(server, `${API_BASE}/docs`, () => server.swagger());

  // Beacons still in flight are written before the database goes.
  server.addHook('onClose', () => beaconsDelivered(ctx));

  // The map of the API: one plugin per domain, all under the gateway base path.
  await server.register(
    async (api) => {
      await api.register(authRoutes(ctx));
      await api.register(agreementsRoutes(ctx));
      await api.register(filesRoutes(ctx));
      await api.register(pagesRoutes(ctx));
      await api.register(articlesRoutes(ctx));
      await api.register(goodsRoutes(ctx));
      await api.register(carsRoutes(ctx));
      await api.register(loveRoutes(ctx));
      await api.register(searchRoutes(ctx));
      await api.register(crowdfundRoutes(ctx));
      await api.register(shareRoutes(ctx));
      await api.register(rightsRoutes(ctx));
      await api.register(pointsRoutes(ctx));
      await api.register(cartRoutes(ctx));
      await api.register(ordersRoutes(ctx));
      await api.register(lifecycleRoutes(ctx, linesAfterSales));
      await api.register(paymentsRoutes(ctx));
      await api.register(afterSalesRoutes(ctx));
      await api.register(reviewsRoutes(ctx));
      await api.register(regionsRoutes());
      await api.register(addressRoutes(ctx));
      await api.register(storesRoutes(ctx));
      await api.register(imRoutes(ctx));
      await api.register(invoicesRoutes(ctx));
      await api.register(warrantyRoutes(ctx));
      await api.register(notificationsRoutes(ctx));
      await api.register(trackingRoutes(ctx));
      if (config.env !== 'production') await api.register(devRoutes(ctx));
      if (config.env !== 'production') await api.register(devOperatorRoutes(ctx));
    },
    { prefix: API_BASE },
  );
  // The console's API (issue 14): one encapsulated plugin with its own guard, route table and
  // OpenAPI document. Every route in it is registered with registerAdmin.
  await server.register(
    async (admin) => {
      await setUpAdminApi(admin, ctx, adminRoutes);
      await admin.register(signInAdminRoutes(ctx));
      await admin.register(operatorsAdminRoutes(ctx));
      await admin.register(auditAdminRoutes(ctx));
      await admin.register(usersAdminRoutes(ctx));
      await admin.register(rightsAdminRoutes(ctx));
      await admin.register(crowdfundAdminRoutes(ctx));
      await admin.register(dashboardAdminRoutes(ctx));
      await admin.register(goodsAdminRoutes(ctx));
      await admin.register(pagesAdminRoutes(ctx));
      await admin.register(searchAdminRoutes(ctx));
      await admin.register(afterSalesAdminRoutes(ctx));
      await admin.register(articlesAdminRoutes(ctx));
      await admin.register(agreementsAdminRoutes(ctx));
      await admin.register(orderAdminRoutes(ctx));
      await admin.register(invoiceAdminRoutes(ctx));
      await admin.register(warrantyAdminRoutes(ctx));
      await admin.register(jobsAdminRoutes(ctx));
      await admin.register(reconciliationAdminRoutes(ctx));
      await admin.register(smsAdminRoutes(ctx));
    },
    { prefix: ADMIN_API_BASE },
  );
  await server.register(mediaRoutes(ctx));
  await server.register(messengerAuthorizeRoutes(ctx));
  // The sandbox messenger's own consent page, outside the API as the real messenger's is.
  if (config.env !== 'production' && isSandboxMessenger(ctx.messenger)) {
    await server.register(messengerSandboxRoutes(ctx, ctx.messenger));
  }
  // The sandbox pay channel's gateway page: in development, the demo (npm start), and a staging
  // deploy that allows the sandbox (ALLOW_SANDBOX=pay; production refuses to start on it otherwise).
  if (isSandboxPay(ctx.pay)) {
    await server.register(paySandboxRoutes(ctx, ctx.pay), { prefix: API_BASE });
  }
  // The page that posts a payment's signed form on to a channel's form-only pay page (ICBC, UnionPay).
  await server.register(payGatewayFormRoutes(ctx), { prefix: API_BASE });

  // Alibaba Cloud SMS's delivery receipts, when a report token is configured.
  if (config.sms.provider === 'aliyun' && config.sms.reportToken) await server.register(smsReportRoutes(ctx, config.sms.reportToken), { prefix: API_BASE });

  // Kuaidi100's pushes of subscribed parcels' traces, outside the shopper API's JSON.
  if (config.carrier.provider === 'kuaidi100') await server.register(kuaidi100CallbackRoutes(ctx, config.carrier.salt), { prefix: API_BASE });

  // The sandbox store's counter (pickup vouchers), outside the API as a store system would be.
  if (config.env !== 'production') await server.register(storeSandboxRoutes(ctx));

  server.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await registerWeb(server, { webDist: config.webDist, consoleDist: config.consoleDist }, ctx);
  return { server, ctx, adminRoutes, routes, compileSchemas: () => lazySchemas.compileAll() };
}
