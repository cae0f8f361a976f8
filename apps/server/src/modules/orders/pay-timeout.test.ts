import { fillPath, PAY_TIMEOUT_MINUTES, Paths, type PayCountdown } from '@emall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { call } from '../../test/goods.ts';
import { stockOf } from '../../test/orders.ts';
import { placeOrder } from '../../test/payments.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('PAY_TIMEOUT_SECONDS', () => {
  it('defaults to the contract’s PAY_TIMEOUT_MINUTES and refuses less than a second', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payTimeoutSeconds).toBe(PAY_TIMEOUT_MINUTES * 60);
    expect(loadConfig({ NODE_ENV: 'test', PAY_TIMEOUT_SECONDS: '90' }).payTimeoutSeconds).toBe(90);
    expect(() => loadConfig({ NODE_ENV: 'test', PAY_TIMEOUT_SECONDS: '0' })).toThrow(/PAY_TIMEOUT_SECONDS/);
  });

  describe('on a server with a short pay timeout', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ env: { PAY_TIMEOUT_SECONDS: '45' } });
    });
    afterAll(() => app.close());

    it('gives an order that long to be paid; then its countdown closes it and gives the stock back', async () => {
      const placed = await placeOrder(app, { stock: 5 });
      expect(await stockOf(app, placed.skuId)).toBe(4);
      const countdown = () => call<PayCountdown>(app, 'GET', fillPath(Paths.payCountdown, { id: placed.orderNo }), { token: placed.user.token });
      expect((await countdown()).result).toMatchObject({ remainSeconds: 45, closed: false });

      app.clock.advance(44_000);
      expect((await countdown()).result).toMatchObject({ remainSeconds: 1, closed: false });
      app.clock.advance(1_000);
      expect((await countdown()).result).toMatchObject({ remainSeconds: 0, closed: true });
      expect(await stockOf(app, placed.skuId)).toBe(5);
    });
  });
});
