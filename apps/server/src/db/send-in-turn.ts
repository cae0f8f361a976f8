import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/**
 * Makes a connection send its statements one after another. A transaction may start several at
 * once (Promise.all on one transaction); node-postgres queues them inside the client, which it
 * deprecates ("client.query() when the client is already executing a query") and pg@9 refuses.
 * The callback form is the pool's own `pool.query`, which has the connection to itself.
 */
export function sendInTurn(client: pg.ClientBase): void {
  const send = client.query.bind(client) as Query;
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn: Query = (...args) => {
    if (typeof args.at(-1) === 'function') return send(...args);
    const answer = turn.then(() => send(...args));
    turn = answer.catch(() => undefined);
    return answer;
  };
  (client as unknown as { query: Query }).query = inTurn;
}
