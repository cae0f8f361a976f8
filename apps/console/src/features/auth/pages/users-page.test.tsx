import { AdminPaths, AdminText, AdminUserFlag, AdminUserFlagText, Permission, Role, UserAdminPaths, UserAdminText as T, type AdminUserDetail } from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, openConsole, stubAdminApi } from '../../../test/console-app.tsx';

const fetchMock = stubAdminApi();
const SLOW = { timeout: 8_000 };

const owner: AdminUserDetail = {
  id: '1',
  phone: '13800000001',
  nickname: '曜川车主·林',
  isMaster: true,
  isAuthed: true,
  hasBigOrder: false,
  inWhitelist: true,
  eValue: 50_000,
  orderCount: 4,
  registerSource: 'app',
  createdAt: '2026-11-01T02:00:00.000Z',
  notice: '',
  cars: [{ vin: 'LYC0ES9A0R1000001', model: 'ES9', isDefault: true }],
  identities: [],
  liveSessions: 2,
};
const { notice: _n, cars: _c, identities: _i, liveSessions: _l, ...row } = owner;

function serve() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    const ok = (result: unknown) => jsonAnswer(200, { code: 0, message: 'ok', result });
    if (url.pathname.endsWith(AdminPaths.me)) {
      const operator = { id: 5, username: 'service', displayName: '客服·王', roles: [Role.service], permissions: [Permission.usersRead, Permission.ordersRead], mustChangePassword: false };
      return ok({ operator, csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' });
    }
    if (url.pathname.endsWith(UserAdminPaths.users)) return ok({ pageNo: 1, pageSize: 20, totalNum: 1, result: [row] });
    return ok(owner);
  });
}

const listCalls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://console.test')).filter((u) => u.pathname.endsWith(UserAdminPaths.users));

describe('用户管理', { timeout: 40_000 }, () => {
  it('lists shoppers with their flags for 客服, searches and filters, and opens one read-only with its cars', async () => {
    serve();
    openConsole('/trade/users');
    const line = (await screen.findByText(owner.phone, {}, { timeout: 20_000 })).closest('tr')!;
    expect(within(line).getByText(AdminUserFlagText[AdminUserFlag.master])).toBeTruthy();
    expect(within(line).getByText(AdminUserFlagText[AdminUserFlag.whitelist])).toBeTruthy();
    expect(within(line).queryByText(AdminUserFlagText[AdminUserFlag.bigOrder])).toBeNull();
    expect(within(line).getByText('50,000')).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: AdminText.mainMenu })).getByText(T.users)).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: T.searchPlaceholder });
    fireEvent.change(search, { target: { value: ' 0000001 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listCalls().at(-1)!.searchParams.get('keyword')).toBe('0000001'));

    fireEvent.click(within(line).getByRole('button', { name: `${T.detail} ${owner.phone}` }));
    const drawer = (await screen.findByText(T.readOnly, {}, SLOW)).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(drawer).getByText(owner.cars[0]!.vin)).toBeTruthy();
    expect(within(drawer).queryByRole('textbox')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method && init.method !== 'GET')).toBe(false);
  });
});
