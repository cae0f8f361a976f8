import { Header, Paths, type AddressBody, type ApiEnvelope, type UserAddress } from '@emall/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { userAddresses } from '../modules/address/address.table.ts';
import { api, type TestApp } from './test-app.ts';

/** 杭州市西湖区: an ordinary province › city › district. */
export const hangzhou: AddressBody = {
  name: '周杭',
  phone: '13912345678',
  provinceCode: '330000',
  cityCode: '330100',
  districtCode: '330106',
  detail: '文三路90号 东部软件园3号楼',
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The address book calls of the address route tests, on the file's test app. */
export function addressCalls(getApp: () => TestApp) {
  async function call<T>(method: Method, path: string, token: string | null, payload?: unknown) {
    const res = await getApp().server.inject({
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
    return getApp().ctx.db.select().from(userAddresses).where(eq(userAddresses.userId, userId));
  }

  return { call, create, created, list, rowsOf };
}
