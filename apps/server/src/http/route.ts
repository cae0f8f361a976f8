import { Envelope, type AnswerOf, type ApiEnvelope, type BodyOf, type ParamsOf, type QueryOf, type RouteDecl } from '@emall/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';

/** A request as its declaration shapes it: body, query and params already validated against the schemas. */
type RouteRequest<R extends RouteDecl> = FastifyRequest<{ Body: BodyOf<R>; Querystring: QueryOf<R>; Params: ParamsOf<R> }>;

/**
 * What a handler gives back: the envelope of the declared answer, or the reply it already sent
 * (a cached answer serialised ahead of time, see envelope.ts `sendJson`).
 */
export type RouteHandler<R extends RouteDecl> = (request: RouteRequest<R>, reply: FastifyReply) => Promise<ApiEnvelope<AnswerOf<R>> | FastifyReply>;

/** What only the server knows about handling a call, beside its route config. */
export type RegisterOptions = Pick<RouteOptions, 'preValidation' | 'bodyLimit'>;

/**
 * Registers the handler of a declared call: method, path, auth mode, validation and the OpenAPI
 * entry all come from the declaration in the contract, never restated here.
 */
export function register<R extends RouteDecl>(
  app: FastifyInstance,
  decl: R,
  handler: RouteHandler<R>,
  config: FastifyContextConfig = {},
  options: RegisterOptions = {},
): void {
  const { params, query, body, headers, consumes, answer } = decl.shape;
  app.route({
    ...options,
    method: decl.method,
    url: decl.path,
    config: { ...config, ...(decl.auth ? { auth: decl.auth } : {}), declaration: decl },
    schema: {
      ...(decl.tag ? { tags: [decl.tag] } : {}),
      summary: decl.summary,
      ...(consumes ? { consumes: [...consumes] } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(headers ? { headers } : {}),
      response: { 200: Envelope(answer) },
    },
    // The declaration's types are the schema's: Fastify validated the request against them.
    handler: handler as unknown as RouteHandlerMethod,
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's declaration a route was registered from (set by `register` only). */
    declaration?: RouteDecl;
  }
}

/** A route as the server registered it: what the route-table test checks against the declarations. */
export interface RegisteredRoute {
  method: string;
  url: string;
  declaration: RouteDecl | undefined;
  /** Hidden from the OpenAPI document (sandbox pages). */
  hidden: boolean;
}

/** Records every route registered on the server from now on (HEAD twins of GET routes left out). */
export function recordRoutes(server: FastifyInstance): readonly RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, declaration: route.config?.declaration, hidden: route.schema?.hide === true });
    }
  });
  return routes;
}
