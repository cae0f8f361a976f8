import { Paths, SubmitRoute } from '@emall/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAddedCar } from '../../../lib/checkout-choices.ts';
import { mockCheckoutApi, preSubmitCalls } from '../../../test/checkout-api.ts';
import { orderLine, submitData } from '../../../test/checkout-fixtures.ts';
import { fail, mockApi, ok } from '../../../test/mock-api.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { useSubmitStore } from '../state/submit-store.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  sessionStorage.clear();
  useSubmitStore.setState({ drafts: {} });
  window.history.replaceState(null, '');
});
const ADD_CAR = `${SubmitRoute.flowAddCar}?productSpecsId=21`;

function vinApi(answer: (vinCode: string) => ReturnType<typeof ok>) {
  return mockApi((call) => {
    if (call.url.pathname === `/api-gateway${Paths.orderVirtualCheck}`) return answer((call.body as { vinCode: string }).vinCode);
    return fail(40400, '请求的内容不存在', 404);
  });
}

describe('the add-car page', () => {
  it('takes capitals and digits only, 17 at most, and enables 确认添加 for a valid VIN', async () => {
    logInForTest();
    vinApi(() => ok({ pass: true, message: '' }));
    renderRoute(ADD_CAR);
    const input = (await screen.findByRole('textbox', { name: '车架号(VIN)' })) as HTMLInputElement;
    const confirm = screen.getByRole('button', { name: '确认添加' }) as HTMLButtonElement;
    fireEvent.change(input, { target: { value: 'lyc0-es9a 0r1000001xyz' } });
    expect(input.value).toBe('LYC0ES9A0R1000001');
    expect(screen.getByText('17/17')).toBeTruthy();
    expect(confirm.disabled).toBe(false);
    // I, O and Q are not used in VINs.
    fireEvent.change(input, { target: { value: 'LYC0ES9A0R100000O' } });
    expect(screen.getByRole('alert').textContent).toBe('车架号为17位数字和字母(不含I、O、Q)');
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'LYC0ES9A0R10000' } });
    expect(confirm.disabled).toBe(true);
  });

  it('checks the VIN for the SKU and hands it back to the submit page, which prices it', async () => {
    logInForTest();
    const calls = mockCheckoutApi({
      preSubmit: (body) =>
        submitData({
          lines: [orderLine({ name: '车载流量包 10GB', productSpecsId: '21' })],
          deliveryMethods: [],
          deliveryMethod: null,
          address: null,
          needVin: true,
          vinCode: body.vinCode ?? null,
        }),
      other: (call) => (call.url.pathname === `/api-gateway${Paths.orderVirtualCheck}` ? ok({ pass: true, message: '' }) : undefined),
    });
    const { router } = renderRoute(`${SubmitRoute.flow}?productId=2&productSpecsId=21&num=1`);
    await userEvent.click(await screen.findByRole('button', { name: /^请添加车辆\(VIN\)/ }));
    // The memory router leaves window.history alone: say there is an in-app page to go back to.
    window.history.replaceState({ idx: 1 }, '');
    await userEvent.type(await screen.findByRole('textbox', { name: '车架号(VIN)' }), 'LYC0ES9A0R1000001');
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(SubmitRoute.flow));
    const check = calls.find((c) => c.url.pathname === `/api-gateway${Paths.orderVirtualCheck}`);
    expect(check?.body).toEqual({ productSpecsId: '21', vinCode: 'LYC0ES9A0R1000001' });
    expect(await screen.findByText('LYC0ES9A0R1000001')).toBeTruthy();
    expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ vinCode: 'LYC0ES9A0R1000001' });
  });

  it('says why a car cannot have the goods and stays', async () => {
    logInForTest();
    vinApi(() => ok({ pass: false, message: '该车型暂不支持此流量包' }));
    const { router } = renderRoute(ADD_CAR);
    await userEvent.type(await screen.findByRole('textbox', { name: '车架号(VIN)' }), 'LYC0ES9A0R1000002');
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect((await screen.findByRole('alert')).textContent).toBe('该车型暂不支持此流量包');
    expect(router.state.location.pathname).toBe(SubmitRoute.flowAddCar);
    expect(readAddedCar()).toBeNull();
  });

  it('toasts the server’s refusal of another user’s car', async () => {
    logInForTest();
    mockApi(() => fail(40300, '该车辆未绑定在您的账号下', 403));
    renderRoute(ADD_CAR);
    await userEvent.type(await screen.findByRole('textbox', { name: '车架号(VIN)' }), 'LYC0ES9A0R1000003');
    await userEvent.click(screen.getByRole('button', { name: '确认添加' }));
    expect(await screen.findByText('该车辆未绑定在您的账号下')).toBeTruthy();
    expect(readAddedCar()).toBeNull();
  });
});
