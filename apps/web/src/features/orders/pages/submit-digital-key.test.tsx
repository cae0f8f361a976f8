import { Paths, SubmitRoute, fillPath, type Agreement, type DigitalKeyTips } from '@emall/contract';
import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockCheckoutApi, submitCalls } from '../../../test/checkout-api.ts';
import { orderLine, submitData } from '../../../test/checkout-fixtures.ts';
import { ok, type RecordedCall } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { currentPath, renderRoute } from '../../../test/render-route.tsx';
import { useSubmitStore } from '../state/submit-store.ts';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const VIN = 'LYC0ES9A0R1000001';
const DIGITAL = `${SubmitRoute.digital}?productId=8&productSpecsId=81&num=1`;
const api = (path: string): string => `/api-gateway${path}`;

beforeEach(() => {
  sessionStorage.clear();
  useSubmitStore.setState({ drafts: {} });
});

const tips = (showTips: boolean): DigitalKeyTips => ({
  showTips,
  tips: showTips ? '开通数字钥匙前,请阅读并同意《数字钥匙服务协议》' : '',
  agmCode: '12',
  agmTitle: '《数字钥匙服务协议》',
});

const agreement: Agreement = {
  id: '12',
  agmtType: 'digitalKey',
  agreeTile: '《数字钥匙服务协议》',
  content: '<h1>《数字钥匙服务协议》</h1><p>数字钥匙仅限车主本人使用。</p><script>window.__pwned = true</script>',
  agreeContent: '',
  version: '2.0',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

function digitalKeyApi(signed: boolean): RecordedCall[] {
  return mockCheckoutApi({
    preSubmit: () =>
      submitData({ lines: [orderLine({ name: '数字钥匙 NFC 卡片', productSpecsId: '81' })], deliveryMethods: [], deliveryMethod: null, address: null, needVin: true, vinCode: VIN }),
    other: (call) => {
      if (call.url.pathname === api(Paths.digitalKeySkipTips)) return ok(tips(!signed));
      if (call.url.pathname === api(fillPath(Paths.signAgreementContent, { id: '12' }))) return ok(agreement);
      if (call.url.pathname === api(Paths.digitalKeySign)) return ok({ signed: true, signedAt: '2026-11-25T00:00:00.000Z' });
      return undefined;
    },
  });
}

const callsTo = (calls: RecordedCall[], path: string): RecordedCall[] => calls.filter((c) => c.url.pathname === api(path));

describe('buying a digital key', () => {
  it('shows the agreement before the first purchase; 同意并继续 signs it, then submits', async () => {
    logInForTest();
    const calls = digitalKeyApi(false);
    const { router } = renderRoute(DIGITAL);
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    const sheet = await screen.findByRole('dialog', { name: '《数字钥匙服务协议》' });
    expect(callsTo(calls, Paths.digitalKeySkipTips)[0]!.url.searchParams.get('vin')).toBe(VIN);
    // The agreement's text shows once DOMPurify has loaded; 同意并继续 waits for it.
    await waitFor(() => expect(sheet.textContent).toContain('数字钥匙仅限车主本人使用。'));
    expect(sheet.querySelector('script')).toBeNull();
    expect(submitCalls(calls)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '同意并继续' }));
    await waitFor(() => expect(currentPath(router)).toBe('/pay/cashier?orderNo=EM202611220001&tradeScene=SHOP'));
    expect(callsTo(calls, Paths.digitalKeySign)[0]!.body).toEqual({ agmCode: '12', agmTitle: '《数字钥匙服务协议》', vinCode: VIN });
    // Signed first, then the order.
    expect(calls.indexOf(callsTo(calls, Paths.digitalKeySign)[0]!)).toBeLessThan(calls.indexOf(submitCalls(calls)[0]!));
  });

  it('buys nothing and signs nothing when the shopper declines', async () => {
    logInForTest();
    const calls = digitalKeyApi(false);
    const { router } = renderRoute(DIGITAL);
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    await screen.findByRole('dialog', { name: '《数字钥匙服务协议》' });
    await userEvent.click(screen.getByRole('button', { name: '暂不同意' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '《数字钥匙服务协议》' })).toBeNull());
    expect(callsTo(calls, Paths.digitalKeySign)).toHaveLength(0);
    expect(submitCalls(calls)).toHaveLength(0);
    expect(currentPath(router)).toBe(DIGITAL);
  });

  it('submits straight away when the agreement in force is signed for the car', async () => {
    logInForTest();
    const calls = digitalKeyApi(true);
    const { router } = renderRoute(DIGITAL);
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(currentPath(router)).toBe('/pay/cashier?orderNo=EM202611220001&tradeScene=SHOP'));
    expect(callsTo(calls, Paths.digitalKeySkipTips)).toHaveLength(1);
    expect(callsTo(calls, fillPath(Paths.signAgreementContent, { id: '12' }))).toHaveLength(0);
    expect(callsTo(calls, Paths.digitalKeySign)).toHaveLength(0);
  });

  it('asks nothing of other virtual goods', async () => {
    logInForTest();
    const calls = mockCheckoutApi({ preSubmit: () => submitData({ deliveryMethods: [], deliveryMethod: null, address: null, needVin: true, vinCode: VIN }) });
    renderRoute(`${SubmitRoute.sound}?productId=6&productSpecsId=61&num=1`);
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(submitCalls(calls)).toHaveLength(1));
    expect(callsTo(calls, Paths.digitalKeySkipTips)).toHaveLength(0);
  });
});
