import { AfterSalesType, DeliveryMethod, LogisticsStatus, OrderAction, OrderListTab, ShopOrderStatus, VoucherStatus } from '@emall/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { fakeOrdersApi } from '../test/fake-orders-api.ts';
import { NOW, flowOrder, orderDetail, orderLine, parcelOf, pickupOrder, unpaidOrder, voucherOf } from '../test/order-fixtures.ts';
import { settledDialog } from '../../../test/dialog.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const region = (name: string) => screen.getByRole('region', { name });
const rowOf = (regionName: string, label: string) => within(region(regionName)).getByText(label).parentElement?.textContent ?? '';

async function openDetail(orderId: string) {
  logInForTest();
  const view = renderRoute(`/order/detail?orderId=${orderId}`);
  await screen.findByRole('region', { name: '订单状态' });
  return view;
}


describe('order detail page', () => {
  it('sends a guest to login and back to the order', async () => {
    const api = fakeOrdersApi();
    const { router } = renderRoute('/order/detail?orderId=11');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/order/detail?orderId=11')}`);
    expect(api.calls).toEqual([]);
  });

  it('shows a paid order: status, address, goods, amounts, order info and progress', async () => {
    const order = orderDetail({
      remark: '请在工作日送达',
      amounts: { goodsAmount: 39900, couponDeductAmount: 2000, carriage: 1000, integral: 350, integralDeductAmount: 3500, payAmount: 35400, pointsEarned: 344 },
    });
    const api = fakeOrdersApi({ orders: [{ order, tabs: [OrderListTab.waitSend] }] });
    await openDetail(order.orderId);
    expect(document.title).toBe('订单详情');
    expect(api.callsTo('/hermes/v3/orders/11')).toHaveLength(1);

    const banner = region('订单状态');
    expect(within(banner).getByRole('heading', { name: '待发货' })).toBeTruthy();
    expect(banner.textContent).toContain('商品正在打包,请耐心等待发货');

    const address = region('收货地址');
    expect(address.textContent).toContain('林曜');
    expect(address.textContent).toContain('138****0001');
    expect(address.textContent).toContain('上海市上海市浦东新区世纪大道100号 18楼1801室');

    const goods = region('商品信息');
    expect(goods.textContent).toContain('曜川精品');
    expect(goods.textContent).toContain('共1件');
    expect(within(goods).getByRole('link', { name: /^城市通勤双肩包/ }).getAttribute('href')).toBe('/store/boutique/product?productId=2');

    expect(rowOf('金额明细', '商品金额')).toBe('商品金额¥399.00');
    expect(rowOf('金额明细', '运费')).toBe('运费+¥10.00');
    expect(rowOf('金额明细', '优惠券')).toBe('优惠券-¥20.00');
    expect(rowOf('金额明细', 'E值抵扣')).toBe('E值抵扣-¥35.00');
    expect(rowOf('金额明细', '获得E值')).toBe('获得E值+344 E值');
    expect(within(region('金额明细')).getByLabelText('实付 ¥354.00 +350 E值')).toBeTruthy();

    const info = region('订单信息');
    expect(rowOf('订单信息', '订单编号')).toContain(order.orderNo);
    expect(rowOf('订单信息', '下单时间')).toBe('下单时间2026-11-22 09:40:00');
    expect(rowOf('订单信息', '支付时间')).toBe('支付时间2026-11-22 09:41:30');
    expect(rowOf('订单信息', '支付方式')).toBe('支付方式在线支付 + E值');
    expect(rowOf('订单信息', '订单备注')).toBe('订单备注请在工作日送达');
    const steps = within(info).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual(['待发货2026-11-22 09:41:30', '待付款2026-11-22 09:40:00']);

    // Paid partly in cash, it may be invoiced: 申请开票 beside 再次购买.
    const actions = within(screen.getByRole('group', { name: '订单操作' })).getAllByRole('button');
    expect(actions.map((button) => button.textContent)).toEqual(['再次购买', '申请开票']);
  });

  it('copies the order number', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const order = orderDetail();
    fakeOrdersApi({ orders: [{ order, tabs: [] }] });
    await openDetail(order.orderId);
    await userEvent.click(within(region('订单信息')).getByRole('button', { name: '复制订单编号' }));
    expect(writeText).toHaveBeenCalledWith(order.orderNo);
    expect(await screen.findByText('复制成功')).toBeTruthy();
  });

  it('counts down an unpaid order by the server’s clock, every second', async () => {
    // The phone's clock is 10 minutes fast: the countdown still goes by the server's NOW.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(Date.parse(NOW) + 10 * 60_000));
    const order = unpaidOrder();
    fakeOrdersApi({ orders: [{ order, tabs: [OrderListTab.waitPay] }] });
    await openDetail(order.orderId);
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^剩余支付时间 (15:00|14:59),超时未支付订单将自动关闭$/);
    const before = timer.textContent ?? '';
    act(() => void vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('timer').textContent).not.toBe(before);
    expect(screen.getByRole('timer').textContent).toMatch(/^剩余支付时间 14:5[78]/);
    expect(within(region('订单状态')).getByRole('heading', { name: '待付款' })).toBeTruthy();
    expect(within(region('金额明细')).getByLabelText('需付款 ¥269.00')).toBeTruthy();
    expect(screen.queryByText('支付时间')).toBeNull();
    // The E-value is earned once paid.
    expect(within(region('金额明细')).queryByText('获得E值')).toBeNull();
    expect(within(screen.getByRole('group', { name: '订单操作' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['取消订单', '去支付']);
  });

  it('at the deadline drops 去支付 and reads the order again until the server has closed it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(NOW));
    const order = unpaidOrder({ payDeadline: new Date(Date.parse(NOW) + 2_000).toISOString() });
    const api = fakeOrdersApi({ orders: [{ order, tabs: [OrderListTab.waitPay] }] });
    await openDetail(order.orderId);
    expect(await screen.findByRole('timer')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2_500));
    expect(await screen.findByText('支付已超时,订单即将关闭')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '订单操作' })).queryByRole('button', { name: '去支付' })).toBeNull();
    await waitFor(() => expect(api.callsTo('/hermes/v3/orders/12').length).toBeGreaterThanOrEqual(2));
  });

  it('shows a closed order with its hint and no countdown', async () => {
    const order = unpaidOrder({ status: ShopOrderStatus.close, statusText: '已关闭', payDeadline: null, actions: [OrderAction.delete, OrderAction.buyAgain] });
    fakeOrdersApi({ orders: [{ order, tabs: [] }] });
    await openDetail(order.orderId);
    expect(within(region('订单状态')).getByRole('heading', { name: '已关闭' })).toBeTruthy();
    expect(region('订单状态').textContent).toContain('订单已关闭,占用的库存、E值和优惠券已退回');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('cancels an unpaid order after a confirm and shows it cancelled', async () => {
    const order = unpaidOrder();
    const api = fakeOrdersApi({ orders: [{ order, tabs: [OrderListTab.waitPay] }] });
    await openDetail(order.orderId);
    await userEvent.click(within(screen.getByRole('group', { name: '订单操作' })).getByRole('button', { name: '取消订单' }));
    await userEvent.click(within(await settledDialog()).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('订单已取消')).toBeTruthy();
    expect(await within(region('订单状态')).findByRole('heading', { name: '已取消' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(api.callsTo(`/hermes/v1/orders/${order.orderId}/cancel`, 'PUT')).toHaveLength(1);
  });

  it('goes back to the list after deleting the order', async () => {
    const order = flowOrder();
    const api = fakeOrdersApi({ orders: [{ order, tabs: [] }] });
    const { router } = await openDetail(order.orderId);
    await userEvent.click(within(screen.getByRole('group', { name: '订单操作' })).getByRole('button', { name: '删除订单' }));
    await userEvent.click(within(await settledDialog()).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(currentPath(router)).toBe('/order/list'));
    expect(api.callsTo(`/hermes/v1/orders/${order.orderId}`, 'DELETE')).toHaveLength(1);
    // The toast says why the page was left, on the list it led to.
    expect(await screen.findByText('订单已删除')).toBeTruthy();
  });

  it('offers 去评价 for an order waiting for its review', async () => {
    const order = orderDetail({ status: ShopOrderStatus.waitAppraise, statusText: '待评价', actions: [OrderAction.buyAgain] });
    fakeOrdersApi({ orders: [{ order, tabs: [OrderListTab.waitAppraise] }] });
    const { router } = await openDetail(order.orderId);
    expect(region('订单状态').textContent).toContain('交易成功,快来分享您的使用体验吧');
    await userEvent.click(within(screen.getByRole('group', { name: '订单操作' })).getByRole('button', { name: '去评价' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/social/comment-entry?orderNo=${order.orderNo}`));
  });

  it('shows a virtual order’s car and phone instead of an address, with no carriage row', async () => {
    const order = flowOrder();
    fakeOrdersApi({ orders: [{ order, tabs: [] }] });
    await openDetail(order.orderId);
    expect(region('订单状态').textContent).toContain('已开通,感谢您的支持');
    expect(rowOf('开通信息', '车架号')).toBe('车架号LYC0ES9A0R1000001');
    expect(rowOf('开通信息', '联系手机号')).toBe('联系手机号138****0001');
    expect(screen.queryByRole('region', { name: '收货地址' })).toBeNull();
    expect(within(region('金额明细')).queryByText('运费')).toBeNull();
    expect(region('商品信息').textContent).toContain('流量包');
  });

  it('shows an E-value order’s price in E值', async () => {
    const order = orderDetail({
      amounts: { goodsAmount: 0, couponDeductAmount: 0, carriage: 0, integral: 1590, integralDeductAmount: 0, payAmount: 0, pointsEarned: 0 },
    });
    fakeOrdersApi({ orders: [{ order, tabs: [] }] });
    await openDetail(order.orderId);
    expect(rowOf('金额明细', '商品金额')).toBe('商品金额1590 E值');
    expect(rowOf('金额明细', '运费')).toBe('运费免运费');
    expect(within(region('金额明细')).getByLabelText('实付 ¥0.00 +1590 E值')).toBeTruthy();
    expect(rowOf('订单信息', '支付方式')).toBe('支付方式E值支付');
  });

  it('shows the parcel’s latest trace and every trace on a tap', async () => {
    const shipped = orderDetail({ status: ShopOrderStatus.waitReceive, statusText: '待收货', actions: [OrderAction.logistics, OrderAction.confirm] });
    const parcel = parcelOf(shipped);
    const order = {
      ...shipped,
      logistics: { carrierName: parcel.carrierName, expressNo: parcel.expressNo, status: LogisticsStatus.inTransit, statusText: '运输中', latest: parcel.traces[0] ?? null },
    };
    fakeOrdersApi({ orders: [{ order, tabs: [] }], parcels: { [order.orderNo]: [parcel] } });
    await openDetail(order.orderId);
    const card = region('物流信息');
    expect(card.textContent).toContain('运输中');
    expect(card.textContent).toContain('快件已到达【上海浦东转运中心】');
    expect(card.textContent).toContain('2026-11-22 14:00:00');
    await userEvent.click(within(card).getByRole('button'));
    const sheet = await screen.findByRole('dialog', { name: '物流信息' });
    expect(await within(sheet).findByText('曜川速运已揽收')).toBeTruthy();
  });

  it('shows the pickup voucher of a store order with its QR code, store and code', async () => {
    const order = pickupOrder();
    fakeOrdersApi({ orders: [{ order, tabs: [] }], vouchers: { [order.orderId]: voucherOf(order) } });
    await openDetail(order.orderId);
    expect(region('订单状态').textContent).toContain('商品备货中,送达门店后即可凭提货凭证提货');
    const store = region('自提门店');
    expect(store.textContent).toContain('曜川深圳南山体验店');
    expect(store.textContent).toContain('营业时间 10:00-21:00');
    const block = await screen.findByRole('region', { name: '提货凭证' });
    expect(block.textContent).toContain('83920417');
    expect(block.textContent).toContain('请到门店出示二维码或提货码提货');
    const small = await within(block).findByRole('img', { name: '提货凭证二维码' });
    expect(small.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    await userEvent.click(within(screen.getByRole('group', { name: '订单操作' })).getByRole('button', { name: '提货凭证' }));
    const sheet = await screen.findByRole('dialog', { name: '提货凭证' });
    expect(await within(sheet).findByRole('img', { name: '提货凭证二维码' })).toBeTruthy();
    expect(within(sheet).getByLabelText('提货码 83920417')).toBeTruthy();
    expect(sheet.textContent).toContain('待提货');
  });

  it('shows a used voucher as 已提货', async () => {
    const order = pickupOrder({ actions: [OrderAction.voucher, OrderAction.buyAgain], deliveryMethod: DeliveryMethod.store });
    fakeOrdersApi({
      orders: [{ order, tabs: [] }],
      vouchers: { [order.orderId]: voucherOf(order, { status: VoucherStatus.used, statusText: '已提货', usedAt: '2026-11-23T03:00:00.000Z' }) },
    });
    await openDetail(order.orderId);
    await userEvent.click(await screen.findByRole('button', { name: /^出示 ?提货凭证/ }));
    const sheet = await screen.findByRole('dialog', { name: '提货凭证' });
    expect(await within(sheet).findByText('2026-11-23 11:00:00 已提货')).toBeTruthy();
  });

  it.each([
    ['an unknown order', '99'],
    ['a malformed id', 'abc'],
    ['no id', ''],
  ])('shows 订单不存在 for %s', async (_, orderId) => {
    const api = fakeOrdersApi({ orders: [{ order: orderDetail(), tabs: [] }] });
    logInForTest();
    const { router } = renderRoute(`/order/detail?orderId=${orderId}`);
    expect(await screen.findByRole('heading', { name: '订单不存在' })).toBeTruthy();
    // No error toast: the page says it.
    expect(screen.queryAllByText('订单不存在')).toHaveLength(1);
    if (orderId !== '99') expect(api.calls.filter((c) => c.url.pathname.includes('/hermes/v3/orders/'))).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '查看全部订单' }));
    await waitFor(() => expect(currentPath(router)).toBe('/order/list'));
  });

  it('shows a failed load with a retry', async () => {
    let failures = 1;
    const order = orderDetail();
    fakeOrdersApi({
      orders: [{ order, tabs: [] }],
      override: (call) => (call.url.pathname.endsWith(`/hermes/v3/orders/${order.orderId}`) && failures-- > 0 ? fail(50000, '服务繁忙,请稍后再试', 500) : null),
    });
    logInForTest();
    renderRoute(`/order/detail?orderId=${order.orderId}`);
    expect(await screen.findByRole('heading', { name: '服务繁忙,请稍后再试' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await within(await screen.findByRole('region', { name: '订单状态' })).findByRole('heading', { name: '待发货' })).toBeTruthy();
  });

  it('offers 申请售后 under each line the server says may be asked for, and opens its type choice', async () => {
    const order = orderDetail({
      lines: [
        orderLine({ lineId: 7, afterSales: { types: [AfterSalesType.refundOnly], refusal: null, openCaseId: null, hasCases: false } }),
        orderLine({ lineId: 8, productSpecsId: '31', name: '钛金保温杯', afterSales: { types: [], refusal: '该商品已全部申请售后', openCaseId: null, hasCases: false } }),
      ],
    });
    const api = fakeOrdersApi({ orders: [{ order, tabs: [OrderListTab.waitSend] }] });
    const { router } = await openDetail(order.orderId);
    const goods = region('商品信息');
    expect(within(goods).getAllByRole('button', { name: '申请售后' })).toHaveLength(1);
    expect(within(goods).queryByRole('group', { name: '钛金保温杯 售后服务' })).toBeNull();
    // The detail's own answer says it: no second call for the order's after-sales entry.
    expect(api.callsTo(`/hermes/v1/after-sales/orders/${order.orderId}`)).toHaveLength(0);
    await userEvent.click(within(within(goods).getByRole('group', { name: '城市通勤双肩包 售后服务' })).getByRole('button', { name: '申请售后' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/order/afterSalesApplyType?orderId=${order.orderId}&lineId=7`));
  });

  it('shows 售后中 with 查看售后 on a line an open case holds, opening that case', async () => {
    const order = orderDetail({ lines: [orderLine({ lineId: 7, afterSales: { types: [], refusal: '该商品已全部申请售后', openCaseId: '42', hasCases: true } })] });
    fakeOrdersApi({ orders: [{ order, tabs: [OrderListTab.waitSend] }] });
    const { router } = await openDetail(order.orderId);
    const line = within(region('商品信息')).getByRole('group', { name: '城市通勤双肩包 售后服务' });
    expect(within(line).getByText('售后中')).toBeTruthy();
    expect(within(line).queryByRole('button', { name: '申请售后' })).toBeNull();
    await userEvent.click(within(line).getByRole('button', { name: '查看售后' }));
    await waitFor(() => expect(currentPath(router)).toBe('/order/afterSalesDetail?id=42'));
  });

  it('offers no 申请售后 when no line may be asked for and none has an open case', async () => {
    const order = orderDetail({ lines: [orderLine({ afterSales: { types: [], refusal: '已超过可申请售后的期限', openCaseId: null, hasCases: false } })] });
    fakeOrdersApi({ orders: [{ order, tabs: [OrderListTab.waitSend] }] });
    await openDetail(order.orderId);
    expect(screen.queryByRole('button', { name: '申请售后' })).toBeNull();
    expect(screen.queryByRole('button', { name: '查看售后' })).toBeNull();
    expect(screen.queryByText('售后中')).toBeNull();
  });

  it('offers 查看保修卡 on a paid order\'s lines that carry warranty cards: one opens the card, several the order\'s cards', async () => {
    const order = orderDetail({ lines: [orderLine({ lineId: 7 }), orderLine({ lineId: 8, productSpecsId: '31', name: '钛金保温杯' }), orderLine({ lineId: 9, productSpecsId: '41', name: '氛围灯套件' })] });
    const cards = [{ lineId: 7, cardId: '5' }, { lineId: 9, cardId: '6' }, { lineId: 9, cardId: '7' }];
    const api = fakeOrdersApi({
      orders: [{ order, tabs: [] }],
      override: (call) => (call.url.pathname.endsWith('/hermes/v1/warranty/cards') ? ok({ pageNo: 1, pageSize: 50, totalNum: cards.length, result: cards }) : null),
    });
    const { router } = await openDetail(order.orderId);
    const goods = region('商品信息');
    await within(goods).findByRole('group', { name: '城市通勤双肩包 售后服务' });
    expect(within(goods).queryByRole('group', { name: '钛金保温杯 售后服务' })).toBeNull();
    expect(api.calls.find((c) => c.url.pathname.endsWith('/warranty/cards'))?.url.searchParams.get('orderId')).toBe(order.orderId);
    await userEvent.click(within(within(goods).getByRole('group', { name: '氛围灯套件 售后服务' })).getByRole('button', { name: '查看保修卡' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/order/warranty?orderId=${order.orderId}`));
    await act(() => router.navigate(-1));
    await userEvent.click(await within(await screen.findByRole('group', { name: '城市通勤双肩包 售后服务' })).findByRole('button', { name: '查看保修卡' }));
    await waitFor(() => expect(currentPath(router)).toBe('/order/warranty-detail?cardId=5'));
  });

  it('asks for no warranty card before the order is paid', async () => {
    const order = unpaidOrder();
    const api = fakeOrdersApi({ orders: [{ order, tabs: [OrderListTab.waitPay] }] });
    await openDetail(order.orderId);
    expect(api.calls.some((c) => c.url.pathname.includes('/warranty/'))).toBe(false);
  });
});
