import { ADDRESS_BOOK_MAX, ErrorCode, fillPath, Paths, type AddressBody, type UserAddress } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressCalls, hangzhou } from '../../test/address.ts';
import { newUser } from '../../test/storefront.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(() => app.close());

const { call, create, created, list, rowsOf } = addressCalls(() => app);

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
