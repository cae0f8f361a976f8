import {
  AdminPaths,
  AfterSalesAuditAction,
  AuditActionName,
  OrderAdminPaths,
  OrderAdminText,
  OrderAuditAction,
  OrderKind,
  Permission,
  Role,
  ShopOrderStatus,
  type AdminOrderDetail,
  type OperatorSelf,
} from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, openConsole, stubAdminApi } from '../../../test/console-app.tsx';

const fetchMock = stubAdminApi();

const operator = (permissions: Permission[]): OperatorSelf => ({ id: 5, username: 'service', displayName: '客服·陈', roles: [Role.service], permissions, mustChangePassword: false });

const order: AdminOrderDetail = {
  id: '7',
  orderNo: 'YC20261126000000000007',
  kind: OrderKind.boutique,
  kindText: '曜川精品',
  status: ShopOrderStatus.waitSend,
  statusText: '待发货',
  userId: '3',
  buyerPhone: '13800000003',
  goodsName: '城市通勤双肩包',
  lineCount: 1,
  totalNum: 1,
  payAmount: 26_900,
  integral: 0,
  payWayText: '微信支付',
  createdAt: '2026-11-26T01:00:00.000Z',
  paidAt: '2026-11-26T01:01:00.000Z',
  buyerNickname: '曜川车友',
  address: null,
  store: null,
  vinCode: null,
  mobile: null,
  remark: '',
  lines: [{ lineId: 9, goodsId: '2', skuId: '21', name: '城市通勤双肩包', specsName: '雾灰', pictureUrl: '', num: 1, price: 26_900, eValue: 0 }],
  amounts: { goodsAmount: 26_900, couponDeductAmount: 0, carriage: 0, integral: 0, integralDeductAmount: 0, payAmount: 26_900, pointsEarned: 269 },
  timeline: [{ status: ShopOrderStatus.waitSend, statusText: '待发货', at: '2026-11-26T01:01:00.000Z' }],
  payments: [],
  refunds: [],
  logistics: null,
  cases: [],
  audit: [],
  cancelRefundRefusal: null,
  cancelRefundNeedsApproval: false,
  shippable: true,
};


function serve(me: OperatorSelf, detail: AdminOrderDetail) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith(AdminPaths.me)) return jsonAnswer(200, { code: 0, message: 'ok', result: { operator: me, csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' } });
    if (url.endsWith(OrderAdminPaths.ship.replace(':id', detail.id))) {
      return jsonAnswer(200, { code: 0, message: 'ok', result: { ...detail, statusText: '待收货', shippable: false } });
    }
    if (url.endsWith(OrderAdminPaths.cancelRefund.replace(':id', detail.id))) {
      return jsonAnswer(200, { code: 0, message: 'ok', result: { ...detail, statusText: '已关闭', cancelRefundRefusal: OrderAdminText.notPaid } });
    }
    if (url.endsWith(OrderAdminPaths.order.replace(':id', detail.id))) return jsonAnswer(200, { code: 0, message: 'ok', result: detail });
    return jsonAnswer(200, { code: 0, message: 'ok', result: { pageNo: 1, pageSize: 20, totalNum: 0, result: [] } });
  });
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');


describe('订单详情', () => {
  it('cancels and refunds only after the confirmation, with the reason it requires', async () => {
    serve(operator([Permission.ordersRead, Permission.afterSalesHandle]), order);
    openConsole('/trade/orders/7');
    expect(await screen.findByText(order.orderNo)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: OrderAdminText.cancelRefund }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(OrderAdminText.cancelRefundHint)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: OrderAdminText.cancelRefundConfirm }));
    expect(await within(dialog).findByText(OrderAdminText.cancelRefundReasonRequired)).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(OrderAdminText.cancelRefundReason), { target: { value: '  缺货取消  ' } });
    // The warning goes as the reason is typed, before the next submit.
    await waitFor(() => expect(within(dialog).queryByText(OrderAdminText.cancelRefundReasonRequired)).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: OrderAdminText.cancelRefundConfirm }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0]!;
    expect(String(url)).toContain('/orders/7/cancel-refund');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: '缺货取消' });
    expect(await screen.findByText(OrderAdminText.cancelRefundDone)).toBeTruthy();
  });

  it('ships under the company and number entered, only after the confirmation step', async () => {
    serve(operator([Permission.ordersRead, Permission.ordersShip]), order);
    openConsole('/trade/orders/7');
    expect(await screen.findByText(order.orderNo)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: OrderAdminText.ship }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: OrderAdminText.shipNext }));
    expect(await within(dialog).findByText(OrderAdminText.expressNoInvalid)).toBeTruthy();
    expect(within(dialog).getAllByText(OrderAdminText.carrierRequired).length).toBeGreaterThan(0);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('顺丰速运'));
    const number = within(dialog).getByLabelText(OrderAdminText.expressNo);
    fireEvent.change(number, { target: { value: 'SF 123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: OrderAdminText.shipNext }));
    expect(await within(dialog).findByText(OrderAdminText.expressNoInvalid)).toBeTruthy();
    fireEvent.change(number, { target: { value: ' SF1234567890 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: OrderAdminText.shipNext }));
    // The confirmation step shows what will be sent; nothing is sent before it is confirmed.
    expect(await within(dialog).findByText(OrderAdminText.shipConfirmTitle)).toBeTruthy();
    expect(within(dialog).getByText('SF1234567890')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: OrderAdminText.shipConfirm }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0]!;
    expect(String(url)).toContain('/orders/7/ship');
    expect(JSON.parse(String(init?.body))).toEqual({ carrierCode: 'shunfeng', expressNo: 'SF1234567890' });
    expect(await screen.findByText(OrderAdminText.shipDone)).toBeTruthy();
  });

  it('offers 发货 only with orders:ship and only on an order that can ship', async () => {
    serve(operator([Permission.ordersRead, Permission.afterSalesHandle]), order);
    openConsole('/trade/orders/7');
    expect(await screen.findByText(order.orderNo)).toBeTruthy();
    expect(screen.queryByRole('button', { name: OrderAdminText.ship })).toBeNull();
  });

  it('offers no 发货 on an order that cannot ship', async () => {
    serve(operator([Permission.ordersRead, Permission.ordersShip]), { ...order, shippable: false });
    openConsole('/trade/orders/7');
    expect(await screen.findByText(order.orderNo)).toBeTruthy();
    expect(screen.queryByRole('button', { name: OrderAdminText.ship })).toBeNull();
  });

  it('offers no 取消并退款 to an operator who may only read orders', async () => {
    serve(operator([Permission.ordersRead]), order);
    openConsole('/trade/orders/7');
    expect(await screen.findByText(order.orderNo)).toBeTruthy();
    expect(screen.queryByRole('button', { name: OrderAdminText.cancelRefund })).toBeNull();
  });

  it('disables 取消并退款 when the server says why not', async () => {
    serve(operator([Permission.ordersRead, Permission.afterSalesHandle]), { ...order, cancelRefundRefusal: OrderAdminText.shipped });
    openConsole('/trade/orders/7');
    expect(await screen.findByText(order.orderNo)).toBeTruthy();
    expect((screen.getByRole('button', { name: OrderAdminText.cancelRefund }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('names every audited action in Chinese and links each after-sales case to its page', async () => {
    const at = '2026-11-26T02:00:00.000Z';
    const row = { at, operatorId: 5, username: 'service', targetType: 'afterSalesCase', targetId: '31', before: { status: 0 }, after: { status: 1 }, diff: [], ip: '127.0.0.1', userAgent: '' };
    const withCase: AdminOrderDetail = {
      ...order,
      cases: [
        { id: '31', caseNo: 'AS20261126000031', orderNo: order.orderNo, userId: '3', phone: '138****0000', type: 1, typeText: '仅退款', status: 1, statusText: '已同意', cashFen: 100, eValue: 0, reasonText: '拍错了', createdAt: at, deadline: null, overdue: false, refundFailed: false },
      ],
      audit: [
        { ...row, id: 2, action: AfterSalesAuditAction.approve },
        { ...row, id: 1, action: OrderAuditAction.cancelRefund, targetType: 'order', targetId: '7' },
      ],
    };
    serve(operator([Permission.ordersRead]), withCase);
    openConsole('/trade/orders/7');
    const link = await screen.findByRole('link', { name: 'AS20261126000031' });
    expect(link.getAttribute('href')).toBe('/trade/after-sales/31');
    expect(screen.getByText(AuditActionName[AfterSalesAuditAction.approve]!)).toBeTruthy();
    expect(AuditActionName[AfterSalesAuditAction.approve]).toMatch(/[\u4e00-\u9fa5]/);
    expect(screen.queryByText(AfterSalesAuditAction.approve)).toBeNull();
    expect(screen.getAllByText(OrderAdminText.cancelRefund).length).toBeGreaterThan(0);
  });
});
