import { AdminPaths, AdminText, InvoiceAdminPaths, InvoiceAdminText as T, InvoiceState, InvoiceStateText, Permission } from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonAnswer, openConsole, stubAdminApi } from '../../../test/console-app.tsx';
import { applied, financeOperator } from '../../../test/invoice-fixtures.ts';

const fetchMock = stubAdminApi();
const issued = { ...applied, id: '13', orderNo: 'YC20261127000000000008', state: InvoiceState.issued, stateText: '已开票', invoiceNo: '04400000000000000013' };

/** The queue answers both rows, or the issued one alone when asked for issued invoices. */
function serve(permissions = [Permission.invoicesRead, Permission.invoicesIssue]) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname.endsWith(AdminPaths.me)) {
      return jsonAnswer(200, { code: 0, message: 'ok', result: { operator: financeOperator(permissions), csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' } });
    }
    if (url.pathname.endsWith(InvoiceAdminPaths.export)) return new Response('\uFEFF发票号码\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
    const rows = url.searchParams.get('state') === InvoiceState.issued ? [issued] : [issued, applied];
    return jsonAnswer(200, { code: 0, message: 'ok', result: { pageNo: 1, pageSize: 20, totalNum: rows.length, result: rows } });
  });
}

const listCalls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://console.test')).filter((url) => url.pathname.endsWith(InvoiceAdminPaths.invoices));

describe('发票管理', () => {
  it('lists applications and invoices with their state, title, tax number, order and amount', async () => {
    serve();
    openConsole('/trade/invoices');
    const row = (await screen.findByText(applied.orderNo)).closest('tr')!;
    expect(within(row).getByRole('link', { name: applied.title })).toBeTruthy();
    expect(within(row).getByText(applied.taxNo)).toBeTruthy();
    expect(within(row).getByText('¥269.00')).toBeTruthy();
    expect(within(row).getByText(InvoiceStateText.applied)).toBeTruthy();
    expect(within(row).getByText(new RegExp(T.notNumbered))).toBeTruthy();
    expect(screen.getByText(InvoiceStateText.issued)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: AdminText.mainMenu });
    expect(within(menu).getByRole('link', { name: T.queue })).toBeTruthy();
  });

  it('searches by keyword and state, from the first page', async () => {
    serve();
    openConsole('/trade/invoices');
    await screen.findByText(applied.orderNo);
    fireEvent.change(screen.getByLabelText(T.keyword), { target: { value: '  上海测试  ' } });
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByTitle(InvoiceStateText.issued));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.queryByText(applied.orderNo)).toBeNull());
    const last = listCalls().at(-1)!;
    expect(last.searchParams.get('keyword')).toBe('上海测试');
    expect(last.searchParams.get('state')).toBe(InvoiceState.issued);
    expect(last.searchParams.get('pageNo')).toBe('1');
    expect(screen.getByText(issued.orderNo)).toBeTruthy();
  });

  it('exports the picked month as a CSV download', async () => {
    serve([Permission.invoicesRead]);
    // jsdom has no object URLs: the download's is made here.
    const created = vi.fn((_: Blob) => 'blob:csv');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    openConsole('/trade/invoices');
    await screen.findByText(applied.orderNo);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(T.exportCsv) }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const exported = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes(InvoiceAdminPaths.export))!;
    expect(exported).toMatch(/month=20\d\d-\d\d$/);
    expect(await created.mock.calls[0]![0].text()).toContain('发票号码');
  });
});
