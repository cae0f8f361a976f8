import { ADMIN_API_BASE, ADMIN_CSRF_HEADER, ADMIN_DOCS_PATH, ADMIN_SESSION_COOKIE, brand, ErrorCode, errorInfo } from '@emall/contract';
import fastifySwagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerAdminGuard, type AdminRouteEntry } from './admin-route.ts';
import { registerLazySwaggerUi } from './lazy-docs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console API's own OpenAPI document (the shopper one is `swagger`). */
    adminSwagger: FastifyInstance['swagger'];
  }
}

const isDocs = (url: string) => url === ADMIN_DOCS_PATH || url.startsWith(`${ADMIN_DOCS_PATH}/`);

/**
 * The shopper document leaves the console's calls out: both documents see every route (the
 * shopper one from the root, the admin one from inside the admin plugin), each lists its own.
 */
export const shopperDocTransform: NonNullable<FastifyDynamicSwaggerOptions['transform']> = ({ schema, url }) =>
  url === ADMIN_API_BASE || url.startsWith(`${ADMIN_API_BASE}/`) ? { schema: { ...schema, hide: true }, url } : { schema, url };

/**
 * A console path registered anywhere but through the admin plugin would miss its guard: the
 * server refuses to start then. Call on the root instance; `table` is the admin plugin's.
 */
export function refuseStrayAdminRoutes(server: FastifyInstance, table: readonly AdminRouteEntry[]): void {
  const seen: string[] = [];
  server.addHook('onRoute', (route) => {
    const under = route.url === ADMIN_API_BASE || route.url.startsWith(`${ADMIN_API_BASE}/`);
    if (!under || isDocs(route.url)) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') seen.push(`${method} ${route.url}`);
  });
  server.addHook('onReady', async () => {
    const guarded = new Set(table.map((r) => `${r.method} ${r.url}`));
    const stray = seen.filter((r) => !guarded.has(r));
    if (stray.length) throw new Error(`console routes outside the admin plugin (register them there with registerAdmin): ${stray.join(', ')}`);
  });
}

/**
 * Sets up the encapsulated admin plugin (registered at ADMIN_API_BASE): the guard on every route,
 * the route table, answers that are never cached, its own OpenAPI document at ADMIN_DOCS_PATH,
 * and 404s in the envelope (the shop's SPA fallback must not answer a console call).
 */
export async function setUpAdminApi(admin: FastifyInstance, ctx: AppContext, table: AdminRouteEntry[]): Promise<void> {
  registerAdminGuard(admin, ctx, table, isDocs);
  admin.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await admin.register(fastifySwagger, {
    decorator: 'adminSwagger',
    openapi: {
      info: {
        title: `${brand.shopName} console API`,
        version: '0.1.0',
        description:
          'The operations console. Every response is { code, message, result }; code 0 is success. Sign in sets an httpOnly cookie; send the csrfToken in the x-csrf-token header on every call but GET.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: ADMIN_SESSION_COOKIE },
          csrf: { type: 'apiKey', in: 'header', name: ADMIN_CSRF_HEADER },
        },
      },
    },
    // Each call says what it needs: the permission, or that any signed-in operator (or anyone) may call it.
    transform: ({ schema, url, route }) => {
      const access = route.config?.adminAccess;
      return { schema: access ? { ...schema, description: `Needs: ${access}` } : schema, url };
    },
  });
  registerLazySwaggerUi(admin, ADMIN_DOCS_PATH.slice(ADMIN_API_BASE.length), () => admin.adminSwagger());
  admin.setNotFoundHandler((_request, reply) => {
    const info = errorInfo[ErrorCode.NOT_FOUND];
    return reply.status(info.status).send({ code: ErrorCode.NOT_FOUND, message: info.message, result: null });
  });
}
