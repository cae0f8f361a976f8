import { brand, InvoiceKind, InvoiceState, InvoiceTitleType, type InvoiceOrderStanding, type InvoiceView, type UserAddress } from '@emall/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const API = '/api-gateway/hermes/v1';
const MAKE = '/store/invoice/make?orderId=11';

const address = (id: string, name: string, isDefault: boolean): UserAddress => ({
  id,
  name,
  phone: '13800000001',
  provinceCode: '350000',
  provinceName: '福建省',
  cityCode: '350100',
  cityName: '福州市',
  districtCode: '350102',
  districtName: '鼓楼区',
  detail: `五一路${id}号`,
  fullAddress: `福建省福州市鼓楼区五一路${id}号`,
  isDefault,
});
const office = address('1', '林曜', true);
const warehouse = address('2', '陈仓', false);

/** What the shopper types for the company (the field's label, the value). */
const company = {
  title: '福建测试科技有限公司',
  taxNo: '91350100M000100Y43',
  bank: '招商银行',
  account: '591900001234',
  regAddress: '福州市鼓楼区五一路1号',
  regPhone: '0591-88000000',
  email: 'finance@example.com',
};
const labels: Record<keyof typeof company, RegExp> = {
  title: /^单位名称/,
  taxNo: /^纳税人识别号/,
  bank: /^开户银行/,
  account: /^银行账号/,
  regAddress: /^注册地址/,
  regPhone: /^注册电话/,
  email: /^收票邮箱/,
};

const standing = (current: InvoiceView | null = null): InvoiceOrderStanding => ({ orderId: '11', orderNo: 'YC20261122000000000011', invoiceable: true, refusal: null, amountFen: 26900, current });

function invoice(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    id: '5',
    orderId: '11',
    orderNo: 'YC20261122000000000011',
    direction: 'blue',
    kind: InvoiceKind.special,
    kindText: '增值税专用发票',
    titleType: InvoiceTitleType.company,
    titleTypeText: '企业',
    ...company,
    mailAddress: office,
    state: InvoiceState.applied,
    stateText: '申请中',
    failReason: '',
    totalFen: 26900,
    taxFen: 3095,
    totalInCapitals: '贰佰陆拾玖元整',
    invoiceNo: null,
    issuedAt: null,
    appliedAt: '2026-11-22T02:00:00.000Z',
    lines: [],
    redFlushDue: false,
    originalId: null,
    ...overrides,
  };
}

/** The invoice calls and the address book; `apply` answers the POSTs. */
function fakeApi(book: UserAddress[], apply: (call: RecordedCall) => MockReply = () => ok(invoice())) {
  return mockApi((call) => {
    const path = call.url.pathname;
    if (path === `${API}/invoices/orders/11`) return ok(standing());
    if (path === `${API}/invoice-titles`) return ok([]);
    if (path === '/api-gateway/api/app/user/user-address/list') return ok(book);
    if (path === `${API}/invoices` && call.method === 'POST') return apply(call);
    return fail(40400, '不存在', 404);
  });
}

const option = (name: string) => screen.getByRole('option', { name });
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function fillSpecialCompany(): Promise<void> {
  await userEvent.click(await screen.findByRole('option', { name: '增值税专用发票' }));
  for (const key of Object.keys(company) as (keyof typeof company)[]) await userEvent.type(field(labels[key]), company[key]);
}

beforeEach(() => {
  sessionStorage.clear();
  logInForTest();
});

describe('invoice make page: 增值税专用发票', () => {
  it('is for a company only: 个人 falls back to 普通 and cannot take it', async () => {
    fakeApi([office]);
    renderRoute(MAKE);
    await userEvent.click(await screen.findByRole('option', { name: '增值税专用发票' }));
    expect(option('增值税专用发票').getAttribute('aria-selected')).toBe('true');
    // Its company details are required (no 选填) and it is posted: the book's default address.
    expect(screen.getByText('开户银行').textContent).toBe('开户银行');
    expect(await within(await screen.findByRole('region', { name: '邮寄地址' })).findByRole('button', { name: /^林曜/ })).toBeTruthy();

    await userEvent.click(option('个人'));
    expect(option('电子普通发票').getAttribute('aria-selected')).toBe('true');
    expect(option('增值税专用发票').className).toContain('disabled');
    expect(screen.getByText('增值税专用发票仅支持企业抬头')).toBeTruthy();
    await userEvent.click(option('增值税专用发票'));
    expect(option('增值税专用发票').getAttribute('aria-selected')).toBe('false');
    expect(screen.queryByRole('region', { name: '邮寄地址' })).toBeNull();
  });

  it('asks for a mailing address: an empty book links to adding one, and the input survives the trip', async () => {
    const calls = fakeApi([]);
    const { router } = renderRoute(MAKE);
    await fillSpecialCompany();
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请选择邮寄地址');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(screen.getByRole('region', { name: '邮寄地址' })).getByRole('button', { name: '新增收货地址' }));
    await waitFor(() => expect(currentPath(router)).toBe('/address/add'));
    // The address form on screen before going back, as a shopper sees it: a back taken while the
    // router's update was still being drawn once left the address form on screen after all.
    await screen.findByPlaceholderText('请输入收货人姓名');
    await act(() => router.navigate(-1));
    await waitFor(() => {
      expect(field(labels.title).value).toBe(company.title);
      expect(option('增值税专用发票').getAttribute('aria-selected')).toBe('true');
    });
    expect(field(labels.regPhone).value).toBe(company.regPhone);
  });

  it('submits the picked address’s id; a refused submit keeps the input, the next one goes to the progress page', async () => {
    // The address list picked the warehouse for this invoice earlier (§3 invoice address).
    sessionStorage.setItem(`${brand.storagePrefix}invoice_address`, JSON.stringify(warehouse));
    let posts = 0;
    const calls = fakeApi([office, warehouse], () => (++posts === 1 ? fail(50000, '服务器繁忙', 500) : ok(invoice({ mailAddress: warehouse }))));
    const { router } = renderRoute(MAKE);
    await fillSpecialCompany();
    const picked = await within(await screen.findByRole('region', { name: '邮寄地址' })).findByRole('button', { name: /^陈仓/ });
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('服务器繁忙')).toBeTruthy();
    expect(field(labels.title).value).toBe(company.title);
    expect(field(labels.bank).value).toBe(company.bank);
    expect(option('增值税专用发票').getAttribute('aria-selected')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/invoice/progress?orderId=11'));
    const bodies = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({ orderId: 11, kind: InvoiceKind.special, titleType: InvoiceTitleType.company, ...company, addressId: 2 });
    // The title is kept on the device, its kind with it.
    expect(JSON.parse(localStorage.getItem(`${brand.storagePrefix}invoice_data`) ?? '[]')[0]).toMatchObject({ kind: InvoiceKind.special, title: company.title });
    expect(picked).toBeTruthy();
  });

  it('opens the address list to pick another mailing address', async () => {
    fakeApi([office, warehouse]);
    const { router } = renderRoute(MAKE);
    await userEvent.click(await screen.findByRole('option', { name: '增值税专用发票' }));
    await userEvent.click(await within(await screen.findByRole('region', { name: '邮寄地址' })).findByRole('button', { name: /^林曜/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/address/list?select=invoice'));
  });
});

describe('invoice progress page', () => {
  it('shows a special invoice’s mailing address, and downloads an issued PDF through the shop’s HTTP layer', async () => {
    const issued = invoice({ state: InvoiceState.issued, stateText: '已开票', invoiceNo: '26110000000000000005', issuedAt: '2026-11-22T03:00:00.000Z' });
    const calls = mockApi((call) => {
      if (call.url.pathname === `${API}/invoices/orders/11`) return ok(standing(issued));
      if (call.url.pathname === `${API}/invoices/5/pdf`) return { body: '%PDF-1.7', contentType: 'application/pdf' };
      return fail(40400, '不存在', 404);
    });
    const created = vi.fn((_: Blob) => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined }));
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRoute('/store/invoice/progress?orderId=11');
    expect(await screen.findByText(`林曜 13800000001 ${office.fullAddress}`)).toBeTruthy();
    expect(screen.getByText('增值税专用发票')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '下载发票' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(await created.mock.calls[0]![0].text()).toBe('%PDF-1.7');
    expect(saved).toHaveBeenCalledTimes(1);
    const pdfCall = calls.find((c) => c.url.pathname.endsWith('/pdf'))!;
    expect(pdfCall.headers.get('login-token')).toBe('token-u-1');
  });
});
