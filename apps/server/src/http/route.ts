import { Envelope, type AnswerOf, type ApiEnvelope, type BodyOf, type ParamsOf, type QueryOf, type RouteDecl } from '@emall/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';

/** A request as its declaration shapes it: body, query and params already validated against the schemas. */
type RouteRequest<R extends RouteDecl> = FastifyRequest<{ Body: BodyOf<R>; Querystring: QueryOf<R>; Params: ParamsOf<R> }>;

/**
 * What a handler gives back: the envelope of the declared answer, or the reply it already sent
 * (a cached answer serialised ahead of time, see envelope.ts `sendJson`).
 */
export type RouteHandler<R extends RouteDecl> = (request: RouteRequest<R>, reply: FastifyReply) => Promise<ApiEnvelope<AnswerOf<R>> | FastifyReply>;

/**
 * Registers the handler of a declared call: method, path, auth mode, validation and the OpenAPI
 * entry all come from the declaration in the contract, never restated here.
 */
export function register<R extends RouteDecl>(app: FastifyInstance, decl: R, handler: RouteHandler<R>, config: FastifyContextConfig = {}): void {
  const { params, query, body, answer } = decl.shape;
  app.route({
    method: decl.method,
    url: decl.path,
    config: decl.auth ? { ...config, auth: decl.auth } : config,
    schema: {
      ...(decl.tag ? { tags: [decl.tag] } : {}),
      summary: decl.summary,
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      response: { 200: Envelope(answer) },
    },
    // The declaration's types are the schema's: Fastify validated the request against them.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
