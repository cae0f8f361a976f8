import type { Static, TSchema } from 'typebox';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a call carries and answers: the schemas the server validates with and the clients type from. */
export interface RouteShape {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** Request headers the call reads (validated, and shown in the OpenAPI entry). */
  headers?: TSchema;
  /** A body that is not JSON (a multipart upload): its media types; the handler reads it itself. */
  consumes?: readonly string[];
  /** The `result` of the success envelope. */
  answer: TSchema;
}

/**
 * One call of the API, declared once: the server registers its handler from it and the clients
 * type their call from it, so a path found here leads in one hop to both.
 */
export interface RouteDecl<M extends Method = Method, P extends string = string, S extends RouteShape = RouteShape> {
  readonly method: M;
  readonly path: P;
  readonly summary: string;
  readonly shape: S;
  /** The OpenAPI group, set by `declareApi`. */
  readonly tag?: string;
  /** Shopper calls: whether the login token is required, optional (a guest or visitor may call) or never read. */
  readonly auth?: AuthMode;
  /** Admin calls only: the permission an operator needs. */
  readonly permission?: string;
}

export type AuthMode = 'required' | 'optional';

export function route<const M extends Method, const P extends string, const S extends RouteShape>(
  method: M,
  path: P,
  summary: string,
  shape: S,
  auth?: AuthMode,
): RouteDecl<M, P, S> {
  return auth ? { method, path, summary, shape, auth } : { method, path, summary, shape };
}

/** An operators' call: a route that names the permission it needs. */
export function adminRoute<const M extends Method, const P extends string, const Perm extends string, const S extends RouteShape>(
  method: M,
  path: P,
  permission: Perm,
  summary: string,
  shape: S,
): RouteDecl<M, P, S> & { readonly permission: Perm } {
  return { method, path, permission, summary, shape };
}

/** A module's calls under one OpenAPI tag. */
export function declareApi<const T extends Record<string, RouteDecl>>(tag: string, routes: T): { readonly [K in keyof T]: T[K] & { readonly tag: string } } {
  return Object.fromEntries(Object.entries(routes).map(([name, decl]) => [name, { ...decl, tag }])) as {
    readonly [K in keyof T]: T[K] & { readonly tag: string };
  };
}

type Part<S extends RouteShape, K extends keyof RouteShape> = S[K] extends TSchema ? Static<S[K]> : undefined;

export type AnswerOf<R extends RouteDecl> = Static<R['shape']['answer']>;
export type BodyOf<R extends RouteDecl> = Part<R['shape'], 'body'>;
export type QueryOf<R extends RouteDecl> = Part<R['shape'], 'query'>;
export type ParamsOf<R extends RouteDecl> = Part<R['shape'], 'params'>;

/** The declarations of a union of routes at one method and path (a client's lookup by path). */
export type RouteAt<R extends RouteDecl, M extends Method, P extends string> = Extract<R, { method: M; path: P }>;

/** Every declaration of a `declareApi` table, as a union. */
export type RoutesOf<T> = T[keyof T] extends infer R extends RouteDecl ? R : never;
