import { ErrorCode, fillPath, Paths, type UserAddress } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAddress } from '../../seed/places.ts';
import { addressCalls, hangzhou } from '../../test/address.ts';
import { userIdOf, newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addressOfUser, defaultAddressOf } from './address.service.ts';
import { userAddresses } from './address.table.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

const { call, created, list, rowsOf } = addressCalls(() => app);

describe('PUT /api/app/user/user-address', () => {
  it('changes the fields and refills the names from the new codes', async () => {
    const user = await newUser(app);
    const address = await created(user.token);
    const res = await call<UserAddress>('PUT', Paths.addressSave, user.token, {
      ...hangzhou,
      id: address.id,
      name: '周杭州',
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440305',
      detail: '深南大道9668号',
    });
    expect(res.body.result).toMatchObject({ id: address.id, name: '周杭州', provinceName: '广东省', cityName: '深圳市', districtName: '南山区', isDefault: true });
    const [row] = await rowsOf(user.userId);
    expect(row).toMatchObject({ name: '周杭州', districtCode: '440305', detail: '深南大道9668号' });
  });

  it('makes an address the default and unsets the old one', async () => {
    const user = await newUser(app);
    const first = await created(user.token);
    const second = await created(user.token, { detail: '第二个地址2号' });
    const res = await call<UserAddress>('PUT', Paths.addressSave, user.token, { ...hangzhou, id: second.id, isDefault: true });
    expect(res.body.result.isDefault).toBe(true);
    const rows = await rowsOf(user.userId);
    expect(rows.find((r) => String(r.id) === first.id)!.isDefault).toBe(false);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('hands the default to the newest other address when the default is unset, and keeps a lone address default', async () => {
    const user = await newUser(app);
    const first = await created(user.token);
    const lone = await call<UserAddress>('PUT', Paths.addressSave, user.token, { ...hangzhou, id: first.id, isDefault: false });
    expect(lone.body.result.isDefault).toBe(true);
    app.clock.advance(1000);
    const second = await created(user.token, { detail: '第二个地址2号' });
    app.clock.advance(1000);
    const third = await created(user.token, { detail: '第三个地址3号' });
    const res = await call<UserAddress>('PUT', Paths.addressSave, user.token, { ...hangzhou, id: first.id, isDefault: false });
    expect(res.body.result.isDefault).toBe(false);
    const book = await list(user.token);
    expect(book[0]).toMatchObject({ id: third.id, isDefault: true });
    expect(book.find((a) => a.id === second.id)!.isDefault).toBe(false);
  });

  it('leaves the default as it is when isDefault is omitted', async () => {
    const user = await newUser(app);
    const first = await created(user.token);
    const second = await created(user.token, { detail: '第二个地址2号' });
    await call('PUT', Paths.addressSave, user.token, { ...hangzhou, id: second.id, detail: '改过的地址2号' });
    const book = await list(user.token);
    expect(book.map((a) => [a.id, a.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it('answers 40411 for another user’s address and changes nothing', async () => {
    const owner = await newUser(app);
    const stranger = await newUser(app);
    const address = await created(owner.token);
    const res = await call('PUT', Paths.addressSave, stranger.token, { ...hangzhou, id: address.id, name: '冒名', isDefault: true });
    expect(res.body.code).toBe(ErrorCode.ADDRESS_NOT_FOUND);
    const [row] = await rowsOf(owner.userId);
    expect(row).toMatchObject({ name: '周杭', isDefault: true });
    expect(await rowsOf(stranger.userId)).toHaveLength(0);
  });

  it('checks the fields as a create does, and changes nothing on a bad one', async () => {
    const user = await newUser(app);
    const address = await created(user.token);
    for (const [body, code] of [
      [{ phone: '123' }, ErrorCode.PHONE_INVALID],
      [{ districtCode: '110105' }, ErrorCode.ADDRESS_REGION_INVALID],
      [{ name: ' ' }, ErrorCode.ADDRESS_NAME_INVALID],
      [{ detail: 'x' }, ErrorCode.ADDRESS_DETAIL_INVALID],
    ] as const) {
      const res = await call('PUT', Paths.addressSave, user.token, { ...hangzhou, id: address.id, ...body });
      expect(res.body.code).toBe(code);
    }
    const [row] = await rowsOf(user.userId);
    expect(row).toMatchObject({ name: '周杭', phone: '13912345678', districtCode: '330106', detail: hangzhou.detail });
  });

  it('refuses a body without id, or with a malformed one, as malformed', async () => {
    const user = await newUser(app);
    expect((await call('PUT', Paths.addressSave, user.token, hangzhou)).body.code).toBe(ErrorCode.BAD_REQUEST);
    expect((await call('PUT', Paths.addressSave, user.token, { ...hangzhou, id: 'x1' })).body.code).toBe(ErrorCode.BAD_REQUEST);
    expect((await call('PUT', Paths.addressSave, user.token, { ...hangzhou, id: 7 })).body.code).toBe(ErrorCode.BAD_REQUEST);
  });
});

describe('DELETE /api/app/user/user-address/{id}', () => {
  it('deletes an address that is not the default and leaves the default', async () => {
    const user = await newUser(app);
    const first = await created(user.token);
    const second = await created(user.token, { detail: '第二个地址2号' });
    const res = await call<boolean>('DELETE', fillPath(Paths.address, { id: second.id }), user.token);
    expect(res.body).toMatchObject({ code: 0, result: true });
    expect((await list(user.token)).map((a) => [a.id, a.isDefault])).toEqual([[first.id, true]]);
  });

  it('promotes the newest address left when the default is deleted', async () => {
    const user = await newUser(app);
    const first = await created(user.token);
    app.clock.advance(1000);
    const second = await created(user.token, { detail: '第二个地址2号' });
    app.clock.advance(1000);
    const third = await created(user.token, { detail: '第三个地址3号' });
    await call('DELETE', fillPath(Paths.address, { id: first.id }), user.token);
    const book = await list(user.token);
    expect(book.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
  });

  it('leaves an empty book after deleting the last address', async () => {
    const user = await newUser(app);
    const only = await created(user.token);
    await call('DELETE', fillPath(Paths.address, { id: only.id }), user.token);
    expect(await list(user.token)).toEqual([]);
  });

  it('answers 40411 for another user’s address and deletes nothing; twice is 40411 too', async () => {
    const owner = await newUser(app);
    const stranger = await newUser(app);
    const address = await created(owner.token);
    expect((await call('DELETE', fillPath(Paths.address, { id: address.id }), stranger.token)).body.code).toBe(ErrorCode.ADDRESS_NOT_FOUND);
    expect(await rowsOf(owner.userId)).toHaveLength(1);
    expect((await call('DELETE', fillPath(Paths.address, { id: address.id }), owner.token)).body.code).toBe(0);
    expect((await call('DELETE', fillPath(Paths.address, { id: address.id }), owner.token)).body.code).toBe(ErrorCode.ADDRESS_NOT_FOUND);
  });
});

describe('GET /api/app/user/user-address/receive', () => {
  it('answers null for an empty book', async () => {
    const user = await newUser(app);
    const res = await call<UserAddress | null>('GET', Paths.addressReceive, user.token);
    expect(res.body).toMatchObject({ code: 0, result: null });
  });

  it('answers the default address', async () => {
    const user = await newUser(app);
    await created(user.token);
    const chosen = await created(user.token, { detail: '默认地址8号', isDefault: true });
    await created(user.token, { detail: '最新地址9号' });
    const res = await call<UserAddress>('GET', Paths.addressReceive, user.token);
    expect(res.body.result.id).toBe(chosen.id);
  });

  it('answers the newest address when none is the default', async () => {
    const user = await newUser(app);
    await created(user.token);
    app.clock.advance(1000);
    const newest = await created(user.token, { detail: '最新地址9号' });
    await app.ctx.db.update(userAddresses).set({ isDefault: false }).where(eq(userAddresses.userId, user.userId));
    const res = await call<UserAddress>('GET', Paths.addressReceive, user.token);
    expect(res.body.result.id).toBe(newest.id);
  });
});

describe('reads for other modules', () => {
  it('addressOfUser answers the own address and null for a foreign, unknown or malformed id', async () => {
    const owner = await newUser(app);
    const stranger = await newUser(app);
    const address = await created(owner.token);
    expect(await addressOfUser(app.ctx, owner.userId, address.id)).toEqual(address);
    expect(await addressOfUser(app.ctx, owner.userId, Number(address.id))).toEqual(address);
    expect(await addressOfUser(app.ctx, stranger.userId, address.id)).toBeNull();
    expect(await addressOfUser(app.ctx, owner.userId, '999999999')).toBeNull();
    expect(await addressOfUser(app.ctx, owner.userId, 'abc')).toBeNull();
    expect(await addressOfUser(app.ctx, owner.userId, -1)).toBeNull();
  });

  it('defaultAddressOf answers the default, or null for an empty book', async () => {
    const user = await newUser(app);
    expect(await defaultAddressOf(app.ctx, user.userId)).toBeNull();
    const address = await created(user.token);
    expect(await defaultAddressOf(app.ctx, user.userId)).toEqual(address);
  });
});

describe('user_addresses table', () => {
  it('refuses a second default for one user', async () => {
    const user = await newUser(app);
    await created(user.token);
    await expect(
      app.ctx.db.insert(userAddresses).values({ userId: user.userId, name: '甲', phone: '13900000000', provinceCode: '330000', cityCode: '330100', districtCode: '330106', detail: '两个默认', isDefault: true }),
    ).rejects.toThrow();
  });
});

describe('demo data', () => {
  it('gives the owner a default address in 上海市浦东新区', async () => {
    const address = await defaultAddressOf(app.ctx, await userIdOf(app, demoAddress.phone));
    expect(address).toMatchObject({ provinceName: '上海市', districtName: '浦东新区', isDefault: true });
  });
});
