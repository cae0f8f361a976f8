import { AdminPaths, AdminText, Permission, Role, type OperatorSelf } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, openConsole, stubAdminApi } from '../test/console-app.tsx';

const fetchMock = stubAdminApi();

const service: OperatorSelf = {
  id: 5,
  username: 'service',
  displayName: '客服·陈',
  roles: [Role.service],
  permissions: [Permission.ordersRead, Permission.usersRead],
  mustChangePassword: false,
};
const admin: OperatorSelf = { ...service, id: 1, username: 'admin', displayName: '系统管理员', roles: [Role.super], permissions: Object.values(Permission) };

/** The admin API as the shell sees it: me answers `me` (or 401), lists answer empty pages. */
function serve(me: OperatorSelf | null) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    
    if (url.endsWith(AdminPaths.me)) {
      return me
        ? jsonAnswer(200, { code: 0, message: 'ok', result: { operator: me, csrfToken: 'c', expiresAt: '2026-01-01T00:00:00Z' } })
        : jsonAnswer(401, { code: 46001, message: '未登录或登录已过期,请重新登录', result: null });
    }
    return jsonAnswer(200, { code: 0, message: 'ok', result: { pageNo: 1, pageSize: 20, totalNum: 0, result: [] } });
  });
}


describe('the console shell', () => {
  it('shows a 客服 only the pages its role allows, and a 403 on the others', async () => {
    serve(service);
    openConsole('/system/operators');
    expect(await screen.findByText(AdminText.forbiddenTitle)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: AdminText.mainMenu });
    expect(within(menu).getByText(AdminText.workbench)).toBeTruthy();
    expect(within(menu).queryByText(AdminText.groupSystem)).toBeNull();
    expect(within(menu).queryByText(AdminText.operators)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(AdminPaths.operators))).toBe(false);
  });

  it('opens a permitted page in the frame with its group, title and menu entry', async () => {
    serve(admin);
    openConsole('/system/audit');
    expect(await screen.findByRole('heading', { level: 1, name: AdminText.auditLog })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: AdminText.mainMenu });
    expect(within(menu).getByText(AdminText.groupSystem)).toBeTruthy();
    expect(within(menu).getByText(AdminText.operators)).toBeTruthy();
    expect(screen.getByText(admin.displayName)).toBeTruthy();
  });

  it('sends a visitor without a session to sign in, to come back afterwards', async () => {
    serve(null);
    const router = openConsole('/system/audit?pageNo=2');
    expect(await screen.findByRole('heading', { name: AdminText.signInTitle })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=%2Fsystem%2Faudit%3FpageNo%3D2');
  });

  it('signs out on the server and leaves for the sign-in page', async () => {
    serve(admin);
    const router = openConsole('/dashboard');
    (await screen.findByRole('button', { name: new RegExp(AdminText.signOut) })).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const signOut = fetchMock.mock.calls.find(([url]) => String(url).endsWith(AdminPaths.signOut));
    expect(signOut?.[1]?.method).toBe('POST');
  });

  it('sends an account that must change its password to the password page first', async () => {
    serve({ ...admin, mustChangePassword: true });
    const router = openConsole('/system/operators');
    expect(await screen.findByText(AdminText.mustChangePasswordHint)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/password');
  });
});
