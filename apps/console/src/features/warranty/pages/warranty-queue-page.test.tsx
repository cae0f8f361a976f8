import { AdminPaths, AdminText, Permission, WarrantyAdminPaths, WarrantyAdminText as T, WarrantyClaimStatus as S, WarrantyClaimStatusText, WarrantyEvent as E } from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, openConsole, stubAdminApi } from '../../../test/console-app.tsx';
import { movedTo, rowOf, serviceOperator, submitted } from '../../../test/warranty-fixtures.ts';

const fetchMock = stubAdminApi();
/** The loaded 2-core machine can take seconds to draw what follows a click. */
const SLOW = { timeout: 8_000 };
const late = rowOf({ ...submitted, claimId: '30', claimNo: 'WR20261126000000000030' }, true);
const scheduled = rowOf(
  movedTo({ ...submitted, claimId: '32', claimNo: 'WR20261127000000000032' }, S.scheduled, [E.startRepair], {
    appointment: { store: submitted.preferredStore, at: '2026-11-29T01:00:00.000Z' },
  }),
);

/** The queue answers the overdue claim first (the server's order), or the scheduled one alone when asked for 已预约. */
function serve() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname.endsWith(AdminPaths.me)) {
      return jsonAnswer(200, { code: 0, message: 'ok', result: { operator: serviceOperator([Permission.warrantyRead, Permission.warrantyHandle]), csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' } });
    }
    const rows = url.searchParams.get('status') === String(S.scheduled) ? [scheduled] : [late, scheduled];
    return jsonAnswer(200, { code: 0, message: 'ok', result: { pageNo: 1, pageSize: 20, totalNum: rows.length, result: rows } });
  });
}

const listCalls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://console.test')).filter((url) => url.pathname.endsWith(WarrantyAdminPaths.claims));

describe('保修工单', { timeout: 40_000 }, () => {
  it('lists claims with the unit, the state and the SLA, the overdue one first, tinted and in red', async () => {
    serve();
    openConsole('/trade/warranty');
    const first = (await screen.findByRole('link', { name: late.claimNo }, { timeout: 20_000 })).closest('tr')!;
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toBe(first);
    expect(first.className).toMatch(/overdue/);
    const overdue = within(first).getByText(T.slaOverdue);
    expect(overdue.closest('.ant-typography-danger')).toBeTruthy();
    expect(within(first).getByText(T.slaAccept)).toBeTruthy();
    expect(within(first).getByText(new RegExp(late.serialNo!))).toBeTruthy();
    expect(within(first).getByText(late.userPhone)).toBeTruthy();
    expect(within(first).getByText(WarrantyClaimStatusText[S.submitted])).toBeTruthy();
    const second = rows[1]!;
    expect(second.className).not.toMatch(/overdue/);
    expect(within(second).getByText(WarrantyClaimStatusText[S.scheduled])).toBeTruthy();
    expect(within(second).getByText(dayjs(scheduled.appointmentAt).format('YYYY-MM-DD HH:mm'))).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: AdminText.mainMenu });
    expect(within(menu).getByRole('link', { name: T.queue })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: T.cards })).toBeTruthy();
  });

  it('searches by keyword, state and overdue, from the first page', async () => {
    serve();
    openConsole('/trade/warranty');
    await screen.findByRole('link', { name: late.claimNo }, { timeout: 20_000 });
    fireEvent.change(screen.getByLabelText(T.claimKeyword), { target: { value: '  YCHC-7K-000123  ' } });
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByTitle(WarrantyClaimStatusText[S.scheduled], {}, SLOW));
    fireEvent.click(screen.getByRole('checkbox', { name: T.overdueOnly }));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: late.claimNo })).toBeNull(), SLOW);
    const last = listCalls().at(-1)!;
    expect(last.searchParams.get('keyword')).toBe('YCHC-7K-000123');
    expect(last.searchParams.get('status')).toBe(String(S.scheduled));
    expect(last.searchParams.get('overdue')).toBe('true');
    expect(last.searchParams.get('pageNo')).toBe('1');
    expect(screen.getByRole('link', { name: scheduled.claimNo })).toBeTruthy();
  });
});
