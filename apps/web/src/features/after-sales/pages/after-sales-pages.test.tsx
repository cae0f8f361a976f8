import { AfterSalesStatus } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type RecordedCall } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { caseDetail, entry } from '../test/after-sales-fixtures.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const API = '/api-gateway/hermes/v1/after-sales';

function quoteOf(call: RecordedCall) {
  const body = call.body as { lines: { pieces: number }[] };
  const pieces = body.lines.reduce((sum, l) => sum + l.pieces, 0);
  return { cashFen: 10000 * pieces, eValue: 50 * pieces, couponFen: 300 * pieces, carriageFen: 0, couponBack: false };
}

describe('after-sales pages', () => {
  it('the entry shows what each line may ask, or why not, and links to the type choice', async () => {
    mockApi((call) => (call.url.pathname === `${API}/orders/11` ? ok(entry()) : fail(40400, 'x', 404)));
    logInForTest();
    const { router } = renderRoute('/order/entry?orderId=11');
    const refused = await screen.findByTestId('line-102');
    expect(refused.textContent).toContain('该商品已全部申请售后');
    expect(within(refused).queryByRole('button')).toBeNull();
    expect(screen.getByText('暂无售后记录')).toBeTruthy();
    await userEvent.click(within(screen.getByTestId('line-101')).getByRole('button', { name: '申请售后' }));
    await waitFor(() => expect(currentPath(router)).toBe('/order/afterSalesApplyType?orderId=11&lineId=101'));
  });

  it('the type choice enables only the allowed type and says why the other is not', async () => {
    mockApi((call) => (call.url.pathname === `${API}/orders/11` ? ok(entry()) : fail(40400, 'x', 404)));
    logInForTest();
    renderRoute('/order/afterSalesApplyType?orderId=11&lineId=101');
    const refund = await screen.findByRole('button', { name: /^仅退款/ });
    const returns = screen.getByRole('button', { name: /^退货退款/ });
    expect(refund.hasAttribute('disabled')).toBe(false);
    expect(returns.hasAttribute('disabled')).toBe(true);
    expect(returns.textContent).toContain('当前商品不支持该售后类型');
  });

  it('the form quotes on the server as pieces change, keeps the Idempotency-Key across a retry after a fault, not after a refusal', async () => {
    let applies = 0;
    const calls = mockApi((call) => {
      if (call.url.pathname === `${API}/orders/11`) return ok(entry());
      if (call.url.pathname === `${API}/quote`) return ok(quoteOf(call));
      if (call.url.pathname === `${API}/apply`) {
        applies += 1;
        if (applies === 1) return fail(50000, '服务器繁忙', 500);
        if (applies === 2) return fail(40131, '当前订单状态不支持该售后类型');
        return ok(caseDetail({ id: '9' }));
      }
      if (call.url.pathname === `${API}/9`) return ok(caseDetail({ id: '9' }));
      return fail(40400, 'x', 404);
    });
    logInForTest();
    const { router } = renderRoute('/order/afterSalesApply?orderId=11&lineId=101&type=1');
    const amounts = await screen.findByRole('region', { name: '退款金额' });
    await waitFor(() => expect(amounts.textContent).toContain('200.00'));
    expect(calls.filter((c) => c.url.pathname === `${API}/quote`).at(-1)?.body).toEqual({ orderId: 11, type: 1, lines: [{ lineId: 101, pieces: 2 }] });

    const stepper = screen.getByRole('region', { name: '申请数量' });
    await userEvent.click(within(stepper).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(amounts.textContent).toContain('100.00'));
    expect(amounts.textContent).toContain('50 E值');

    const submit = screen.getByRole('button', { name: '提交申请' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /申请原因/ }));
    expect(await screen.findByText('未按约定时间发货')).toBeTruthy();
    // A reason only 退货退款 offers is not in a 仅退款 form's list.
    expect(screen.queryByText('商品质量问题')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await userEvent.type(screen.getByLabelText('问题描述'), '一直没发货');

    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(applies).toBe(1));
    expect((screen.getByLabelText('问题描述') as HTMLTextAreaElement).value).toBe('一直没发货');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(applies).toBe(2));
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(currentPath(router)).toBe('/order/afterSalesDetail?id=9'));
    const sent = calls.filter((c) => c.url.pathname === `${API}/apply`);
    const keys = sent.map((c) => c.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBeTruthy();
    expect(keys[2]).not.toBe(keys[1]);
    expect(sent[2]?.body).toEqual({ orderId: 11, type: 1, reason: 'noLongerWanted', description: '一直没发货', photos: [], lines: [{ lineId: 101, pieces: 1 }] });
  });

  it('a case shows its progress and return address, takes the return shipment and cancels after a confirm', async () => {
    let current = caseDetail();
    const calls = mockApi((call) => {
      if (call.url.pathname === `${API}/7/return-shipment`) {
        current = caseDetail({ status: AfterSalesStatus.returned, statusText: '已寄回', canShip: false, canCancel: false, returnShipment: call.body as { expressCompany: string; expressNo: string } });
        return ok(current);
      }
      if (call.url.pathname === `${API}/7`) return ok(current);
      return fail(40400, 'x', 404);
    });
    logInForTest();
    renderRoute('/order/afterSalesDetail?id=7');
    const progress = await screen.findByRole('region', { name: '售后进度' });
    expect(progress.textContent).toContain('寄回');
    expect(screen.getByRole('region', { name: '退货地址' }).textContent).toContain('祖冲之路1077号');
    expect(screen.getByText('请在审核通过后7天内寄回商品,逾期售后单将自动关闭')).toBeTruthy();
    expect(screen.getByRole('button', { name: '撤销申请' })).toBeTruthy();

    await userEvent.type(screen.getByPlaceholderText('请输入快递公司'), '顺丰速运');
    await userEvent.type(screen.getByPlaceholderText('请输入快递单号'), 'SF1234567890');
    await userEvent.click(screen.getByRole('button', { name: '提交物流信息' }));
    const shipped = await screen.findByRole('region', { name: '退货物流' });
    expect(shipped.textContent).toContain('SF1234567890');
    expect(calls.find((c) => c.url.pathname.endsWith('/return-shipment'))?.body).toEqual({ expressCompany: '顺丰速运', expressNo: 'SF1234567890' });
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull();
  });

  it('a rejected case says 已驳回 with the reason', async () => {
    mockApi((call) =>
      call.url.pathname === `${API}/7`
        ? ok(caseDetail({ status: AfterSalesStatus.rejected, statusText: '已驳回', rejectReason: '商品已使用', canShip: false, canCancel: false, returnAddress: null, limitText: '', deadline: null }))
        : fail(40400, 'x', 404),
    );
    logInForTest();
    renderRoute('/order/afterSalesDetail?id=7');
    const progress = await screen.findByRole('region', { name: '售后进度' });
    expect(progress.textContent).toContain('已驳回');
    expect(progress.textContent).toContain('商品已使用');
    expect(progress.textContent).not.toContain('完成');
  });

  it('a message is sent to 协商记录; a failed send keeps the text', async () => {
    let current = caseDetail({ messages: [{ id: '1', by: 'operator', byText: '客服', text: '请补充商品照片', photos: [], at: '2026-11-25T03:00:00.000Z' }] });
    let sends = 0;
    const calls = mockApi((call) => {
      if (call.url.pathname === `${API}/7/messages`) {
        sends += 1;
        if (sends === 1) return fail(40138, '售后单状态已变更,当前不支持该操作');
        const body = call.body as { text: string; photos: string[] };
        current = caseDetail({ messages: [...current.messages, { id: '2', by: 'shopper', byText: '买家', text: body.text, photos: body.photos, at: '2026-11-25T04:00:00.000Z' }] });
        return ok(current);
      }
      if (call.url.pathname === `${API}/7`) return ok(current);
      return fail(40400, 'x', 404);
    });
    logInForTest();
    renderRoute('/order/afterSalesDetail?id=7');
    const messages = await screen.findByRole('region', { name: '协商记录' });
    expect(messages.textContent).toContain('客服');
    expect(messages.textContent).toContain('请补充商品照片');
    const input = within(messages).getByPlaceholderText('补充说明或回复客服,最多200字') as HTMLTextAreaElement;
    const send = within(messages).getByRole('button', { name: '发送' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.type(input, '  拉链坏了,已补充  ');
    await userEvent.click(send);
    await waitFor(() => expect(sends).toBe(1));
    expect(input.value).toBe('  拉链坏了,已补充  ');
    await userEvent.click(send);
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(2));
    const items = within(messages).getAllByRole('listitem');
    expect(items[1]?.textContent).toContain('买家');
    expect(items[1]?.textContent).toContain('拉链坏了,已补充');
    expect(input.value).toBe('');
    expect(calls.filter((c) => c.url.pathname === `${API}/7/messages`).map((c) => c.body)).toEqual([
      { text: '拉链坏了,已补充', photos: [] },
      { text: '拉链坏了,已补充', photos: [] },
    ]);
  });

  it('a finished case shows its messages and no form', async () => {
    mockApi((call) =>
      call.url.pathname === `${API}/7`
        ? ok(caseDetail({ status: AfterSalesStatus.completed, statusText: '已完成', canShip: false, canCancel: false, canMessage: false, messages: [{ id: '1', by: 'shopper', byText: '买家', text: '谢谢', photos: [], at: '2026-11-25T03:00:00.000Z' }] }))
        : fail(40400, 'x', 404),
    );
    logInForTest();
    renderRoute('/order/afterSalesDetail?id=7');
    const messages = await screen.findByRole('region', { name: '协商记录' });
    expect(messages.textContent).toContain('谢谢');
    expect(within(messages).queryByRole('button', { name: '发送' })).toBeNull();
  });
});
