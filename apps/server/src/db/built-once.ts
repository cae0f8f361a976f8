import { Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/**
 * Statements whose SQL text Drizzle builds once, with placeholders for the values, instead of on
 * every request (issue 16 item 6: building the write paths' big texts from Drizzle's objects was
 * 15–45 % of the server's CPU per request). What is kept is what Drizzle's own `.prepare()` keeps
 * — the text, the parameters with their placeholders, how to read the answer back — but not the
 * connection: a prepared query of Drizzle's is bound to the session it was built on, while these
 * run on whatever executor they are given (the pool, or a request's transaction).
 *
 * Drizzle offers no public way to run a built query on another session: `session.prepareQuery` is
 * the call its builders' `execute` make themselves, on both drivers the server uses
 * (node-postgres, PGlite). `built-once.test.ts` holds them to it.
 */

/** A placeholder for the value named `name` in a built-once statement. */
export const value = <N extends string>(name: N): Placeholder<N> => sql.placeholder(name);

/** What Drizzle keeps of a built query (a PgPreparedQuery's own fields, internal to Drizzle). */
interface BuiltQuery {
  queryString: string;
  params: unknown[];
  fields?: unknown;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
  isResponseInArrayMode(): boolean;
}

interface PreparedQuery {
  joinsNotNullableMap?: unknown;
  execute(values: Record<string, unknown>): Promise<unknown>;
}

interface Session {
  prepareQuery(query: { sql: string; params: unknown[] }, fields: unknown, name: undefined, arrayMode: boolean, mapper: unknown): PreparedQuery;
}

/**
 * The parameters with `values` in their placeholders. Drizzle's own filling (`fillPlaceholders`)
 * hands a null to the column's encoder, which a timestamp's or a JSON column's cannot take; a null
 * goes as null here, as it does when Drizzle builds a statement with the value in it.
 */
function fill(params: readonly unknown[], values: Record<string, unknown>): unknown[] {
  return params.map((p) => {
    const param = p instanceof Param ? p : null;
    const placeholder = param ? param.value : p;
    if (!(placeholder instanceof Placeholder)) return p;
    if (!(placeholder.name in values)) throw new Error(`No value for placeholder "${placeholder.name}"`);
    const v = values[placeholder.name];
    return v === null || v === undefined ? null : param ? param.encoder.mapToDriverValue(v) : v;
  });
}

function run(db: Executor, built: BuiltQuery, values: Record<string, unknown>): Promise<unknown> {
  const { session } = db as unknown as { session: Session };
  const params = fill(built.params, values);
  const query = session.prepareQuery({ sql: built.queryString, params }, built.fields, undefined, built.isResponseInArrayMode(), built.customResultMapper);
  query.joinsNotNullableMap = built.joinsNotNullableMap;
  return query.execute({});
}

/**
 * A query builder's statement (select, insert, update, delete), built the first time it runs:
 * `build` gets an executor and returns the builder with `value('name')` where values go; each call
 * answers what the builder's own `await` would, with `values` in the placeholders.
 */
export function builtOnce<V extends Record<string, unknown>, R>(
  build: (db: Executor) => { prepare(name: string): { execute(values?: V): Promise<R> } },
): (db: Executor, values: V) => Promise<R> {
  let built: BuiltQuery | undefined;
  return async (db, values) => {
    built ??= build(db).prepare('built-once') as unknown as BuiltQuery;
    return (await run(db, built, values)) as R;
  };
}

/** How `db.execute` answers raw SQL on both drivers: node-postgres's QueryResult and PGlite's results both carry `rows`. */
interface RawAnswer<Row> {
  rows: Row[];
}

const dialect = new PgDialect();

/** Raw SQL (what `db.execute` runs), built the first time it runs; answers its rows. */
export function sqlBuiltOnce<V extends Record<string, unknown>, Row>(build: () => SQL): (db: Executor, values: V) => Promise<Row[]> {
  let built: BuiltQuery | undefined;
  return async (db, values) => {
    if (!built) {
      const query = dialect.sqlToQuery(build());
      built = { queryString: query.sql, params: query.params, isResponseInArrayMode: () => false };
    }
    return ((await run(db, built, values)) as RawAnswer<Row>).rows;
  };
}
