import { describe, expect, it } from 'vitest';
import { deviceRiskHeader, shouldRetryDeviceRisk } from './device-risk.ts';

const token = (n: number) => 'x'.repeat(n);

describe('deviceRiskHeader', () => {
  it('sends a token within 1000 to 3500 characters, bounds included', () => {
    expect(deviceRiskHeader(token(1_000))).toBe(token(1_000));
    expect(deviceRiskHeader(token(2_000))).toBe(token(2_000));
    expect(deviceRiskHeader(token(3_500))).toBe(token(3_500));
  });

  it('sends nothing outside the bounds or without a token', () => {
    expect(deviceRiskHeader(token(999))).toBeNull();
    expect(deviceRiskHeader(token(3_501))).toBeNull();
    expect(deviceRiskHeader('')).toBeNull();
    expect(deviceRiskHeader(null)).toBeNull();
    expect(deviceRiskHeader(undefined)).toBeNull();
  });
});

describe('shouldRetryDeviceRisk', () => {
  it('retries only a token longer than 1000', () => {
    expect(shouldRetryDeviceRisk(token(1_001))).toBe(true);
    expect(shouldRetryDeviceRisk(token(5_000))).toBe(true);
    expect(shouldRetryDeviceRisk(token(1_000))).toBe(false);
    expect(shouldRetryDeviceRisk(null)).toBe(false);
    expect(shouldRetryDeviceRisk(undefined)).toBe(false);
  });
});
