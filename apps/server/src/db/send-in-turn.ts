import type pg from 'pg';
import type { StatementNames } from './statement-names.ts';

type Query = (...args: unknown[]) => unknown;

/** A statement with values as a named one when `names` gives it a name (its own name kept). */
function withName(args: unknown[], names: StatementNames): unknown[] {
  const [first, values, ...rest] = args;
  if (!Array.isArray(values) || values.length === 0) return args;
  if (typeof first === 'string') {
    const name = names.nameOf(first);
    return name ? [{ name, text: first }, values, ...rest] : args;
  }
  const config = first as pg.QueryConfig | null;
  if (!config || typeof config.text !== 'string' || config.name) return args;
  const name = names.nameOf(config.text);
  return name ? [{ ...config, name }, values, ...rest] : args;
}

/**
 * Makes a connection send its statements one after another. A transaction may start several at
 * once (Promise.all on one transaction); node-postgres queues them inside the client, which it
 * deprecates ("client.query() when the client is already executing a query") and pg@9 refuses.
 * The callback form is the pool's own `pool.query`, which has the connection to itself.
 * With `names` (PostgreSQL), a statement sent often goes as a named prepared statement, in a
 * transaction or through `pool.query`.
 */
export function sendInTurn(client: pg.ClientBase, names?: StatementNames): void {
  const send = client.query.bind(client) as Query;
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn: Query = (...args) => {
    const sent = names ? withName(args, names) : args;
    if (typeof sent.at(-1) === 'function') return send(...sent);
    const answer = turn.then(() => send(...sent));
    turn = answer.catch(() => undefined);
    return answer;
  };
  (client as unknown as { query: Query }).query = inTurn;
}
