import { AdminPaths, ErrorCode, errorInfo, Permission, Role, SmsAdminPaths, SmsAdminText as T, SmsKind, SmsKindText, SmsState, SmsStateText, UiText, type OperatorSelf, type SmsMessageView } from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, openConsole, stubAdminApi } from '../../../test/console-app.tsx';

const fetchMock = stubAdminApi();
const SLOW = { timeout: 8_000 };

const service: OperatorSelf = { id: 7, username: 'service', displayName: '客服·王', roles: [Role.service], permissions: [Permission.smsRead], mustChangePassword: false };
const base = { attempts: 1, at: '2026-11-28T02:00:00.000Z', deliveredAt: null, error: null };
const messages: SmsMessageView[] = [
  { ...base, id: 'code-5', kind: SmsKind.code, phone: '137****0003', content: T.loginCodeContent, state: SmsState.undelivered, error: 'MK:0001: 空号' },
  { ...base, id: 'notice-31', kind: SmsKind.notice, phone: '138****0001', content: '【曜川汽车】您的订单YC-1已发货', state: SmsState.delivered, deliveredAt: '2026-11-28T02:00:05.000Z' },
  { ...base, id: 'notice-32', kind: SmsKind.notice, phone: '139****0002', content: '【曜川汽车】您的订单YC-2已发货', state: SmsState.undelivered, error: 'MOBILE_NOT_ON_SERVICE: 停机' },
];

function serve() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    const ok = (result: unknown) => jsonAnswer(200, { code: 0, message: 'ok', result });
    if (url.pathname.endsWith(AdminPaths.me)) return ok({ operator: service, csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' });
    return ok({ pageNo: 1, pageSize: 20, totalNum: messages.length, result: messages });
  });
}

const calls = () => fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://console.test')).filter((u) => u.pathname.endsWith(SmsAdminPaths.messages));

describe('短信发送记录', () => {
  it('lists the messages with their delivery state and masked phones, and filters by state and the whole phone', async () => {
    serve();
    openConsole('/system/sms');
    const line = (await screen.findByText('139****0002', {}, { timeout: 20_000 })).closest('tr')!;
    expect(within(line).getByText(SmsStateText[SmsState.undelivered])).toBeTruthy();
    expect(within(line).getByText('MOBILE_NOT_ON_SERVICE: 停机')).toBeTruthy();
    expect(screen.getByText(SmsStateText[SmsState.delivered])).toBeTruthy();

    // A part of a phone is refused on the form: nothing is asked.
    const asked = calls().length;
    fireEvent.change(screen.getByLabelText(T.phone), { target: { value: '1380000' } });
    fireEvent.submit(screen.getByLabelText(T.phone).closest('form')!);
    expect(await screen.findByText(T.phonePlaceholder, { selector: '.ant-form-item-explain-error' }, SLOW)).toBeTruthy();
    expect(calls()).toHaveLength(asked);

    fireEvent.change(screen.getByLabelText(T.phone), { target: { value: '13900000002' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.state }));
    fireEvent.click((await screen.findAllByTitle(SmsStateText[SmsState.undelivered], {}, SLOW)).at(-1)!);
    fireEvent.submit(screen.getByLabelText(T.phone).closest('form')!);
    await waitFor(() => expect(calls().at(-1)!.searchParams.get('phone')).toBe('13900000002'), SLOW);
    expect(calls().at(-1)!.searchParams.get('state')).toBe(SmsState.undelivered);
  });

  it('shows each message’s 类型 and filters by it, a login code without its code', async () => {
    serve();
    openConsole('/system/sms');
    const code = (await screen.findByText('137****0003', {}, { timeout: 20_000 })).closest('tr')!;
    expect(within(code).getByText(SmsKindText[SmsKind.code])).toBeTruthy();
    expect(within(code).getByText(T.loginCodeContent)).toBeTruthy();
    expect(within(code).getByText('MK:0001: 空号')).toBeTruthy();
    const notice = screen.getByText('138****0001').closest('tr')!;
    expect(within(notice).getByText(SmsKindText[SmsKind.notice])).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: T.kind })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.kind }));
    fireEvent.click((await screen.findAllByTitle(SmsKindText[SmsKind.code], {}, SLOW)).at(-1)!);
    fireEvent.submit(screen.getByLabelText(T.phone).closest('form')!);
    await waitFor(() => expect(calls().at(-1)!.searchParams.get('kind')).toBe(SmsKind.code), SLOW);
  });

  it('shows a list that failed to load with its reason and 重试, which asks again', async () => {
    const fault = errorInfo[ErrorCode.INTERNAL];
    let failing = true;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://console.test');
      if (url.pathname.endsWith(AdminPaths.me)) return jsonAnswer(200, { code: 0, message: 'ok', result: { operator: service, csrfToken: 'c', expiresAt: '2030-01-01T00:00:00Z' } });
      if (failing) return jsonAnswer(fault.status, { code: ErrorCode.INTERNAL, message: fault.message, result: null });
      return jsonAnswer(200, { code: 0, message: 'ok', result: { pageNo: 1, pageSize: 20, totalNum: messages.length, result: messages } });
    });
    openConsole('/system/sms');
    expect(await screen.findByText(UiText.loadFailed, {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getAllByText(fault.message).length).toBeGreaterThan(0);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: UiText.retry }));
    expect(await screen.findByText('139****0002', {}, SLOW)).toBeTruthy();
  });
});
