import { AfterSalesType, OrderListTab } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { fakeOrdersApi } from '../test/fake-orders-api.ts';
import { orderDetail, orderLine } from '../test/order-fixtures.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const card = (orderNo: string) => screen.findByRole('article', { name: `订单 ${orderNo}` });
const buttonsOf = async (orderNo: string) =>
  within(within(await card(orderNo)).getByRole('group', { name: `订单操作 ${orderNo}` }))
    .getAllByRole('button')
    .map((b) => b.textContent);

const eligible = orderDetail({
  orderId: '21',
  orderNo: 'YC20261122000000000021',
  lines: [orderLine({ afterSales: { types: [], refusal: '该商品已全部申请售后', openCaseId: '5', hasCases: true } }), orderLine({ productSpecsId: '31', name: '钛金保温杯', afterSales: { types: [AfterSalesType.refundOnly], refusal: null, openCaseId: null, hasCases: false } })],
});
const held = orderDetail({
  orderId: '22',
  orderNo: 'YC20261122000000000022',
  lines: [orderLine({ afterSales: { types: [], refusal: '该商品已全部申请售后', openCaseId: '6', hasCases: true } })],
});
const finished = orderDetail({
  orderId: '24',
  orderNo: 'YC20261122000000000024',
  lines: [orderLine({ afterSales: { types: [], refusal: '该订单当前不可申请售后', openCaseId: null, hasCases: true } })],
});
const none = orderDetail({
  orderId: '23',
  orderNo: 'YC20261122000000000023',
  lines: [orderLine({ afterSales: { types: [], refusal: '该订单当前不可申请售后', openCaseId: null, hasCases: false } })],
});

describe('order list: the after-sales door of a card', () => {
  it('offers 申请售后 when any line may be asked for, first of its buttons, opening the order’s after-sales entry', async () => {
    fakeOrdersApi({ orders: [{ order: eligible, tabs: [OrderListTab.waitSend] }] });
    logInForTest();
    const { router } = renderRoute('/order/list');
    expect(await buttonsOf(eligible.orderNo)).toEqual(['申请售后', '再次购买', '申请开票']);
    await userEvent.click(within(await card(eligible.orderNo)).getByRole('button', { name: '申请售后' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/order/entry?orderId=${eligible.orderId}`));
  });

  it('offers 退款/售后 when no line may be asked for but a case is open, and nothing when neither', async () => {
    fakeOrdersApi({ orders: [{ order: held, tabs: [] }, { order: none, tabs: [] }] });
    logInForTest();
    const { router } = renderRoute('/order/list');
    expect(await buttonsOf(held.orderNo)).toEqual(['退款/售后', '再次购买', '申请开票']);
    expect(await buttonsOf(none.orderNo)).toEqual(['再次购买', '申请开票']);
    await userEvent.click(within(await card(held.orderNo)).getByRole('button', { name: '退款/售后' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/order/entry?orderId=${held.orderId}`));
  });

  it('keeps 退款/售后 on an order whose cases are all finished, to see them', async () => {
    fakeOrdersApi({ orders: [{ order: finished, tabs: [] }] });
    logInForTest();
    const { router } = renderRoute('/order/list');
    expect(await buttonsOf(finished.orderNo)).toEqual(['退款/售后', '再次购买', '申请开票']);
    await userEvent.click(within(await card(finished.orderNo)).getByRole('button', { name: '退款/售后' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/order/entry?orderId=${finished.orderId}`));
  });
});
