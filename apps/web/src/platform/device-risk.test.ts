import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceRiskHeaderValue, loadDeviceRiskHeader, resetDeviceRiskForTests } from './device-risk.ts';
import { UA, fakeHost } from '../test/platform-host.ts';

const token = (n: number) => 't'.repeat(n);

beforeEach(() => resetDeviceRiskForTests());

describe('device-risk token', () => {
  it('is absent in a plain browser: no bridge, no header', async () => {
    await expect(deviceRiskHeaderValue(fakeHost({ userAgent: UA.browser }))).resolves.toBeNull();
    await expect(loadDeviceRiskHeader(null)).resolves.toBeNull();
  });

  it('sends a token of 1000 to 3500 characters as it is, asking once', async () => {
    for (const n of [1_000, 2_000, 3_500]) {
      const source = vi.fn(() => token(n));
      await expect(loadDeviceRiskHeader(source)).resolves.toBe(token(n));
      expect(source).toHaveBeenCalledTimes(1);
    }
  });

  it('drops a short token without asking again', async () => {
    const source = vi.fn(() => token(999));
    await expect(loadDeviceRiskHeader(source)).resolves.toBeNull();
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('asks once more when the token is too long, and uses the second if it fits', async () => {
    const source = vi.fn<() => string>().mockReturnValueOnce(token(4_000)).mockReturnValueOnce(token(1_500));
    await expect(loadDeviceRiskHeader(source)).resolves.toBe(token(1_500));
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('asks only once more: a second oversized token is not sent', async () => {
    const source = vi.fn(() => token(5_000));
    await expect(loadDeviceRiskHeader(source)).resolves.toBeNull();
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('treats a failing or odd bridge as no token', async () => {
    await expect(loadDeviceRiskHeader(() => Promise.reject(new Error('sdk')))).resolves.toBeNull();
    await expect(loadDeviceRiskHeader(() => null)).resolves.toBeNull();
  });

  it('reads the car app bridge once per page load', async () => {
    const getDeviceRiskToken = vi.fn(() => Promise.resolve(token(1_200)));
    const host = fakeHost({ userAgent: UA.carApp, bridge: { getDeviceRiskToken } });
    await expect(deviceRiskHeaderValue(host)).resolves.toBe(token(1_200));
    await expect(deviceRiskHeaderValue(host)).resolves.toBe(token(1_200));
    expect(getDeviceRiskToken).toHaveBeenCalledTimes(1);
  });
});
