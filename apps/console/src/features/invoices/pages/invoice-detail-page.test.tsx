import { AdminPaths, AdminText, AuditActionName, ErrorCode, InvoiceAdminPaths, InvoiceAdminText as T, InvoiceAuditAction, InvoiceState, InvoiceStateText, Permission, type AdminInvoiceDetail } from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applied, financeOperator } from '../../../test/invoice-fixtures.ts';
import { jsonAnswer, openConsole, stubAdminApi } from '../../../test/console-app.tsx';

const fetchMock = stubAdminApi();
const FULL = [Permission.invoicesRead, Permission.invoicesIssue];
const at = '2026-11-27T03:00:00.000Z';
const issuedNo = '04400000000000000012';

/** The invoice's page as the server answers it; `refuse` answers every write with that code and message. */
function serve(permissions: Permission[], detail: AdminInvoiceDetail, refuse?: { code: number; message: string }) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const ok = (result: unknown) => jsonAnswer(200, { code: 0, message: 'ok', result });
    if (url.endsWith(AdminPaths.me)) return ok({ operator: financeOperator(permissions), csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' });
    if (init?.method === 'POST') {
      if (refuse) return jsonAnswer(200, { ...refuse, result: null });
      const issued = url.endsWith('/issue');
      const row = { id: 1, at, operatorId: 6, username: 'finance', targetType: 'invoice', targetId: detail.id, before: {}, diff: [], ip: '', userAgent: '' };
      return ok({
        ...detail,
        state: issued ? InvoiceState.issued : InvoiceState.failed,
        invoiceNo: issued ? issuedNo : null,
        failReason: issued ? '' : '抬头与税号不一致',
        audit: [{ ...row, action: issued ? InvoiceAuditAction.issue : InvoiceAuditAction.reject, after: { state: issued ? InvoiceState.issued : InvoiceState.failed } }],
      });
    }
    return ok(detail);
  });
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const open = async () => {
  openConsole(`/trade/invoices/${applied.id}`);
  expect(await screen.findByRole('heading', { name: applied.title })).toBeTruthy();
};

describe('发票详情', () => {
  it('shows the lines, the tax, the total in capitals and the buyer', async () => {
    serve(FULL, applied);
    await open();
    expect(screen.getByText('城市通勤双肩包')).toBeTruthy();
    expect(screen.getByText('13%')).toBeTruthy();
    expect(screen.getAllByText('¥30.95').length).toBeGreaterThan(0);
    expect(screen.getByLabelText(T.totalInWords).textContent).toBe(applied.totalInCapitals);
    expect(screen.getAllByText(applied.taxNo).length).toBeGreaterThan(0);
    expect(screen.getByText(applied.email)).toBeTruthy();
    expect(screen.getByText(T.noAudit)).toBeTruthy();
  });

  it('issues only after the confirmation, then shows the number, the state and the audit row', async () => {
    serve(FULL, applied);
    await open();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(T.issue) }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(T.issueConfirm)).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: T.issue }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]![0])).toContain(InvoiceAdminPaths.issue.replace(':id', applied.id));
    expect(await screen.findByText(T.issued)).toBeTruthy();
    expect(screen.getAllByText(issuedNo).length).toBeGreaterThan(0);
    expect(screen.getAllByText(InvoiceStateText.issued).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: new RegExp(T.viewPdf) })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(T.redFlush) })).toBeTruthy();
    expect(screen.getByText(AuditActionName[InvoiceAuditAction.issue]!)).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(`^${T.issue}$`) })).toBeNull();
  });

  it('rejects only with a reason, sent trimmed', async () => {
    serve(FULL, applied);
    await open();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(T.reject) }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(T.reject) }));
    expect(await within(dialog).findByText(T.rejectReasonRequired)).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(T.rejectReason), { target: { value: '  抬头与税号不一致  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(T.reject) }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1]?.body))).toEqual({ reason: '抬头与税号不一致' });
    expect(await screen.findByText(`${T.failReason}: 抬头与税号不一致`)).toBeTruthy();
  });

  it("shows the server's refusal in Chinese and reads the invoice again", async () => {
    serve(FULL, applied, { code: ErrorCode.INVOICE_ACTION_NOT_ALLOWED, message: '发票当前状态不支持该操作' });
    await open();
    const reads = () => fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(`/invoices/${applied.id}`) && init?.method === 'GET').length;
    const before = reads();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(T.issue) }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: T.issue }));
    expect(await screen.findByText('发票当前状态不支持该操作')).toBeTruthy();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('offers a reader (no invoices:issue) no action, and says why', async () => {
    serve([Permission.invoicesRead], applied);
    await open();
    expect(screen.getByText(T.readOnly)).toBeTruthy();
    for (const name of [T.issue, T.reject, T.redFlush]) expect(screen.queryByRole('button', { name: new RegExp(name) })).toBeNull();
  });

  it('keeps 发票管理 out of the menu of a role without invoices:read', async () => {
    serve([Permission.ordersRead], applied);
    openConsole(`/trade/invoices/${applied.id}`);
    expect(await screen.findByText(AdminText.forbiddenTitle)).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: AdminText.mainMenu })).queryByText(T.queue)).toBeNull();
  });
});
