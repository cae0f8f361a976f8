import { OrderAction, OrderListTab, ShopOrderStatus } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { flowOrder, orderDetail, orderLine, parcelOf, unpaidOrder } from '../test/order-fixtures.ts';
import { fakeOrdersApi, type FakeOrder } from '../test/fake-orders-api.ts';
import { settledDialog } from '../../../test/dialog.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const paid = orderDetail();
const unpaid = unpaidOrder();
const done = flowOrder();
const demo = (): FakeOrder[] => [
  { order: unpaid, tabs: [OrderListTab.waitPay] },
  { order: paid, tabs: [OrderListTab.waitSend] },
  { order: done, tabs: [] },
];

const card = (orderNo: string) => screen.getByRole('article', { name: `订单 ${orderNo}` });
const findCard = (orderNo: string) => screen.findByRole('article', { name: `订单 ${orderNo}` });
const buttonsOf = (orderNo: string) =>
  within(within(card(orderNo)).getByRole('group', { name: `订单操作 ${orderNo}` }))
    .getAllByRole('button')
    .map((b) => b.textContent);
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

/**
 * jsdom lays nothing out: antd-mobile's InfiniteScroll loads only for an element with an
 * offsetParent, so the list's end is given one (and, at top 0, it is always in view).
 */
function layOutScrollEnd(): void {
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement;
  });
}

function manyOrders(count: number): FakeOrder[] {
  return Array.from({ length: count }, (_, i) => ({
    order: orderDetail({ orderId: String(100 + i), orderNo: `YC${String(100 + i).padStart(20, '0')}`, lines: [orderLine({ name: `商品${i + 1}` })] }),
    tabs: [OrderListTab.waitSend],
  }));
}

describe('order list page', () => {
  it('sends a guest to login and back to the tab asked for', async () => {
    const api = fakeOrdersApi();
    const { router } = renderRoute('/order/list?status=waitPay');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/order/list?status=waitPay')}`);
    expect(api.calls).toEqual([]);
  });

  it('shows skeletons, then every order with its kind, status, lines, total and the server’s buttons', async () => {
    fakeOrdersApi({ orders: demo() });
    logInForTest();
    renderRoute('/order/list');
    expect(await screen.findByTestId('order-list-skeleton')).toBeTruthy();
    await findCard(unpaid.orderNo);
    expect(document.title).toBe('我的订单');
    expect(tab('全部').getAttribute('aria-selected')).toBe('true');

    const waiting = card(unpaid.orderNo);
    expect(within(waiting).getByText('曜川精品')).toBeTruthy();
    expect(within(waiting).getByText('待付款')).toBeTruthy();
    expect(within(waiting).getByRole('heading', { name: '城市通勤双肩包' })).toBeTruthy();
    expect(within(waiting).getByText('雾灰')).toBeTruthy();
    expect(within(waiting).getByLabelText('数量1')).toBeTruthy();
    expect(within(waiting).getByLabelText('需付款 ¥269.00')).toBeTruthy();
    expect(buttonsOf(unpaid.orderNo)).toEqual(['取消订单', '去支付']);

    expect(within(card(paid.orderNo)).getByText('待发货')).toBeTruthy();
    expect(within(card(paid.orderNo)).getByLabelText('实付 ¥269.00')).toBeTruthy();
    expect(buttonsOf(paid.orderNo)).toEqual(['再次购买', '申请开票']);

    expect(within(card(done.orderNo)).getByText('流量包')).toBeTruthy();
    expect(within(card(done.orderNo)).getByText('已完成')).toBeTruthy();
    expect(buttonsOf(done.orderNo)).toEqual(['删除订单', '再次购买', '申请开票']);
    expect(screen.getByText('到底啦')).toBeTruthy();
  });

  it('shows an E-value total with its E值 and counts the waiting orders on the tabs', async () => {
    const cup = orderDetail({
      orderId: '15',
      orderNo: 'YC20261122000000000015',
      amounts: { goodsAmount: 0, couponDeductAmount: 0, carriage: 0, integral: 1590, integralDeductAmount: 0, payAmount: 0, pointsEarned: 0 },
    });
    fakeOrdersApi({ orders: [...demo(), { order: cup, tabs: [OrderListTab.waitSend] }] });
    logInForTest();
    renderRoute('/order/list');
    await findCard(cup.orderNo);
    expect(within(card(cup.orderNo)).getByLabelText('实付 ¥0.00 +1590 E值')).toBeTruthy();
    await waitFor(() => expect(within(tab('待发货')).getByLabelText('2个')).toBeTruthy());
    expect(within(tab('待付款')).getByLabelText('1个')).toBeTruthy();
    expect(within(tab('全部')).queryByLabelText(/个$/)).toBeNull();
  });

  it('opens the tab of the URL and keeps the chosen tab in the URL', async () => {
    const api = fakeOrdersApi({ orders: demo() });
    logInForTest();
    const { router } = renderRoute('/order/list?status=waitPay');
    await findCard(unpaid.orderNo);
    expect(tab('待付款').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('article', { name: `订单 ${paid.orderNo}` })).toBeNull();
    expect(api.callsTo('/hermes/v3/orders')[0]?.url.searchParams.get('status')).toBe('waitPay');

    await userEvent.click(tab('待发货'));
    await findCard(paid.orderNo);
    expect(currentPath(router)).toBe('/order/list?status=waitSend');
    expect(screen.queryByRole('article', { name: `订单 ${unpaid.orderNo}` })).toBeNull();
    // The tab replaces the entry: back leaves the list instead of walking through its tabs.
    expect(router.state.historyAction).toBe('REPLACE');

    await userEvent.click(tab('全部'));
    await findCard(done.orderNo);
    expect(currentPath(router)).toBe('/order/list?status=all');
    // 全部 asks without a status.
    expect(api.callsTo('/hermes/v3/orders').at(-1)?.url.searchParams.has('status')).toBe(false);
  });

  it('treats an unknown tab as 全部', async () => {
    fakeOrdersApi({ orders: demo() });
    logInForTest();
    renderRoute('/order/list?status=nonsense');
    await findCard(done.orderNo);
    expect(tab('全部').getAttribute('aria-selected')).toBe('true');
  });

  it('loads 10 orders a page as the list scrolls, down to 到底啦', async () => {
    const api = fakeOrdersApi({ orders: manyOrders(23) });
    layOutScrollEnd();
    logInForTest();
    renderRoute('/order/list?status=waitSend');
    await screen.findByRole('heading', { name: '商品1' });
    // The end of the list is always in view here: every page loads in turn.
    expect(await screen.findByRole('heading', { name: '商品23' })).toBeTruthy();
    expect(await screen.findByText('到底啦')).toBeTruthy();
    const pages = api.callsTo('/hermes/v3/orders').map((c) => [c.url.searchParams.get('pageNo'), c.url.searchParams.get('pageSize')]);
    expect(pages).toEqual([
      ['1', '10'],
      ['2', '10'],
      ['3', '10'],
    ]);
    expect(screen.getAllByRole('article')).toHaveLength(23);
  });

  it('offers a retry when a further page fails', async () => {
    let failures = 1;
    fakeOrdersApi({
      orders: manyOrders(12),
      override: (call) =>
        call.url.pathname.endsWith('/hermes/v3/orders') && call.url.searchParams.get('pageNo') === '2' && failures-- > 0 ? fail(50000, '服务繁忙,请稍后再试', 500) : null,
    });
    layOutScrollEnd();
    logInForTest();
    renderRoute('/order/list');
    await userEvent.click(await screen.findByRole('button', { name: '加载失败,点击重试' }));
    expect(await screen.findByRole('heading', { name: '商品12' })).toBeTruthy();
    expect(await screen.findByText('到底啦')).toBeTruthy();
  });

  it('shows an empty tab with a way to the shop', async () => {
    fakeOrdersApi({ orders: demo() });
    logInForTest();
    const { router } = renderRoute('/order/list?status=waitReceive');
    expect(await screen.findByRole('heading', { name: '暂无订单' })).toBeTruthy();
    expect(screen.getByText('「待收货」下暂无相关订单')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去逛逛' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/home/shop'));
  });

  it('shows a failed load with a retry that loads the list', async () => {
    let failures = 1;
    fakeOrdersApi({
      orders: demo(),
      override: (call) => (call.url.pathname.endsWith('/hermes/v3/orders') && failures-- > 0 ? fail(50000, '服务繁忙,请稍后再试', 500) : null),
    });
    logInForTest();
    renderRoute('/order/list');
    expect(await screen.findByRole('heading', { name: '服务繁忙,请稍后再试' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await findCard(unpaid.orderNo)).toBeTruthy();
  });

  it('cancels an unpaid order after a confirm: it leaves 待付款 and shows as 已取消 under 全部', async () => {
    const api = fakeOrdersApi({ orders: demo() });
    logInForTest();
    renderRoute('/order/list?status=waitPay');
    await findCard(unpaid.orderNo);

    // 再想想 keeps the order.
    await userEvent.click(within(card(unpaid.orderNo)).getByRole('button', { name: '取消订单' }));
    const dialog = await settledDialog();
    expect(within(dialog).getByText('确定要取消该订单吗?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`/hermes/v1/orders/${unpaid.orderId}/cancel`)).toHaveLength(0);

    await userEvent.click(within(card(unpaid.orderNo)).getByRole('button', { name: '取消订单' }));
    await userEvent.click(within(await settledDialog()).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('订单已取消')).toBeTruthy();
    expect(api.callsTo(`/hermes/v1/orders/${unpaid.orderId}/cancel`, 'PUT')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: '暂无订单' })).toBeTruthy();
    await waitFor(() => expect(within(tab('待付款')).queryByLabelText(/个$/)).toBeNull());

    await userEvent.click(tab('全部'));
    await findCard(unpaid.orderNo);
    expect(within(card(unpaid.orderNo)).getByText('已取消')).toBeTruthy();
    expect(buttonsOf(unpaid.orderNo)).toEqual(['删除订单', '再次购买']);
  });

  it('refreshes the list when the server refuses an action the order no longer allows', async () => {
    const api = fakeOrdersApi({
      orders: demo(),
      override: (call) => (call.method === 'PUT' ? fail(40090, '订单状态已变更,当前不支持该操作') : null),
    });
    logInForTest();
    renderRoute('/order/list?status=waitPay');
    await findCard(unpaid.orderNo);
    const before = api.callsTo('/hermes/v3/orders').length;
    await userEvent.click(within(card(unpaid.orderNo)).getByRole('button', { name: '取消订单' }));
    await userEvent.click(within(await settledDialog()).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('订单状态已变更,当前不支持该操作')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/hermes/v3/orders').length).toBeGreaterThan(before));
  });

  it('deletes an ended order after a confirm', async () => {
    const api = fakeOrdersApi({ orders: demo() });
    logInForTest();
    renderRoute('/order/list');
    await findCard(done.orderNo);
    await userEvent.click(within(card(done.orderNo)).getByRole('button', { name: '删除订单' }));
    const dialog = await settledDialog();
    expect(within(dialog).getByText('删除后订单将无法恢复,确定删除吗?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('订单已删除')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: `订单 ${done.orderNo}` })).toBeNull());
    expect(api.callsTo(`/hermes/v1/orders/${done.orderId}`, 'DELETE')).toHaveLength(1);
  });

  it('confirms receipt after a confirm', async () => {
    const shipped = orderDetail({
      orderId: '16',
      orderNo: 'YC20261122000000000016',
      status: ShopOrderStatus.waitReceive,
      statusText: '待收货',
      actions: [OrderAction.logistics, OrderAction.buyAgain, OrderAction.confirm],
    });
    const api = fakeOrdersApi({ orders: [{ order: shipped, tabs: [OrderListTab.waitReceive] }] });
    logInForTest();
    renderRoute('/order/list?status=waitReceive');
    await findCard(shipped.orderNo);
    expect(buttonsOf(shipped.orderNo)).toEqual(['查看物流', '再次购买', '确认收货', '申请开票']);
    await userEvent.click(within(card(shipped.orderNo)).getByRole('button', { name: '确认收货' }));
    const dialog = await settledDialog();
    expect(within(dialog).getByText('确认已收到商品?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认收货' }));
    expect(await screen.findByText('已确认收货')).toBeTruthy();
    expect(api.callsTo(`/hermes/v1/orders/${shipped.orderId}/confirm`, 'PUT')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: '暂无订单' })).toBeTruthy();
  });

  it('offers 去评价 on an order waiting for its review, leading to the order’s review entry', async () => {
    const received = orderDetail({
      orderId: '18',
      orderNo: 'YC20261122000000000018',
      status: ShopOrderStatus.waitAppraise,
      statusText: '待评价',
      actions: [OrderAction.buyAgain],
    });
    fakeOrdersApi({ orders: [{ order: received, tabs: [OrderListTab.waitAppraise] }, { order: paid, tabs: [OrderListTab.waitSend] }] });
    logInForTest();
    const { router } = renderRoute('/order/list');
    await findCard(received.orderNo);
    expect(buttonsOf(received.orderNo)).toEqual(['再次购买', '申请开票', '去评价']);
    expect(buttonsOf(paid.orderNo)).toEqual(['再次购买', '申请开票']);
    await userEvent.click(within(card(received.orderNo)).getByRole('button', { name: '去评价' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/social/comment-entry?orderNo=${received.orderNo}`));
  });

  it('opens the cashier for 去支付 and the detail for a tap on the card', async () => {
    fakeOrdersApi({ orders: demo() });
    logInForTest();
    const { router } = renderRoute('/order/list');
    await findCard(unpaid.orderNo);
    await userEvent.click(within(card(unpaid.orderNo)).getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/pay/cashier?orderNo=${unpaid.orderNo}&tradeScene=BOUTIQUE`));

    await router.navigate('/order/list');
    await findCard(paid.orderNo);
    await userEvent.click(within(card(paid.orderNo)).getByRole('link', { name: new RegExp(`^查看订单详情 ${paid.orderNo}`) }));
    await waitFor(() => expect(currentPath(router)).toBe(`/order/detail?orderId=${paid.orderId}`));
  });

  it('buys posted goods again into the cart, every line with its quantity, and opens the cart', async () => {
    const two = orderDetail({
      orderId: '17',
      orderNo: 'YC20261122000000000017',
      lines: [orderLine({ num: 2 }), orderLine({ productId: '3', productSpecsId: '31', name: '钛金保温杯', productUrl: '/store/boutique/product?productId=3' })],
      totalNum: 3,
    });
    const api = fakeOrdersApi({ orders: [{ order: two, tabs: [] }] });
    logInForTest();
    const { router, queryClient } = renderRoute('/order/list');
    await findCard(two.orderNo);
    expect(within(card(two.orderNo)).getByText('共3件')).toBeTruthy();
    await userEvent.click(within(card(two.orderNo)).getByRole('button', { name: '再次购买' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/cart'));
    expect(api.callsTo('/hermes/v1/cart', 'POST').map((c) => c.body)).toEqual([
      { productId: '2', productSpecsId: '21', num: 2 },
      { productId: '3', productSpecsId: '31', num: 1 },
    ]);
    // The cart's answer is the badge's count at once.
    expect(queryClient.getQueryData(['cart-effect-num', 'u-1'])).toBe(3);
  });

  it('goes to the cart with what it took when one line is refused, and stays when none is taken', async () => {
    const two = orderDetail({
      orderId: '17',
      orderNo: 'YC20261122000000000017',
      lines: [orderLine(), orderLine({ productId: '3', productSpecsId: '31', name: '钛金保温杯' })],
      totalNum: 2,
    });
    let refuseAll = false;
    const api = fakeOrdersApi({
      orders: [{ order: two, tabs: [] }],
      override: (call) =>
        call.url.pathname.endsWith('/hermes/v1/cart') && (refuseAll || (call.body as { productId: string }).productId === '3') ? fail(40040, '库存不足') : null,
    });
    logInForTest();
    const { router } = renderRoute('/order/list');
    await findCard(two.orderNo);
    refuseAll = true;
    await userEvent.click(within(card(two.orderNo)).getByRole('button', { name: '再次购买' }));
    expect(await screen.findByText('库存不足')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/hermes/v1/cart', 'POST')).toHaveLength(2));
    expect(currentPath(router)).toBe('/order/list');

    refuseAll = false;
    await userEvent.click(within(card(two.orderNo)).getByRole('button', { name: '再次购买' }));
    await waitFor(() => expect(currentPath(router)).toBe('/store/cart'));
  });

  it('buys other goods again on the product page', async () => {
    fakeOrdersApi({ orders: demo() });
    logInForTest();
    const { router } = renderRoute('/order/list');
    await findCard(done.orderNo);
    await userEvent.click(within(card(done.orderNo)).getByRole('button', { name: '再次购买' }));
    await waitFor(() => expect(currentPath(router)).toBe('/virtual/flow/product?productId=8'));
  });

  it('shows every trace of the parcel for 查看物流', async () => {
    const shipped = orderDetail({
      orderId: '16',
      orderNo: 'YC20261122000000000016',
      status: ShopOrderStatus.waitReceive,
      statusText: '待收货',
      actions: [OrderAction.logistics, OrderAction.confirm],
    });
    const api = fakeOrdersApi({ orders: [{ order: shipped, tabs: [] }], parcels: { [shipped.orderNo]: [parcelOf(shipped)] } });
    logInForTest();
    renderRoute('/order/list');
    await findCard(shipped.orderNo);
    await userEvent.click(within(card(shipped.orderNo)).getByRole('button', { name: '查看物流' }));
    const sheet = await screen.findByRole('dialog', { name: '物流信息' });
    expect(await within(sheet).findByText('快件已到达【上海浦东转运中心】')).toBeTruthy();
    expect(within(sheet).getByText('曜川速运已揽收')).toBeTruthy();
    expect(within(sheet).getByText(/YCX1234567890/)).toBeTruthy();
    expect(within(sheet).getByText('2026-11-22 14:00:00')).toBeTruthy();
    expect(api.callsTo('/hermes/v1/orders/logistics-informations')[0]?.url.searchParams.get('orderNo')).toBe(shipped.orderNo);
  });

  it('shows the tabs without counts, and no error, when the order bar call fails', async () => {
    fakeOrdersApi({ orders: demo(), override: (call) => (call.url.pathname.endsWith('/order/url/list') ? fail(50000, '服务繁忙', 500) : null) });
    logInForTest();
    renderRoute('/order/list');
    await findCard(unpaid.orderNo);
    expect(within(tab('待付款')).queryByLabelText(/个$/)).toBeNull();
    expect(screen.queryByText('服务繁忙')).toBeNull();
  });
});
