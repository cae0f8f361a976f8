import { OrderListTab } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { fakeOrdersApi } from '../test/fake-orders-api.ts';
import { orderDetail, unpaidOrder } from '../test/order-fixtures.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const card = (orderNo: string) => screen.findByRole('article', { name: `订单 ${orderNo}` });
const invoiceButton = async (orderNo: string) => within(await card(orderNo)).queryByRole('button', { name: '申请开票' });

const paid = orderDetail();
const unpaid = unpaidOrder();
/** Paid wholly in E-value: nothing was paid in cash, nothing to invoice. */
const eValueOnly = orderDetail({
  orderId: '31',
  orderNo: 'YC20261122000000000031',
  amounts: { goodsAmount: 26900, couponDeductAmount: 0, carriage: 0, integral: 2690, integralDeductAmount: 26900, payAmount: 0, pointsEarned: 0 },
});

describe('order list: 申请开票 on a card', () => {
  it('is offered on the paid orders the detail offers it on, and opens the invoice page of the order', async () => {
    fakeOrdersApi({ orders: [{ order: unpaid, tabs: [OrderListTab.waitPay] }, { order: paid, tabs: [OrderListTab.waitSend] }] });
    logInForTest();
    const { router } = renderRoute('/order/list');
    expect(await invoiceButton(unpaid.orderNo)).toBeNull();
    const open = await invoiceButton(paid.orderNo);
    expect(open).not.toBeNull();
    await userEvent.click(open!);
    await waitFor(() => expect(currentPath(router)).toBe(`/store/invoice/make?orderId=${paid.orderId}`));
  });

  it('says 暂无法开票 for an order paid with no cash, and stays on the list', async () => {
    fakeOrdersApi({ orders: [{ order: eValueOnly, tabs: [OrderListTab.waitSend] }] });
    logInForTest();
    const { router } = renderRoute('/order/list');
    await userEvent.click((await invoiceButton(eValueOnly.orderNo))!);
    expect(await screen.findByText('暂无法开票')).toBeTruthy();
    expect(currentPath(router)).toBe('/order/list');
  });
});
