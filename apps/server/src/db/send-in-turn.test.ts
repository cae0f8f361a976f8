import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sendInTurn } from './send-in-turn.ts';

/** A connection that answers after a while and records how many statements it ran at once. */
function slowClient() {
  const seen = { running: 0, most: 0, order: [] as string[] };
  const client = {
    async query(text: string) {
      seen.running++;
      seen.most = Math.max(seen.most, seen.running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.running--;
      seen.order.push(text);
      if (text === 'bad') throw new Error('refused');
      return { rows: [text] };
    },
  };
  sendInTurn(client as unknown as pg.ClientBase);
  return { client: client as unknown as { query: (text: string) => Promise<{ rows: string[] }> }, seen };
}

describe('sendInTurn', () => {
  it('sends statements started together one at a time, in the order they were started', async () => {
    const { client, seen } = slowClient();
    const answers = await Promise.all(['a', 'b', 'c'].map((text) => client.query(text)));
    expect(answers.map((answer) => answer.rows[0])).toEqual(['a', 'b', 'c']);
    expect(seen.most).toBe(1);
    expect(seen.order).toEqual(['a', 'b', 'c']);
  });

  it('goes on with the next statement after one fails, and fails only that one', async () => {
    const { client, seen } = slowClient();
    const [bad, good] = await Promise.allSettled([client.query('bad'), client.query('good')]);
    expect(bad.status).toBe('rejected');
    expect(good).toMatchObject({ status: 'fulfilled', value: { rows: ['good'] } });
    expect(seen.most).toBe(1);
  });
});
