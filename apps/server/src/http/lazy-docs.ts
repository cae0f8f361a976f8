/**
 * The Swagger UI (the shopper API's at /api-gateway/docs, the console's at /admin-api/docs), loaded
 * on its first request. @fastify/swagger-ui stays outside the bundle (it serves files beside
 * itself) and loads `yaml` and its own copy of @fastify/static when registered: 60–110 ms of a
 * start's main thread (issue 16 item 4, docs/performance.md "PGlite cold start ≤ 1 s") for pages
 * a developer opens now and then. Here the docs' paths are routes of the server from its first
 * answer, and their first request builds a small Fastify holding the UI at the same paths, which
 * answers it and every later one. The OpenAPI documents themselves are the server's, built by
 * @fastify/swagger as routes register.
 */
import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** The server's OpenAPI document (complete once the server is ready, before any request). */
type SwaggerDocument = () => object;

/** Headers of the UI's own answer that this server sets itself (the connection's, and the length of what it sends). */
const OWN_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

async function buildUi(prefix: string, document: SwaggerDocument): Promise<FastifyInstance> {
  const { default: fastifySwaggerUi } = await import('@fastify/swagger-ui');
  const ui = Fastify();
  // The UI serves @fastify/swagger's document: here the server's, as it stands.
  // (`swagger()` is typed as any OpenAPI version's document; static mode's input names 2 and 3.0.)
  await ui.register(fastifySwagger, { mode: 'static', specification: { document: document() as StaticDocumentSpec['document'] } });
  await ui.register(fastifySwaggerUi, { routePrefix: prefix });
  await ui.ready();
  return ui;
}

/**
 * Routes `prefix` (under `app`'s own prefix) and everything under it, hidden from the documents,
 * to a Swagger UI built on the first request, with `document` as it is then.
 */
export function registerLazySwaggerUi(app: FastifyInstance, prefix: string, document: SwaggerDocument): void {
  const path = `${app.prefix}${prefix}`;
  let ui: Promise<FastifyInstance> | null = null;
  // A failed build is tried again by the next request.
  const uiNow = () => (ui ??= buildUi(path, document).catch((error: unknown) => ((ui = null), Promise.reject(error))));
  app.addHook('onClose', async () => {
    await ui?.then(
      (built) => built.close(),
      () => undefined,
    );
  });
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const conditions = Object.fromEntries(
      ['if-none-match', 'if-modified-since'].flatMap((name) => (request.headers[name] === undefined ? [] : [[name, request.headers[name]]])),
    );
    // A HEAD is answered from the GET, as Fastify's own HEAD routes are.
    const res = await (await uiNow()).inject({ method: 'GET', url: request.url, headers: conditions });
    // A file the UI lacks gets this server's 404, as it did when the UI was registered here.
    if (res.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(res.headers)) {
      if (!OWN_HEADERS.has(name) && value !== undefined) reply.header(name, value);
    }
    return reply.code(res.statusCode).send(res.rawPayload);
  };
  for (const url of [prefix, `${prefix}/*`]) app.get(url, { schema: { hide: true } }, handler);
}
