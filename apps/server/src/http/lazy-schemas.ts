import type { ErrorObject, ValidateFunction } from 'ajv';
import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;

/**
 * Route schemas compiled on a route's first use, not at start: compiling every route's validators
 * (Ajv) and response serialisers (fast-json-stringify) was about 1 s of the server's 2.8 s cold
 * start (docs/performance.md). `compileAll` compiles what is still pending, so a test proves every
 * schema compiles, as an eager start did.
 */
export class LazySchemas {
  private readonly pending = new Set<() => void>();

  /** A validator that compiles on its first call; Fastify reads `.errors` after a failed one. */
  validator(compile: () => ValidateFunction) {
    let compiled: ValidateFunction | undefined;
    const force = () => {
      compiled ??= compile();
      this.pending.delete(force);
      return compiled;
    };
    const validate = (data: unknown) => {
      const fn = force();
      // Our schemas are synchronous (no $async), so Ajv answers a boolean.
      const valid = fn(data) as boolean;
      validate.errors = fn.errors;
      return valid;
    };
    validate.errors = undefined as ErrorObject[] | null | undefined;
    this.pending.add(force);
    return validate;
  }

  /** Fastify's default response serialiser (fast-json-stringify of the route's schema), built on its first answer. */
  serializerFactory(): SerializerFactory {
    return (externalSchemas, serializerOpts) =>
      ({ schema }) => {
        let compiled: ((data: unknown) => string) | undefined;
        const force = () => {
          compiled ??= fastJson(schema as Schema, { ...serializerOpts, schema: externalSchemas as Record<string, Schema> | undefined });
          this.pending.delete(force);
          return compiled;
        };
        this.pending.add(force);
        return (data: unknown) => force()(data);
      };
  }

  compileAll(): void {
    for (const force of [...this.pending]) force();
  }
}
