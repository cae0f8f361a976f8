import {
  AdminPaths,
  CrowdfundStatus,
  CrowdfundTargetType,
  MarketingAdminPaths,
  MarketingText,
  Permission,
  Role,
  type AdminCrowdfund,
  type AdminCrowdfundOrder,
  type OperatorSelf,
} from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, openConsole, stubAdminApi } from '../../../test/console-app.tsx';

const fetchMock = stubAdminApi();

const operator = (permissions: Permission[]): OperatorSelf => ({ id: 6, username: 'marketing', displayName: '营销·林', roles: [Role.marketing], permissions, mustChangePassword: false });

const running: AdminCrowdfund = {
  crowdfundNo: 'CF000008',
  goodsId: '42',
  goodsName: '露营天幕套装',
  goodsPicture: '',
  status: CrowdfundStatus.CrowdfundPreheat,
  statusNow: CrowdfundStatus.Crowdfunding,
  targetType: CrowdfundTargetType.Pieces,
  targetValue: 500,
  startAt: '2026-11-20T00:00:00.000Z',
  endAt: '2099-12-01T00:00:00.000Z',
  supportPersonCount: 2,
  realityJoinPeople: 2,
  currentAmountFen: 259_800,
  currentQuantity: 3,
  progressPercent: 0,
  reservedCount: 1,
  outcome: null,
  settledAt: null,
};

const supporter: AdminCrowdfundOrder = {
  id: '77',
  orderNo: 'YC20261128000000000077',
  buyerPhone: '139****0001',
  pieces: 2,
  payAmount: 259_800,
  statusText: '已关闭',
  createdAt: '2026-11-28T01:00:00.000Z',
  paidAt: '2026-11-28T01:01:00.000Z',
  refund: { amountFen: 259_800, statusText: '退款中' },
};

function serve(me: OperatorSelf, crowdfund: AdminCrowdfund) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const ok = (result: unknown) => jsonAnswer(200, { code: 0, message: 'ok', result });
    if (url.endsWith(AdminPaths.me)) return jsonAnswer(200, { code: 0, message: 'ok', result: { operator: me, csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' } });
    if (init?.method === 'POST' && url.includes('/end')) return ok({ ...crowdfund, statusNow: CrowdfundStatus.CrowdfundFail, outcome: CrowdfundStatus.CrowdfundFail });
    if (url.includes(MarketingAdminPaths.crowdfundOrders.replace(':id', crowdfund.goodsId))) return ok({ pageNo: 1, pageSize: 20, totalNum: 1, result: [supporter] });
    if (url.includes(MarketingAdminPaths.crowdfund.replace(':id', crowdfund.goodsId))) return ok(crowdfund);
    return ok({ pageNo: 1, pageSize: 20, totalNum: 0, result: [] });
  });
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('众筹详情', () => {
  it('shows the figures, the countdown and the supporter orders, masked, linked for whoever reads orders', async () => {
    serve(operator([Permission.marketingRead, Permission.marketingWrite, Permission.ordersRead]), running);
    openConsole('/marketing/crowdfunds/42');
    expect(await screen.findByRole('heading', { name: running.goodsName })).toBeTruthy();
    expect(screen.getByText('500件')).toBeTruthy();
    expect(screen.getByText(/^距结束 \d+天$/)).toBeTruthy();
    const link = await screen.findByRole('link', { name: supporter.orderNo });
    expect(link.getAttribute('href')).toBe('/trade/orders/77');
    const row = link.closest('tr')!;
    expect(within(row).getByText('139****0001')).toBeTruthy();
    expect(within(row).getByText('退款中 ¥2598.00')).toBeTruthy();
  });

  it('ends it only after the confirmation', async () => {
    serve(operator([Permission.marketingRead, Permission.marketingWrite]), running);
    openConsole('/marketing/crowdfunds/42');
    fireEvent.click(await screen.findByRole('button', { name: MarketingText.endCrowdfund }));
    expect(await screen.findByText(MarketingText.endCrowdfundConfirm)).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]![0])).toContain('/marketing/crowdfunds/42/end');
    expect(await screen.findByText(MarketingText.crowdfundEnded)).toBeTruthy();
  });

  it('shows 结算中 while the job refunds, with no 结束众筹, and plain order numbers to an operator who cannot read orders', async () => {
    serve(operator([Permission.marketingRead]), { ...running, statusNow: CrowdfundStatus.CrowdfundFail, outcome: CrowdfundStatus.CrowdfundFail, endAt: '2026-11-28T02:00:00.000Z' });
    openConsole('/marketing/crowdfunds/42');
    expect((await screen.findAllByText(`众筹失败 · ${MarketingText.settling}`)).length).toBeGreaterThan(0);
    expect(await screen.findByText(supporter.orderNo)).toBeTruthy();
    expect(screen.queryByRole('link', { name: supporter.orderNo })).toBeNull();
    expect(screen.queryByRole('button', { name: MarketingText.endCrowdfund })).toBeNull();
  });
});
