import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger, RequestLogs } from './request-logs.ts';

function appWithLogs() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    logController: new RequestLogs(),
    childLoggerFactory: lazyChildLogger,
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async (_request, reply) => reply.status(503).send({ ok: false }));
  app.get('/noted', async (request) => {
    request.log.info({ note: 1 }, 'noted');
    return { ok: true };
  });
  return { app, lines };
}

describe('request logs', () => {
  it('writes nothing for an ordinary answer and a warning for a 5xx', async () => {
    const { app, lines } = appWithLogs();
    await app.inject({ url: '/ok' });
    expect(lines).toEqual([]);
    await app.inject({ url: '/broken' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'request', method: 'GET', url: '/broken', status: 503 });
    expect(lines[0]!.reqId).toEqual(expect.any(String));
  });

  it("binds a request's lines to its id when it logs, the logger made on that first line", async () => {
    const { app, lines } = appWithLogs();
    await app.inject({ url: '/noted' });
    await app.inject({ url: '/noted' });
    expect(lines.map((l) => [l.msg, l.note])).toEqual([
      ['noted', 1],
      ['noted', 1],
    ]);
    expect(lines[0]!.reqId).not.toBe(lines[1]!.reqId);
  });
});
