import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const common: Options = {
  useDefaults: true,
  removeAdditional: false,
  // allErrors would let one request make the validator walk every error: a DoS lever.
  allErrors: false,
  // TypeBox adds its own annotation keywords.
  strict: false,
};

/**
 * Query strings and path parameters are text, so they are coerced to the schema's types;
 * JSON bodies are not: a number where the contract says string is the client's mistake.
 */
export function registerValidation(app: FastifyInstance): void {
  const coercing = addFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  const strict = addFormats(new Ajv({ ...common, coerceTypes: false }));
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}
