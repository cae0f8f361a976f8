import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, Paths, TrackEvents } from '@emall/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { api, createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../../test/test-app.ts';
import { beaconsDelivered, TRACK_BATCHES_PER_MINUTE } from './tracking.service.ts';
import { trackingEvents } from './tracking.table.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ seed: false });
});

afterAll(() => app.close());

const click = (at: number) => ({ event: TrackEvents.HomeFunTabClick, pageCode: 'winter-fest', data: { tabName: '智能', tabIndex: 1, sticky: true }, at });

function track(target: TestApp, payload: unknown, options: { contentType?: string; remoteAddress?: string } = {}) {
  return target.server.inject({
    method: 'POST',
    url: api(Paths.track),
    headers: { 'content-type': options.contentType ?? 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: options.remoteAddress ?? '10.0.0.1',
  });
}

async function stored(target: TestApp): Promise<number> {
  await beaconsDelivered(target.ctx);
  const [row] = await target.ctx.db.select({ n: count() }).from(trackingEvents);
  return row!.n;
}

describe('POST /api/track/events outside production', () => {
  it('answers at once without a login and keeps the events in tracking_events', async () => {
    const at = app.clock.now().getTime() - 1_000;
    const before = await stored(app);
    const res = await track(app, { events: [click(at), { event: TrackEvents.HomeFunTabExposure, at }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'success', result: null });
    expect(await stored(app)).toBe(before + 2);
    const rows = await app.ctx.db.select().from(trackingEvents);
    const row = rows.find((r) => r.event === TrackEvents.HomeFunTabClick)!;
    expect(row).toMatchObject({ pageCode: 'winter-fest', data: { tabName: '智能', tabIndex: 1, sticky: true }, clientIp: '10.0.0.1' });
    expect(row.clientAt.getTime()).toBe(at);
    expect(rows.find((r) => r.event === TrackEvents.HomeFunTabExposure)).toMatchObject({ pageCode: null, data: {} });
  });

  it('accepts a beacon sent as text/plain JSON (navigator.sendBeacon with a string)', async () => {
    const before = await stored(app);
    const res = await track(app, { events: [click(1)] }, { contentType: 'text/plain;charset=UTF-8' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(app)).toBe(before + 1);
  });

  it.each([
    ['no events', { events: [] }],
    ['51 events', { events: Array.from({ length: 51 }, () => click(1)) }],
    ['a missing time', { events: [{ event: 'HomeFunTab_Click' }] }],
    ['a negative time', { events: [click(-1)] }],
    ['an event name with spaces', { events: [{ event: 'Home Tab', at: 1 }] }],
    ['an over-long data value', { events: [{ ...click(1), data: { note: 'x'.repeat(513) } }] }],
    ['a nested data value', { events: [{ ...click(1), data: { nested: { a: 1 } } }] }],
    ['an extra field', { events: [{ ...click(1), userId: 1 }] }],
    ['a bare array', [click(1)]],
  ])('refuses %s with 40000 and stores nothing', async (_what, payload) => {
    const before = await stored(app);
    const res = await track(app, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST, result: null });
    expect(await stored(app)).toBe(before);
  });

  it('refuses malformed JSON, as JSON or as text', async () => {
    expect((await track(app, '{"events":')).json().code).toBe(ErrorCode.BAD_REQUEST);
    const asText = await track(app, '{"events":', { contentType: 'text/plain' });
    expect(asText.statusCode).toBe(400);
    expect(asText.json().code).toBe(ErrorCode.BAD_REQUEST);
  });

  it('refuses another content type with 41500', async () => {
    const res = await track(app, '<events/>', { contentType: 'application/xml' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(ErrorCode.UNSUPPORTED_MEDIA_TYPE);
  });

  it('limits each address to its batches per minute (42900), others unaffected, and opens again a minute on', async () => {
    const limited = await createTestApp({ seed: false });
    try {
      const ip = '10.9.9.9';
      for (let i = 0; i < TRACK_BATCHES_PER_MINUTE; i++) expect((await track(limited, { events: [click(1)] }, { remoteAddress: ip })).statusCode).toBe(200);
      const over = await track(limited, { events: [click(1)] }, { remoteAddress: ip });
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
      expect((await track(limited, { events: [click(1)] }, { remoteAddress: '10.9.9.10' })).statusCode).toBe(200);
      limited.clock.advance(60_000);
      expect((await track(limited, { events: [click(1)] }, { remoteAddress: ip })).statusCode).toBe(200);
      expect(await stored(limited)).toBe(TRACK_BATCHES_PER_MINUTE + 2);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/track/events in production', () => {
  const production: NodeJS.ProcessEnv = PRODUCTION_TEST_ENV;

  it('keeps nothing and forwards nowhere without TRACK_COLLECTOR_URL', async () => {
    const prod = await createTestApp({ seed: false, env: production });
    try {
      expect((await track(prod, { events: [click(1)] })).statusCode).toBe(200);
      expect(await stored(prod)).toBe(0);
    } finally {
      await prod.close();
    }
  });

  it('forwards each batch to TRACK_COLLECTOR_URL with the client address', async () => {
    const received: unknown[] = [];
    const collector = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const port = (collector.address() as AddressInfo).port;
    const prod = await createTestApp({ seed: false, env: { ...production, TRACK_COLLECTOR_URL: `http://127.0.0.1:${port}/collect` } });
    try {
      expect((await track(prod, { events: [click(5)] }, { remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
      await beaconsDelivered(prod.ctx);
      expect(received).toEqual([{ receivedAt: prod.clock.now().getTime(), clientIp: '10.1.2.3', events: [click(5)] }]);
      expect(await stored(prod)).toBe(0);
    } finally {
      await prod.close();
      collector.close();
    }
  });

  it('answers at once even when the collector is down', async () => {
    const prod = await createTestApp({ seed: false, env: { ...production, TRACK_COLLECTOR_URL: 'http://127.0.0.1:9/collect' } });
    try {
      expect((await track(prod, { events: [click(1)] })).statusCode).toBe(200);
      await beaconsDelivered(prod.ctx);
    } finally {
      await prod.close();
    }
  });

  it('refuses a TRACK_COLLECTOR_URL that is not an http(s) URL', () => {
    expect(() => loadConfig({ ...production, TRACK_COLLECTOR_URL: 'ftp://collector' })).toThrow(/TRACK_COLLECTOR_URL/);
    expect(() => loadConfig({ ...production, TRACK_COLLECTOR_URL: 'not a url' })).toThrow(/TRACK_COLLECTOR_URL/);
  });
});
