import { SubmitRoute, type OrderRequest } from '@emall/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockCheckoutApi, preSubmitCalls } from '../../../test/checkout-api.ts';
import { checkoutCoupon, payData, submitData } from '../../../test/checkout-fixtures.ts';
import { logInForTest } from '../../../test/render-in-app.tsx';
import { useSubmitStore } from '../state/submit-store.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  sessionStorage.clear();
  useSubmitStore.setState({ drafts: {} });
});
const URL = `${SubmitRoute.boutique}?productId=6&productSpecsId=61&num=1`;

/**
 * A ¥299 cash goods that E-value may offset up to ¥100 (1000 E值 at 10 fen a point), with 20 E值
 * the goods require: minIntegral 20, payIntegral 1020. Priced the way the server does.
 */
function deductAnswer(body: OrderRequest) {
  const on = body.useIntegral === true && body.payMethod === 'evalue';
  const integral = on ? Math.min(Math.max(body.integral ?? 1020, 20), 1020) : 20;
  const offsetFen = (integral - 20) * 10;
  return submitData({
    payData: payData({ payShowType: 2, minIntegral: 20, payIntegral: 1020, integral, payAmount: 29900, cashPayAmount: 29900 - offsetFen }),
    realPayAmount: 29900 - offsetFen,
    pointsEarned: Math.ceil((29900 - offsetFen) / 100),
  });
}

async function switchOn(): Promise<HTMLInputElement> {
  await userEvent.click(await screen.findByRole('switch', { name: '使用E值抵扣' }));
  return (await screen.findByRole('textbox', { name: '使用E值数量' })) as HTMLInputElement;
}

describe('the E-value deduction (§5)', () => {
  it('switches 使用E值抵扣 on with the most the order allows and shows the hint', async () => {
    logInForTest();
    const calls = mockCheckoutApi({ preSubmit: deductAnswer });
    renderRoute(URL);
    const toggle = await screen.findByRole('switch', { name: '使用E值抵扣' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByRole('textbox', { name: '使用E值数量' })).toBeNull();
    await userEvent.click(toggle);
    await waitFor(() => expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ useIntegral: true, payMethod: 'evalue' }));
    const input = (await screen.findByRole('textbox', { name: '使用E值数量' })) as HTMLInputElement;
    expect(input.value).toBe('1020');
    expect(screen.getByText('可输入20-1020E值,已抵扣100.00元')).toBeTruthy();
    expect(screen.getByLabelText('实付 ¥199.00 +1020 E值')).toBeTruthy();
    expect(screen.getByText('E值抵扣').nextSibling?.textContent).toBe('-¥100.00');
  });

  it('keeps digits only, strips the leading zero, caps at payIntegral while typing', async () => {
    logInForTest();
    mockCheckoutApi({ preSubmit: deductAnswer });
    renderRoute(URL);
    const input = await switchOn();
    fireEvent.change(input, { target: { value: '0a5b0' } });
    expect(input.value).toBe('50');
    expect(screen.getByText('可输入20-1020E值,已抵扣3.00元')).toBeTruthy();
    fireEvent.change(input, { target: { value: '99999999999' } });
    expect(input.value).toBe('1020');
  });

  it('raises a value below minIntegral on blur with 最低为{min}E值 and prices the committed value', async () => {
    logInForTest();
    const calls = mockCheckoutApi({ preSubmit: deductAnswer });
    renderRoute(URL);
    const input = await switchOn();
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.blur(input);
    expect(await screen.findByText('最低为20E值')).toBeTruthy();
    expect(input.value).toBe('20');
    await waitFor(() => expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ integral: 20 }));

    fireEvent.change(input, { target: { value: '520' } });
    fireEvent.blur(input);
    await waitFor(() => expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ integral: 520 }));
    expect(await screen.findByLabelText('实付 ¥249.00 +520 E值')).toBeTruthy();
  });

  it('switches off back to cash, keeping the E-value the goods require', async () => {
    logInForTest();
    const calls = mockCheckoutApi({ preSubmit: deductAnswer });
    renderRoute(URL);
    const toggle = await screen.findByRole('switch', { name: '使用E值抵扣' });
    await userEvent.click(toggle);
    await screen.findByRole('textbox', { name: '使用E值数量' });
    await userEvent.click(screen.getByRole('switch', { name: '使用E值抵扣' }));
    await waitFor(() => expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ useIntegral: false, payMethod: 'cash' }));
    expect(preSubmitCalls(calls).at(-1)?.body).not.toHaveProperty('integral');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '使用E值数量' })).toBeNull());
    expect(screen.getByText('商品所需E值').nextSibling?.textContent).toBe('20 E值');
    expect(screen.getByLabelText('实付 ¥299.00 +20 E值')).toBeTruthy();
  });

  it('rests the switch when no E-value can offset anything', async () => {
    logInForTest();
    mockCheckoutApi({ preSubmit: () => submitData({ payData: payData({ payShowType: 2, minIntegral: 0, payIntegral: 0, userAvailablePoint: 0 }) }) });
    renderRoute(URL);
    const toggle = await screen.findByRole('switch', { name: '使用E值抵扣' });
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('暂无可抵扣E值')).toBeTruthy();
  });

  it('shows the cart deduct’s cash after the deduction on the cash row (§5 cash display)', async () => {
    logInForTest();
    mockCheckoutApi({
      preSubmit: () => submitData({ payData: payData({ payShowType: 3, payIntegral: 500, integral: 500, payAmount: 29900, cashPayAmount: 24900 }), realPayAmount: 24900 }),
    });
    renderRoute(URL);
    const label = await screen.findByText('支付方式');
    expect(label.nextSibling?.textContent).toBe('现金支付 ¥249.00');
  });
});

describe('coupons at checkout', () => {
  const coupons = [
    checkoutCoupon({ rightsAccountId: '501', cardName: '满200减50', eachReduction: 5000, deductAmount: 5000 }),
    checkoutCoupon({ rightsAccountId: '502', cardName: '满100减20', eachReduction: 2000, deductAmount: 2000 }),
    checkoutCoupon({ rightsAccountId: '503', cardName: '精品9折', cardType: 'enoughDiscount', discountRatio: 90, eachReduction: 0, deductAmount: 2990 }),
    checkoutCoupon({ rightsAccountId: '504', cardName: '满500减100', eachReduction: 10000, usable: false, unusableReason: '订单金额未满500元', deductAmount: 0 }),
  ];
  // The server preselects the best (501) unless told otherwise; '' is none.
  const answer = (body: OrderRequest) => {
    const id = body.rightsAccountId === undefined ? '501' : body.rightsAccountId;
    const coupon = coupons.find((c) => c.rightsAccountId === id) ?? null;
    const deduct = coupon?.deductAmount ?? 0;
    return submitData({
      coupons,
      rightsAccountId: coupon?.rightsAccountId ?? null,
      couponDeductAmount: deduct,
      payData: payData({ payAmount: 29900 - deduct, cashPayAmount: 29900 - deduct }),
      realPayAmount: 29900 - deduct,
    });
  };

  it('shows the preselected best coupon, lists usable and unusable ones with why, and re-prices a choice', async () => {
    logInForTest();
    const calls = mockCheckoutApi({ preSubmit: answer });
    renderRoute(URL);
    expect(await screen.findByLabelText('实付 ¥249.00')).toBeTruthy();
    const row = screen.getByRole('button', { name: /^优惠券/ });
    expect(row.textContent).toContain('-¥50.00');
    await userEvent.click(row);
    const sheet = within(await screen.findByRole('dialog', { name: '选择优惠券' }));
    expect(sheet.getByRole('tab', { name: '可用优惠券(3)' }).getAttribute('aria-selected')).toBe('true');
    expect(sheet.getByRole('radio', { name: /满200减50/ }).getAttribute('aria-checked')).toBe('true');
    expect(sheet.getByRole('radio', { name: /精品9折/ }).textContent).toContain('9折');

    await userEvent.click(sheet.getByRole('tab', { name: '不可用(1)' }));
    expect(sheet.getByText('订单金额未满500元')).toBeTruthy();
    await userEvent.click(sheet.getByRole('tab', { name: '可用优惠券(3)' }));

    await userEvent.click(sheet.getByRole('radio', { name: /满100减20/ }));
    await waitFor(() => expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ rightsAccountId: '502' }));
    expect(await screen.findByLabelText('实付 ¥279.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^优惠券/ }).textContent).toContain('-¥20.00');
  });

  it('uses none with 不使用优惠券 (rightsAccountId "")', async () => {
    logInForTest();
    const calls = mockCheckoutApi({ preSubmit: answer });
    renderRoute(URL);
    await userEvent.click(await screen.findByRole('button', { name: /^优惠券/ }));
    await userEvent.click(await screen.findByRole('button', { name: '不使用优惠券' }));
    await waitFor(() => expect(preSubmitCalls(calls).at(-1)?.body).toMatchObject({ rightsAccountId: '' }));
    expect(await screen.findByLabelText('实付 ¥299.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^优惠券/ }).textContent).toContain('3张可用');
  });

  it('marks a coupon that pays everything', async () => {
    logInForTest();
    mockCheckoutApi({
      preSubmit: () =>
        submitData({
          coupons: [checkoutCoupon({ cardType: 'deduct', eachReduction: 30000, deductAmount: 29900 })],
          rightsAccountId: '501',
          couponDeductAmount: 29900,
          couponDeductsAll: true,
          payData: payData({ payAmount: 0, cashPayAmount: 0 }),
          realPayAmount: 0,
          pointsEarned: 0,
        }),
    });
    renderRoute(URL);
    expect(await screen.findByText('优惠券已全额抵扣')).toBeTruthy();
    expect(screen.getByLabelText('实付 ¥0.00')).toBeTruthy();
  });
});
