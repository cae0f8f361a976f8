import Ajv, { type ErrorObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { LazySchemas } from './lazy-schemas.ts';

const common: Options = {
  useDefaults: true,
  removeAdditional: false,
  // allErrors would let one request make the validator walk every error: a DoS lever.
  allErrors: false,
  // TypeBox adds its own annotation keywords.
  strict: false,
};

/**
 * NUL and unpaired UTF-16 surrogates: PostgreSQL stores neither in text or jsonb (UTF-8 has no
 * code for a lone surrogate, and text ends at 0x00), so such a value would fail at the database
 * with a 500. With the `u` flag a well-paired surrogate is one code point and does not match.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

const STORABLE_KEYWORD = 'storableText';

/** The path (Ajv's instancePath) of the first string or key in `data` that PostgreSQL cannot store, or null. */
export function unstorableTextAt(data: unknown, path = ''): string | null {
  if (typeof data === 'string') return UNSTORABLE.test(data) ? path : null;
  if (data === null || typeof data !== 'object') return null;
  if (Array.isArray(data)) {
    for (let i = 0; i < data.length; i++) {
      const found = unstorableTextAt(data[i], `${path}/${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  for (const key of Object.keys(data)) {
    if (UNSTORABLE.test(key)) return path;
    const found = unstorableTextAt((data as Record<string, unknown>)[key], `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * One check for every text a request carries: added to the root of each body, query and params
 * schema at compile time, so it reaches fields the schema leaves free-form (jsonb objects, records)
 * and costs a route without text nothing but a short walk.
 */
function addStorableText(ajv: Ajv): Ajv {
  ajv.addKeyword({ keyword: STORABLE_KEYWORD, schemaType: 'boolean', errors: true, validate: storableText });
  return ajv;
}

function storableText(_enabled: boolean, data: unknown, _schema: unknown, cxt?: { instancePath: string }): boolean {
  const at = unstorableTextAt(data);
  if (at === null) return true;
  storableText.errors = [{ keyword: STORABLE_KEYWORD, instancePath: `${cxt?.instancePath ?? ''}${at}`, schemaPath: '#', params: {} }];
  return false;
}
storableText.errors = [] as ErrorObject[];

function withStorableText(schema: unknown): unknown {
  return typeof schema === 'object' && schema !== null ? { ...schema, [STORABLE_KEYWORD]: true } : schema;
}

/**
 * Query strings and path parameters are text, so they are coerced to the schema's types;
 * JSON bodies are not: a number where the contract says string is the client's mistake.
 * Query and path values the schema does not name are dropped, so a handler that passes its
 * query on sees only what was validated (a shared link may carry extra tracking parameters).
 * Header schemas name a few headers among many, so nothing is dropped from them.
 */
export function registerValidation(app: FastifyInstance, lazy = new LazySchemas(), { checkSchemas = true } = {}): void {
  // Checking a schema against JSON Schema's meta-schema makes each Ajv compile that meta-schema
  // first (~25 ms of CPU each, new code a code cache never holds), on a start's first request
  // (issue 16 item 4, docs/performance.md). The tests check every route's schemas (compileAll);
  // a server's start (buildApp outside tests) leaves it out.
  const own: Options = { ...common, validateSchema: checkSchemas };
  const body = addStorableText(addFormats(new Ajv({ ...own, coerceTypes: false })));
  const url = addStorableText(addFormats(new Ajv({ ...own, coerceTypes: 'array', removeAdditional: 'all' })));
  const headers = addFormats(new Ajv({ ...own, coerceTypes: 'array' }));
  app.setValidatorCompiler(({ schema, httpPart }) =>
    lazy.validator(() => {
      if (httpPart === 'headers') return headers.compile(schema);
      return (httpPart === 'body' ? body : url).compile(withStorableText(schema) as object);
    }),
  );
}
