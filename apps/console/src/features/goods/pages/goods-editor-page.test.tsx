import { AdminGoodsPaths, AdminPaths, AgreementType, AgreementTypeName, BizType, CrowdfundStatus, CrowdfundTargetType, DeductType, GoodsText, MarketingText, Permission, Role, VirtualChildType, WarrantyAdminText, type AdminGoodsDetail, type OperatorSelf } from '@emall/contract';
import { plainKindInfo } from '@emall/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, openConsole, stubAdminApi } from '../../../test/console-app.tsx';

const fetchMock = stubAdminApi();

const operatorWith = (permissions: Permission[]): OperatorSelf => ({ ...operator, permissions });
const operator: OperatorSelf = { id: 2, username: 'goods', displayName: '商品·林', roles: [Role.goods], permissions: [Permission.goodsRead, Permission.goodsWrite], mustChangePassword: false };

const detail: AdminGoodsDetail = {
  id: '12',
  goodsType: 1,
  category: '精品',
  onShelf: true,
  updatedAt: '2026-11-25T08:00:00.000Z',
  bizType: BizType.shop,
  virtualType: null,
  annexType: null,
  name: '定制车衣',
  saleName: '定制车衣',
  description: '',
  detailHtml: '',
  pictures: ['/media/goods/a.png'],
  detailPictures: [],
  tags: [],
  specs: [{ name: '规格', values: ['标准'] }],
  skus: [{ id: '31', code: 'COVER-1', specValues: ['标准'], specsName: '标准', pictureUrl: '', price: 99_900, productPrice: 129_900, eValue: 0, stock: 4 }],
  deductType: DeductType.cash,
  deductAmount: 0,
  userLimitFlag: false,
  userLimit: 0,
  buyerType: 0,
  whitelist: 0,
  preSale: 0,
  installType: 0,
  costFree: false,
  kindInfo: plainKindInfo(),
  noReasonDays: 15,
  noReasonExcluded: false,
  warrantyMonths: 0,
  warrantyCover: '',
  crowdfund: null,
};

const ok = (result: unknown) => jsonAnswer(200, { code: 0, message: 'ok', result });

function serve(stored: AdminGoodsDetail, me: OperatorSelf = operator) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith(AdminPaths.me)) return ok({ operator: me, csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' });
    if (url.endsWith(AdminGoodsPaths.goodsOne.replace(':id', stored.id))) {
      // The saved goods echoes what was sent, as the server's does.
      return ok(init?.method === 'PUT' ? { ...stored, ...(JSON.parse(String(init.body)) as object), skus: stored.skus } : stored);
    }
    return ok({ pageNo: 1, pageSize: 20, totalNum: 0, result: [] });
  });
}

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const sentBody = (n: number) => JSON.parse(String(puts()[n]![1]!.body)) as AdminGoodsDetail;
const daysInput = () => screen.getByLabelText(GoodsText.noReasonDays) as HTMLInputElement;
const excludedSwitch = () => screen.getByRole('switch', { name: GoodsText.noReasonExcluded });


describe('编辑商品 售后规则', () => {
  it('loads the goods own window and sends it back; emptied it falls back to the shop, excluded it is sent as such', async () => {
    serve(detail);
    openConsole('/goods/edit/12');
    await waitFor(() => expect(daysInput().value).toBe('15'), { timeout: 20_000 });
    expect(daysInput().placeholder).toBe(GoodsText.noReasonDaysPlaceholder);
    expect(excludedSwitch().getAttribute('aria-checked')).toBe('false');
    // Not a crowdfund goods: no 众筹 card.
    expect(screen.queryByText(GoodsText.sectionCrowdfund)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: new RegExp(GoodsText.save) }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(sentBody(0)).toMatchObject({ noReasonDays: 15, noReasonExcluded: false });

    fireEvent.change(daysInput(), { target: { value: '' } });
    fireEvent.blur(daysInput());
    fireEvent.click(excludedSwitch());
    await waitFor(() => expect(daysInput().disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(GoodsText.save) }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(sentBody(1)).toMatchObject({ noReasonDays: null, noReasonExcluded: true });
  }, 60_000);
});

describe('编辑商品 保修', () => {
  it('loads the months and the cover and sends them back; with months the cover is required, with none it is not asked', async () => {
    serve({ ...detail, warrantyMonths: 36, warrantyCover: '主机免费维修' });
    openConsole('/goods/edit/12');
    const months = () => screen.getByLabelText(WarrantyAdminText.warrantyMonths) as HTMLInputElement;
    const cover = () => screen.getByLabelText(WarrantyAdminText.cover) as HTMLTextAreaElement;
    await waitFor(() => expect(months().value).toBe('36'), { timeout: 20_000 });
    expect(cover().value).toBe('主机免费维修');

    fireEvent.change(cover(), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(GoodsText.save) }));
    expect(await screen.findByText(WarrantyAdminText.warrantyCoverRequired, {}, { timeout: 8_000 })).toBeTruthy();
    expect(puts()).toHaveLength(0);

    fireEvent.change(cover(), { target: { value: '  主机及充电枪免费维修  ' } });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(GoodsText.save) }));
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 8_000 });
    expect(sentBody(0)).toMatchObject({ warrantyMonths: 36, warrantyCover: '主机及充电枪免费维修' });

    fireEvent.change(months(), { target: { value: '0' } });
    fireEvent.blur(months());
    await waitFor(() => expect(cover().disabled).toBe(true), { timeout: 8_000 });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(GoodsText.save) }));
    await waitFor(() => expect(puts()).toHaveLength(2), { timeout: 8_000 });
    expect(sentBody(1)).toMatchObject({ warrantyMonths: 0 });
  }, 60_000);
});

describe('编辑商品 众筹', () => {
  const crowdfund = { crowdfundNo: 'CF000012', statusNow: CrowdfundStatus.CrowdfundPreheat, targetType: CrowdfundTargetType.Pieces, targetValue: 500, startAt: '2026-12-01T02:00:00.000Z', endAt: '2026-12-15T02:00:00.000Z' };

  it('shows a crowdfund goods its campaign and links to the 众筹活动 page searching for it', async () => {
    serve({ ...detail, crowdfund }, operatorWith([Permission.goodsRead, Permission.goodsWrite, Permission.marketingRead]));
    openConsole('/goods/edit/12');
    expect(await screen.findByText(GoodsText.sectionCrowdfund)).toBeTruthy();
    expect(screen.getByText('CF000012')).toBeTruthy();
    const link = screen.getByRole('link', { name: new RegExp(GoodsText.crowdfundEdit) });
    expect(link.getAttribute('href')).toBe('/marketing/crowdfunds?keyword=CF000012');
    fireEvent.click(link);
    expect(await screen.findByRole('searchbox', { name: MarketingText.crowdfundKeyword })).toHaveProperty('value', 'CF000012');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/marketing/crowdfunds?') && String(url).includes('keyword=CF000012'))).toBe(true));
  }, 30_000);

  it('offers no link to an operator who may not see crowdfunds', async () => {
    serve({ ...detail, crowdfund });
    openConsole('/goods/edit/12');
    expect(await screen.findByText(GoodsText.sectionCrowdfund)).toBeTruthy();
    expect(screen.queryByRole('link', { name: new RegExp(GoodsText.crowdfundEdit) })).toBeNull();
  }, 30_000);
});

describe('编辑商品 类型信息', () => {
  it("shows a digital key's agreement (需签署协议) and sends it back with the kind info", async () => {
    const key = { ...detail, bizType: BizType.virtual, virtualType: VirtualChildType.digital, goodsType: 3, kindInfo: { ...detail.kindInfo, needVin: true, agreementType: AgreementType.digitalKey } };
    serve(key);
    openConsole('/goods/edit/12');
    const field = (await screen.findByText(GoodsText.agreementType, {}, { timeout: 20_000 })).closest<HTMLElement>('.ant-form-item')!;
    expect(within(field).getByText(AgreementTypeName[AgreementType.digitalKey])).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(GoodsText.save) }));
    await waitFor(() => expect(puts()).toHaveLength(1), { timeout: 8_000 });
    expect(sentBody(0).kindInfo).toMatchObject({ agreementType: AgreementType.digitalKey, needVin: true });
  }, 60_000);
});
