import { ADDRESS_BOOK_MAX, ErrorCode, fillPath, Header, Paths, type AddressBody, type ApiEnvelope, type UserAddress } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAddress } from '../../seed/places.ts';
import { userIdOf, newUser } from '../../test/storefront.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { addressOfUser, defaultAddressOf } from './address.service.ts';
import { userAddresses } from './address.table.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

/** 杭州市西湖区: an ordinary province › city › district. */
const hangzhou: AddressBody = {
  name: '周杭',
  phone: '13912345678',
  provinceCode: '330000',
  cityCode: '330100',
  districtCode: '330106',
  detail: '文三路90号 东部软件园3号楼',
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call<T>(method: Method, path: string, token: string | null, payload?: unknown) {
  const res = await app.server.inject({
    method,
    url: api(path),
    headers: token ? { [Header.loginToken]: token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json<ApiEnvelope<T>>() };
}

async function create(token: string, body: Partial<AddressBody> = {}) {
  return call<UserAddress>('POST', Paths.addressSave, token, { ...hangzhou, ...body });
}

async function created(token: string, body: Partial<AddressBody> = {}): Promise<UserAddress> {
  const res = await create(token, body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.result;
}

async function list(token: string): Promise<UserAddress[]> {
  const res = await call<UserAddress[]>('GET', Paths.addressList, token);
  expect(res.body.code).toBe(0);
  return res.body.result;
}

async function rowsOf(userId: number) {
  return app.ctx.db.select().from(userAddresses).where(eq(userAddresses.userId, userId));
}

describe('guests', () => {
  it.each([
    ['GET', Paths.addressList],
    ['GET', Paths.addressReceive],
    ['GET', fillPath(Paths.address, { id: '1' })],
    ['POST', Paths.addressSave],
    ['PUT', Paths.addressSave],
    ['DELETE', fillPath(Paths.address, { id: '1' })],
  ] as const)('%s %s answers 9999 without a session', async (method, path) => {
    const res = await call(method, path, null, method === 'POST' || method === 'PUT' ? { ...hangzhou, id: '1' } : undefined);
    expect(res.body.code).toBe(ErrorCode.SESSION_EXPIRED);
  });
});

describe('POST /api/app/user/user-address', () => {
  it('adds an address with the region names filled from the codes, trimmed, and makes the first the default', async () => {
    const user = await newUser(app);
    const address = await created(user.token, { name: '  周杭 ', detail: ' 文三路90号 ', phone: ' 13912345678 ' });
    expect(address).toMatchObject({
      name: '周杭',
      phone: '13912345678',
      provinceName: '浙江省',
      cityName: '杭州市',
      districtName: '西湖区',
      detail: '文三路90号',
      fullAddress: '浙江省杭州市西湖区文三路90号',
      isDefault: true,
    });
    expect(address.id).toMatch(/^[1-9][0-9]*$/);
  });

  it('ignores region names a client sends: they always come from the codes', async () => {
    const user = await newUser(app);
    const address = await created(user.token, { provinceName: '火星', cityName: 'x', districtName: 'y' } as Partial<AddressBody>);
    expect(address.provinceName).toBe('浙江省');
  });

  it('gives a municipality three levels and names it once in the full address', async () => {
    const user = await newUser(app);
    const address = await created(user.token, { provinceCode: '110000', cityCode: '110100', districtCode: '110105', detail: '望京街10号' });
    expect(address).toMatchObject({ provinceName: '北京市', cityName: '北京市', districtName: '朝阳区', fullAddress: '北京市朝阳区望京街10号' });
    const chongqing = await created(user.token, { provinceCode: '500000', cityCode: '500200', districtCode: '500229', detail: '城口大道1号' });
    expect(chongqing).toMatchObject({ cityName: '县', districtName: '城口县', fullAddress: '重庆市城口县城口大道1号' });
  });

  it('takes a county a province governs directly, under its grouping city', async () => {
    const user = await newUser(app);
    const address = await created(user.token, { provinceCode: '420000', cityCode: '429000', districtCode: '429004', detail: '仙桃大道1号' });
    expect(address).toMatchObject({ cityName: '省直辖县', districtName: '仙桃市', fullAddress: '湖北省仙桃市仙桃大道1号' });
  });

  it.each([
    ['a district of another city', { districtCode: '330206' }],
    ['a city of another province', { cityCode: '320100', districtCode: '320102' }],
    ['a city code as the district', { districtCode: '330100' }],
    ['an unknown district', { districtCode: '330199' }],
    ['a province code that is a city', { provinceCode: '330100' }],
    ['a region we do not deliver to (香港)', { provinceCode: '810000', cityCode: '810100', districtCode: '810101' }],
    ['a region we do not deliver to (台湾)', { provinceCode: '710000', cityCode: '710100', districtCode: '710101' }],
  ])('refuses %s with 40051 and writes nothing', async (_case, region) => {
    const user = await newUser(app);
    const res = await create(user.token, region);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: ErrorCode.ADDRESS_REGION_INVALID, message: '请选择正确的所在地区' });
    expect(await rowsOf(user.userId)).toHaveLength(0);
  });

  it.each([
    ['a blank name', { name: '   ' }, ErrorCode.ADDRESS_NAME_INVALID],
    ['a 10-digit phone', { phone: '1391234567' }, ErrorCode.PHONE_INVALID],
    ['a phone not starting with 1', { phone: '23912345678' }, ErrorCode.PHONE_INVALID],
    ['a phone with letters', { phone: '139123456ab' }, ErrorCode.PHONE_INVALID],
    ['a one-character detail', { detail: ' 号 ' }, ErrorCode.ADDRESS_DETAIL_INVALID],
  ])('refuses %s with its code and writes nothing', async (_case, body, code) => {
    const user = await newUser(app);
    const res = await create(user.token, body);
    expect(res.body.code).toBe(code);
    expect(res.status).toBe(400);
    expect(await rowsOf(user.userId)).toHaveLength(0);
  });

  it.each([
    ['a missing name', { name: undefined }],
    ['a 26-character name', { name: '名'.repeat(26) }],
    ['a 101-character detail', { detail: '路'.repeat(101) }],
    ['a numeric phone', { phone: 13912345678 }],
    ['a region code with letters', { districtCode: '33010a' }],
    ['isDefault as text', { isDefault: 'yes' }],
  ])('refuses %s as malformed (40000)', async (_case, body) => {
    const user = await newUser(app);
    const res = await create(user.token, body as Partial<AddressBody>);
    expect(res.body.code).toBe(ErrorCode.BAD_REQUEST);
    expect(await rowsOf(user.userId)).toHaveLength(0);
  });

  it('accepts a name of exactly 25 characters and a detail of exactly 100', async () => {
    const user = await newUser(app);
    const address = await created(user.token, { name: '名'.repeat(25), detail: '路'.repeat(100) });
    expect(address.name).toHaveLength(25);
    expect(address.detail).toHaveLength(100);
  });

  it('keeps the first address the default when a second is added without isDefault', async () => {
    const user = await newUser(app);
    const first = await created(user.token);
    const second = await created(user.token, { detail: '第二个地址1号' });
    expect(second.isDefault).toBe(false);
    expect((await list(user.token)).map((a) => [a.id, a.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it('moves the default to a new address added with isDefault, in one step', async () => {
    const user = await newUser(app);
    const first = await created(user.token);
    const second = await created(user.token, { detail: '新默认地址8号', isDefault: true });
    expect(second.isDefault).toBe(true);
    const book = await list(user.token);
    expect(book[0]!.id).toBe(second.id);
    expect(book.find((a) => a.id === first.id)!.isDefault).toBe(false);
  });

  it(`holds at most ${ADDRESS_BOOK_MAX} addresses: the next is 40054 and not written`, async () => {
    const user = await newUser(app);
    for (let i = 0; i < ADDRESS_BOOK_MAX; i++) await created(user.token, { detail: `文三路${i + 1}号` });
    const res = await create(user.token, { detail: '多出来的地址' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: ErrorCode.ADDRESS_BOOK_FULL, message: '最多保存20个收货地址' });
    expect(await rowsOf(user.userId)).toHaveLength(ADDRESS_BOOK_MAX);
  });

  it('keeps one default when several first addresses arrive at once', async () => {
    const user = await newUser(app);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => create(user.token, { detail: `并发地址${i}号` })));
    expect(results.map((r) => r.body.code)).toEqual([0, 0, 0, 0, 0]);
    const rows = await rowsOf(user.userId);
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});

describe('GET /api/app/user/user-address/list', () => {
  it('lists the default first, then the newest, and only the user’s own', async () => {
    const user = await newUser(app);
    const other = await newUser(app);
    const first = await created(user.token, { detail: '最早的地址1号' });
    app.clock.advance(1000);
    const second = await created(user.token, { detail: '第二个地址2号' });
    app.clock.advance(1000);
    const third = await created(user.token, { detail: '最新的地址3号' });
    await created(other.token, { detail: '别人的地址4号' });
    expect((await list(user.token)).map((a) => a.id)).toEqual([first.id, third.id, second.id]);
  });

  it('answers an empty list for an empty book', async () => {
    const user = await newUser(app);
    expect(await list(user.token)).toEqual([]);
  });
});

describe('GET /api/app/user/user-address/{id}', () => {
  it('answers the user’s own address', async () => {
    const user = await newUser(app);
    const address = await created(user.token);
    const res = await call<UserAddress>('GET', fillPath(Paths.address, { id: address.id }), user.token);
    expect(res.body.result).toEqual(address);
  });

  it('answers 40411 for another user’s address and for an unknown id alike', async () => {
    const owner = await newUser(app);
    const stranger = await newUser(app);
    const address = await created(owner.token);
    for (const id of [address.id, '999999999']) {
      const res = await call('GET', fillPath(Paths.address, { id }), stranger.token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: ErrorCode.ADDRESS_NOT_FOUND, message: '收货地址不存在' });
    }
  });

  it.each(['0', 'abc', '-1', '1'.repeat(16)])('refuses the malformed id %s with 40000', async (id) => {
    const user = await newUser(app);
    const res = await call('GET', fillPath(Paths.address, { id }), user.token);
    expect(res.body.code).toBe(ErrorCode.BAD_REQUEST);
  });
});

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
