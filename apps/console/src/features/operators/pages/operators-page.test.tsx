import { AdminPaths, AdminText, ErrorCode, errorInfo, Permission, Role, RoleName, type OperatorSelf, type OperatorView } from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, openConsole, stubAdminApi } from '../../../test/console-app.tsx';

const fetchMock = stubAdminApi();
const SLOW = { timeout: 8_000 };

const admin: OperatorSelf = { id: 1, username: 'admin', displayName: '管理员', roles: [Role.super], permissions: [Permission.operatorsManage], mustChangePassword: false };
const service: OperatorView = {
  id: 7,
  username: 'service',
  displayName: '客服·王',
  roles: [Role.service],
  disabled: false,
  mustChangePassword: false,
  lockedUntil: null,
  lastSignInAt: null,
  createdAt: '2026-11-28T02:00:00.000Z',
  updatedAt: '2026-11-28T02:00:00.000Z',
};

/** The console's API: me, the list, and the writes, the first create refused as a taken username. */
function serve() {
  let creates = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const ok = (result: unknown) => jsonAnswer(200, { code: 0, message: 'ok', result });
    if (url.pathname.endsWith(AdminPaths.me)) return ok({ operator: admin, csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' });
    if (init?.method === 'POST' && url.pathname.endsWith(AdminPaths.operators) && ++creates === 1) {
      const taken = errorInfo[ErrorCode.ADMIN_USERNAME_TAKEN];
      return jsonAnswer(taken.status, { code: ErrorCode.ADMIN_USERNAME_TAKEN, message: taken.message, result: null });
    }
    if (init?.method === 'POST') return ok(service);
    return ok({ pageNo: 1, pageSize: 20, totalNum: 1, result: [service] });
  });
}

const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([u, init]) => ({ path: new URL(String(u), 'http://console.test').pathname, body: JSON.parse(String(init!.body)) as Record<string, unknown> }));

/** The password 随机生成 fills in: letters, then four digits, as the rule wants. */
const GENERATED = /^[A-Za-z]{8,}\d{4}$/;

describe('操作员', () => {
  it('creates an operator with a generated password, keeping the form open on a refusal', async () => {
    serve();
    openConsole('/system/operators');
    await screen.findByText('客服·王', {}, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(AdminText.createOperator) }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);

    // Nothing is sent while a required field is empty.
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(AdminText.passwordRequired, {}, SLOW)).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(AdminText.username), { target: { value: 'finance2' } });
    fireEvent.change(within(dialog).getByLabelText(AdminText.displayName), { target: { value: '财务·李' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: AdminText.roles }));
    fireEvent.click((await screen.findAllByTitle(RoleName[Role.finance], {}, SLOW)).at(-1)!);
    fireEvent.click(within(dialog).getByRole('button', { name: AdminText.generatePassword }));
    const password = (within(dialog).getByLabelText(AdminText.initialPassword) as HTMLInputElement).value;
    expect(password).toMatch(GENERATED);

    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(errorInfo[ErrorCode.ADMIN_USERNAME_TAKEN].message, {}, SLOW)).toBeTruthy();
    expect(posts()).toEqual([{ path: `/admin-api${AdminPaths.operators}`, body: { username: 'finance2', displayName: '财务·李', roles: [Role.finance], password } }]);

    fireEvent.change(within(dialog).getByLabelText(AdminText.username), { target: { value: 'finance3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(posts()).toHaveLength(2), SLOW);
    expect(posts()[1]!.body).toMatchObject({ username: 'finance3', password });
    expect(await screen.findByText(AdminText.created, {}, SLOW)).toBeTruthy();
  });

  it('resets a password to a generated one for the operator of the row', async () => {
    serve();
    openConsole('/system/operators');
    const row = (await screen.findByText('客服·王', {}, { timeout: 20_000 })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: AdminText.resetPassword }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByText(`${AdminText.resetPasswordFor}客服·王（service）`)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: AdminText.generatePassword }));
    const password = (within(dialog).getByLabelText(AdminText.initialPassword) as HTMLInputElement).value;
    expect(password).toMatch(GENERATED);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(posts()).toEqual([{ path: `/admin-api${AdminPaths.operatorPassword.replace(':id', '7')}`, body: { password } }]), SLOW);
    expect(await screen.findByText(AdminText.passwordReset, {}, SLOW)).toBeTruthy();
  });
});
