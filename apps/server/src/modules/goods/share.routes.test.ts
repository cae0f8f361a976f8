import { ErrorCode, Paths, SHARE_RECORDS_PER_HOUR } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, goodsIdOf } from '../../test/goods.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { goods } from '../catalogue/catalogue.table.ts';
import { shareRecords } from './share.table.ts';

let app: TestApp;
let ipSeq = 0;
const newIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

function share(payload: unknown, options: { token?: string | null; remoteAddress?: string } = {}) {
  return call<{ shareUrl: string }>(app, 'POST', Paths.shareRecord, { payload, remoteAddress: options.remoteAddress ?? newIp(), token: options.token ?? null });
}

describe('POST /hermes/v1/share/record', () => {
  it('answers a guest the product page of the goods’ kind and records the share by address', async () => {
    const id = await goodsIdOf(app, 'flow');
    const ip = newIp();
    const answer = await share({ productId: String(id), channel: 'wechat' }, { remoteAddress: ip });
    expect(answer.code, answer.body).toBe(0);
    expect(answer.result).toEqual({ shareUrl: `/virtual/flow/product?productId=${id}` });
    const rows = await app.ctx.db.select().from(shareRecords).where(eq(shareRecords.clientIp, ip));
    expect(rows).toMatchObject([{ userId: null, goodsId: id, channel: 'wechat', shareUrl: answer.result.shareUrl }]);
  });

  it('puts the sharer’s id in INVITER_ID when logged in', async () => {
    const user = await newUser(app);
    const id = await goodsIdOf(app, 'charger');
    const answer = await share({ productId: String(id), channel: 'moments' }, { token: user.token });
    expect(answer.result.shareUrl).toBe(`/store/home-charging/product?productId=${id}&INVITER_ID=${user.userId}`);
    const rows = await app.ctx.db.select().from(shareRecords).where(eq(shareRecords.userId, user.userId));
    expect(rows).toHaveLength(1);
  });

  it('reads an invalid login token as a guest: no INVITER_ID', async () => {
    const id = await goodsIdOf(app, 'car-model');
    const answer = await share({ productId: String(id), channel: 'link' }, { token: 'z'.repeat(40) });
    expect(answer.result.shareUrl).toBe(`/store/boutique/product?productId=${id}`);
  });

  it('answers unknown and off-shelf goods with 40401, recording nothing', async () => {
    const ip = newIp();
    expectError(await share({ productId: '987654321', channel: 'wechat' }, { remoteAddress: ip }), ErrorCode.GOODS_NOT_FOUND, 404);
    const id = await goodsIdOf(app, 'cup');
    await app.ctx.db.update(goods).set({ onShelf: false }).where(eq(goods.id, id));
    try {
      expectError(await share({ productId: String(id), channel: 'wechat' }, { remoteAddress: ip }), ErrorCode.GOODS_NOT_FOUND, 404);
    } finally {
      await app.ctx.db.update(goods).set({ onShelf: true }).where(eq(goods.id, id));
    }
    expect(await app.ctx.db.select().from(shareRecords).where(eq(shareRecords.clientIp, ip))).toEqual([]);
  });

  it.each([
    ['a number for productId', { productId: 1, channel: 'wechat' }],
    ['productId 0', { productId: '0', channel: 'wechat' }],
    ['no channel', { productId: '1' }],
    ['a channel with digits', { productId: '1', channel: 'wechat1' }],
    ['a channel with a script', { productId: '1', channel: '<script>' }],
    ['an over-long channel', { productId: '1', channel: 'w'.repeat(33) }],
    ['an extra field', { productId: '1', channel: 'wechat', userId: '2' }],
    ['a JSON array', [{ productId: '1', channel: 'wechat' }]],
  ])('refuses %s with 40000', async (_what, payload) => {
    expectError(await share(payload), ErrorCode.BAD_REQUEST, 400);
  });
});

describe('share rate limits', () => {
  it(`allows ${SHARE_RECORDS_PER_HOUR} shares per user per hour, then 42900; other users and later hours are not affected`, async () => {
    const user = await newUser(app);
    const other = await newUser(app);
    const body = { productId: String(await goodsIdOf(app, 'cap')), channel: 'poster' };
    const answers = await Promise.all(Array.from({ length: SHARE_RECORDS_PER_HOUR + 5 }, () => share(body, { token: user.token })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(SHARE_RECORDS_PER_HOUR);
    for (const a of answers.filter((x) => x.code !== 0)) expectError(a, ErrorCode.TOO_MANY_REQUESTS, 429);
    expect((await share(body, { token: other.token })).code).toBe(0);
    app.clock.advance(3_600_000 + 1);
    expect((await share(body, { token: user.token })).code).toBe(0);
  });

  it('counts guests per address', async () => {
    const ip = newIp();
    const body = { productId: String(await goodsIdOf(app, 'cap')), channel: 'link' };
    for (let i = 0; i < SHARE_RECORDS_PER_HOUR; i++) expect((await share(body, { remoteAddress: ip })).code).toBe(0);
    expectError(await share(body, { remoteAddress: ip }), ErrorCode.TOO_MANY_REQUESTS, 429);
    expect((await share(body, { remoteAddress: newIp() })).code).toBe(0);
    // A logged-in user at that address is counted as themselves.
    const user = await newUser(app);
    expect((await share(body, { remoteAddress: ip, token: user.token })).code).toBe(0);
  });
});
