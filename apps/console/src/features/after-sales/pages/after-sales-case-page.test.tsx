import {
  AfterSalesAdminPaths,
  AfterSalesAdminText as T,
  AfterSalesStatus as S,
  AfterSalesStatusText,
  AfterSalesType,
  AdminPaths,
  ErrorCode,
  Permission,
  RefundStatus,
  type AdminAfterSalesDetail,
} from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, openConsole, stubAdminApi } from '../../../test/console-app.tsx';
import { serviceOperator } from '../../../test/warranty-fixtures.ts';

const fetchMock = stubAdminApi();
/** The loaded 2-core machine can take seconds to draw what follows a click. */
const SLOW = { timeout: 8_000 };
const HANDLE = [Permission.afterSalesRead, Permission.afterSalesHandle];
const at = '2026-11-27T02:00:00.000Z';

/** A 仅退款 case of one piece, ¥128.00 cash, as the server answers it. */
const waiting: AdminAfterSalesDetail = {
  id: '41',
  caseNo: 'AS20261127000041',
  orderId: '9',
  orderNo: 'YC20261127000000000009',
  type: AfterSalesType.refundOnly,
  typeText: '仅退款',
  status: S.applied,
  statusText: AfterSalesStatusText[S.applied],
  amounts: { cashFen: 12_800, eValue: 0, couponFen: 0, carriageFen: 0, couponBack: false },
  lines: [{ lineId: 1, goodsName: '城市通勤双肩包', picture: '', pieces: 1 }],
  createdAt: at,
  reason: 'orderedWrong',
  reasonText: '拍错了',
  description: '',
  photos: [],
  timeline: [],
  events: [{ status: S.applied, statusText: AfterSalesStatusText[S.applied], actor: 'shopper', note: '', at }],
  returnAddress: null,
  returnShipment: null,
  rejectReason: '',
  deadline: null,
  limitText: '',
  canCancel: false,
  canShip: false,
  messages: [],
  canMessage: false,
  userId: '3',
  phone: '138****0002',
  order: { orderId: '9', orderNo: 'YC20261127000000000009', statusText: '待发货', goodsAmountFen: 12_800, couponDeductFen: 0, carriageFen: 0, payAmountFen: 12_800, integral: 0, paidAt: at, lines: [] },
  refundLines: [],
  approvalAboveFen: 100_000,
  inspectionNote: '',
  cashDeductFen: 0,
  debtPoints: 0,
  pointsEarnedBack: 0,
  needsApproval: false,
  channelRefund: null,
};
const failed: AdminAfterSalesDetail = {
  ...waiting,
  status: S.refunding,
  statusText: AfterSalesStatusText[S.refunding],
  channelRefund: { refundNo: 'RF20261127000000000001', amountFen: 12_800, status: RefundStatus.close, statusText: '退款关闭' },
};

/** The case as the server answers it; each POST answers `next`, or `refuse`. */
function serve(c: AdminAfterSalesDetail, next: AdminAfterSalesDetail = c, refuse?: { code: number; message: string }) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const ok = (result: unknown) => jsonAnswer(200, { code: 0, message: 'ok', result });
    if (url.pathname.endsWith(AdminPaths.me)) return ok({ operator: serviceOperator(HANDLE), csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' });
    if (init?.method === 'POST') return refuse ? jsonAnswer(200, { ...refuse, result: null }) : ok(next);
    return ok(c);
  });
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => new URL(String(url), 'http://console.test').pathname);
const reads = () => fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(AfterSalesAdminPaths.case.replace(':id', waiting.id)) && init?.method !== 'POST').length;
const open = async () => {
  openConsole(`/trade/after-sales/${waiting.id}`);
  expect(await screen.findByRole('heading', { name: `${T.caseNo} ${waiting.caseNo}` }, { timeout: 20_000 })).toBeTruthy();
};

describe('售后详情', { timeout: 40_000 }, () => {
  it('tells the operator who lost a race, in Chinese, and reads the case again', async () => {
    serve(waiting, waiting, { code: ErrorCode.AFTER_SALES_ACTION_NOT_ALLOWED, message: '售后单状态已变更,当前不支持该操作' });
    await open();
    const before = reads();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${T.approve}$`) }));
    fireEvent.click(within(await screen.findByRole('tooltip', {}, SLOW)).getByRole('button', { name: T.approve }));
    expect(await screen.findByText('售后单状态已变更,当前不支持该操作', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(reads()).toBeGreaterThan(before), SLOW);
  });

  it('shows a refund the channel failed and asks it again only after the confirmation', async () => {
    const retried = { ...failed, channelRefund: { ...failed.channelRefund!, refundNo: 'RF20261127000000000002', status: RefundStatus.open, statusText: '退款中' } };
    serve(failed, retried);
    await open();
    expect(screen.getAllByText(T.refundFailed).length).toBeGreaterThan(0);
    expect(screen.getByText(/退款单 RF20261127000000000001/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(T.refundAgain) }));
    const confirm = await screen.findByRole('tooltip', {}, SLOW);
    expect(within(confirm).getByText(/¥128\.00/)).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: T.refundAgain }));
    await waitFor(() => expect(posts()).toEqual([expect.stringContaining(AfterSalesAdminPaths.refundAgain.replace(':id', waiting.id))]), SLOW);
    expect(await screen.findByText(T.refundedAgain, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(T.refundAgain) })).toBeNull();
    expect(screen.queryByText(T.refundFailed)).toBeNull();
  });
});
