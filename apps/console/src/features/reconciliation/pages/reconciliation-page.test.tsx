import { AdminPaths, MismatchItem, MismatchKind, MismatchKindText, Permission, ReconciliationPaths, ReconciliationText as T, Role, StatementState, Text, type MismatchView, type OperatorSelf, type StatementDayView } from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, openConsole, stubAdminApi } from '../../../test/console-app.tsx';

const fetchMock = stubAdminApi();
const SLOW = { timeout: 8_000 };
const FULL = [Permission.reconciliationRead, Permission.reconciliationHandle];

const finance = (permissions: Permission[]): OperatorSelf => ({ id: 6, username: 'finance', displayName: '财务·李', roles: [Role.finance], permissions, mustChangePassword: false });
const days: StatementDayView[] = [
  { day: '2026-11-27', channel: 'alipay', state: StatementState.done, trades: 128, refunds: 6, mismatches: 2, open: 1, ranAt: '2026-11-28T02:05:00.000Z' },
  { day: '2026-11-26', channel: 'alipay', state: StatementState.done, trades: 117, refunds: 4, mismatches: 0, open: 0, ranAt: '2026-11-27T02:05:00.000Z' },
  { day: '2026-11-25', channel: 'wechatpay', state: StatementState.done, trades: 96, refunds: 2, mismatches: 3, open: 3, ranAt: '2026-11-26T02:05:00.000Z' },
];
const base = { day: '2026-11-27', item: MismatchItem.trade, outRefundNo: null, channelTradeNo: null, ourState: null, remark: null, handledBy: null, handledAt: null };
const mismatches: MismatchView[] = [
  { ...base, id: '11', kind: MismatchKind.missingOurs, outTradeNo: 'PT20261127000000000001', ourAmount: null, theirAmount: 1_990, handled: false },
  { ...base, id: '12', kind: MismatchKind.amountDiffers, outTradeNo: 'PT20261127000000000002', ourAmount: 20_000, theirAmount: 20_100, handled: true, remark: '渠道已更正', handledBy: 'finance', handledAt: '2026-11-28T03:00:00.000Z' },
];

function serve(permissions = FULL, page: { sandboxOnly: boolean; days: StatementDayView[] } = { sandboxOnly: false, days }) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const ok = (result: unknown) => jsonAnswer(200, { code: 0, message: 'ok', result });
    if (url.pathname.endsWith(AdminPaths.me)) return ok({ operator: finance(permissions), csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' });
    if (url.pathname.endsWith(ReconciliationPaths.days)) return ok({ pageNo: 1, pageSize: 20, totalNum: page.days.length, result: page.days, sandboxOnly: page.sandboxOnly });
    if (url.pathname.endsWith('/handle')) return ok({ ...mismatches[0], handled: true, remark: JSON.parse(String(init?.body)).remark });
    if (url.pathname.endsWith('/rerun')) return ok(days[0]);
    return ok({ pageNo: 1, pageSize: 20, totalNum: mismatches.length, result: mismatches });
  });
}

const calls = (suffix: string) => fetchMock.mock.calls.map(([u, init]) => ({ url: new URL(String(u), 'http://console.test'), init })).filter((c) => c.url.pathname.endsWith(suffix));

describe('对账', { timeout: 40_000 }, () => {
  it("lists the days with their counts, the latest day's mismatches, and filters them", async () => {
    serve();
    openConsole('/trade/reconciliation');
    const line = (await screen.findByText('2026-11-26', {}, { timeout: 20_000 })).closest('tr')!;
    expect(within(line).getByText('0', { selector: 'td' })).toBeTruthy();
    expect(await screen.findByText('PT20261127000000000001', {}, SLOW)).toBeTruthy();
    expect(screen.getAllByText(MismatchKindText[MismatchKind.amountDiffers]).length).toBeGreaterThan(0);
    expect(screen.getByText(/渠道已更正/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.mismatches }));
    fireEvent.click((await screen.findAllByTitle(MismatchKindText[MismatchKind.missingOurs], {}, SLOW)).at(-1)!);
    await waitFor(() => expect(calls('/mismatches').at(-1)!.url.searchParams.get('kind')).toBe(MismatchKind.missingOurs), SLOW);
    fireEvent.click(screen.getByText('2026-11-26'));
    await waitFor(() => expect(calls('/mismatches').at(-1)!.url.pathname).toContain('/reconciliation/days/2026-11-26/mismatches'), SLOW);
    // Each row is one channel's bill of a day: its mismatches are asked on that channel.
    expect(calls('/mismatches').at(-1)!.url.searchParams.get('channel')).toBe('alipay');
    fireEvent.click(within(screen.getByText('2026-11-25').closest('tr')!).getByText(Text.payChannelWechatPay));
    await waitFor(() => expect(calls('/mismatches').at(-1)!.url.searchParams.get('channel')).toBe('wechatpay'), SLOW);
    expect(calls('/mismatches').at(-1)!.url.pathname).toContain('/reconciliation/days/2026-11-25/mismatches');
  });

  it('marks a mismatch 已处理 only with a remark, and re-runs a day after a confirmation', async () => {
    serve();
    openConsole('/trade/reconciliation');
    // Plain text and label queries: role queries over antd's tables are slow on a loaded 2-core machine.
    fireEvent.click(await screen.findByLabelText(`${T.handle} PT20261127000000000001`, {}, { timeout: 20_000 }));
    await screen.findByText(T.handleTitle, {}, SLOW);
    const dialog = document.querySelector<HTMLElement>('.ant-modal')!;
    const ok = () => within(dialog).getByText(T.handle).closest('button')!;
    fireEvent.click(ok());
    expect(await within(dialog).findByText(T.remarkPlaceholder, { selector: '.ant-form-item-explain-error' }, SLOW)).toBeTruthy();
    expect(calls('/handle')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(T.remark), { target: { value: ' 已人工补单 ' } });
    fireEvent.click(ok());
    await waitFor(() => expect(calls('/handle')).toHaveLength(1), SLOW);
    expect(JSON.parse(String(calls('/handle')[0]!.init?.body))).toEqual({ remark: '已人工补单' });

    fireEvent.click(screen.getByText(T.rerun).closest('button')!);
    await screen.findByText(T.rerunConfirm, {}, SLOW);
    expect(calls('/rerun')).toHaveLength(0);
    fireEvent.click(document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary')!);
    await waitFor(() => expect(calls('/rerun')).toHaveLength(1), SLOW);
    expect(calls('/rerun')[0]!.url.pathname).toContain('/reconciliation/days/2026-11-27/rerun');
    expect(calls('/rerun')[0]!.url.searchParams.get('channel')).toBe('alipay');
  });

  it('shows a reader no 重新对账 or 标记已处理', async () => {
    serve([Permission.reconciliationRead]);
    openConsole('/trade/reconciliation');
    expect(await screen.findByText('PT20261127000000000001', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByText(T.rerun)).toBeNull();
    expect(screen.queryByLabelText(`${T.handle} PT20261127000000000001`)).toBeNull();
    expect(screen.getByText(T.unhandled)).toBeTruthy();
  });

  it('says plainly that only the sandbox is configured, naming PAY_PROVIDER, instead of an empty table', async () => {
    serve(FULL, { sandboxOnly: true, days: [] });
    openConsole('/trade/reconciliation');
    expect(await screen.findByText(T.sandboxOnlyTitle, {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(/PAY_PROVIDER=sandbox/)).toBeTruthy();
    expect(screen.queryByText(T.noDays)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls('/mismatches')).toHaveLength(0);
  });

  it('keeps the sandbox’s own statements, under a notice that they are play money', async () => {
    serve(FULL, { sandboxOnly: true, days: [{ ...days[0]!, channel: 'sandbox' }] });
    openConsole('/trade/reconciliation');
    expect(await screen.findByText(T.sandboxOnlyNotice, {}, { timeout: 20_000 })).toBeTruthy();
    expect(await screen.findByText('2026-11-27', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(T.sandboxOnlyTitle)).toBeNull();
  });
});
