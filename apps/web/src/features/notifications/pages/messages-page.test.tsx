import { ErrorCode, MessageTargetType, NotificationTemplate, Paths, type MessagesPage, type MessageView } from '@emall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginInfo } from '../../../test/fixtures.ts';
import { fail, mockApi, ok, type MockReply, type RecordedCall } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const API = '/api-gateway/hermes/v1';

function message(id: string, overrides: Partial<MessageView> = {}): MessageView {
  return {
    messageId: id,
    template: NotificationTemplate.orderShipped,
    title: '订单已发货',
    content: `您的订单YC2026112800000000000${id}已发货，请留意物流信息。`,
    read: false,
    target: { type: MessageTargetType.order, orderId: `1${id}` },
    createdAt: `2026-11-28T0${id}:00:00.000Z`,
    ...overrides,
  };
}

/** The user's messages, newest first: a crowdfund reminder, a shipped order (read), an old one without a target. */
const inbox = (): MessageView[] => [
  message('3', {
    template: NotificationTemplate.crowdfundStarted,
    title: '众筹开始提醒',
    content: '您预约的众筹「曜川纪念钥匙扣」已开始，快去支持吧。',
    target: { type: MessageTargetType.goods, productId: '42', bizType: 1, virtualType: null, annexType: null },
  }),
  message('2', { read: true }),
  message('1', { template: NotificationTemplate.invoiceIssued, title: '发票已开具', content: '订单YC20261128000000000001的电子发票已开具，可在订单详情查看。', target: null }),
];

/** The message calls over `messages`: reading one marks it in place; `list` may answer otherwise. */
function fakeApi(messages: MessageView[], list?: () => MockReply | undefined): RecordedCall[] {
  return mockApi((call) => {
    const path = call.url.pathname;
    if (path === `${API}/messages`) return list?.() ?? ok<MessagesPage>({ pageNo: 1, pageSize: 20, totalNum: messages.length, result: messages });
    if (path === `${API}/messages/unread-count`) return ok({ unread: messages.filter((m) => !m.read).length });
    const read = /^\/api-gateway\/hermes\/v1\/messages\/(\d+)\/read$/.exec(path);
    const found = read && messages.find((m) => m.messageId === read[1]);
    if (found && call.method === 'POST') {
      found.read = true;
      return ok(found);
    }
    // 我的's own calls, for its badge.
    if (path === `/api-gateway${Paths.loginInfo}`) return ok(loginInfo());
    if (path === `/api-gateway${Paths.orderUrlList}`) return ok([]);
    if (path === `/api-gateway${Paths.rights}`) return ok({ pageNo: 1, pageSize: 3, totalNum: 0, result: [] });
    return fail(40400, '请求的内容不存在', 404);
  });
}

const cards = () => within(screen.getByRole('list', { name: '消息' })).getAllByRole('button');
const reads = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname);

beforeEach(() => {
  logInForTest();
});

describe('/store/messages', () => {
  it('lists the messages newest first, the unread marked, those with a page to open say so', async () => {
    fakeApi(inbox());
    renderRoute('/store/messages');
    await screen.findByRole('list', { name: '消息' });
    const [reminder, shipped, invoiced] = cards();
    expect(reminder!.textContent).toContain('众筹开始提醒');
    expect(reminder!.textContent).toContain('未读');
    expect(reminder!.textContent).toContain('查看详情');
    expect(shipped!.textContent).toContain('订单已发货');
    expect(shipped!.textContent).not.toContain('未读');
    expect(invoiced!.textContent).toContain('发票已开具');
    expect(invoiced!.textContent).not.toContain('查看详情');
    expect(screen.getByText('到底啦')).toBeTruthy();
  });

  it('a tap marks the message read and opens its target', async () => {
    const calls = fakeApi(inbox());
    const { router } = renderRoute('/store/messages');
    await screen.findByRole('list', { name: '消息' });
    await userEvent.click(cards()[0]!);
    await waitFor(() => expect(currentPath(router)).toBe('/store/boutique/product?productId=42'));
    await waitFor(() => expect(reads(calls)).toEqual([`${API}/messages/3/read`]));
  });

  it('a read message opens its target without marking it again; one without a target only marks read', async () => {
    const messages = inbox();
    const calls = fakeApi(messages);
    const { router } = renderRoute('/store/messages');
    await screen.findByRole('list', { name: '消息' });
    await userEvent.click(cards()[2]!);
    await waitFor(() => expect(reads(calls)).toEqual([`${API}/messages/1/read`]));
    await waitFor(() => expect(cards()[2]!.textContent).not.toContain('未读'));
    expect(currentPath(router)).toBe('/store/messages');
    await userEvent.click(cards()[1]!);
    await waitFor(() => expect(currentPath(router)).toBe('/order/detail?orderId=12'));
    expect(reads(calls)).toHaveLength(1);
  });

  it('says 暂无消息 when there are none', async () => {
    fakeApi([]);
    renderRoute('/store/messages');
    expect(await screen.findByRole('heading', { name: '暂无消息' })).toBeTruthy();
  });

  it('shows the error with 重新加载, and the list once it loads', async () => {
    let failing = true;
    fakeApi(inbox(), () => (failing ? fail(ErrorCode.INTERNAL, '服务繁忙,请稍后再试', 500) : undefined));
    renderRoute('/store/messages');
    expect(await screen.findByRole('heading', { name: '服务繁忙,请稍后再试' })).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('list', { name: '消息' })).toBeTruthy();
    expect(cards()).toHaveLength(3);
  });

  it('我的 shows the unread count beside 我的消息, and opens 消息', async () => {
    fakeApi(inbox());
    const { router } = renderRoute('/store/mine');
    const entry = await screen.findByRole('link', { name: '我的消息 2 未读' });
    await userEvent.click(entry);
    await waitFor(() => expect(currentPath(router)).toBe('/store/messages'));
  });
});
