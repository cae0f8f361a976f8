import { DEVICE_RISK_MAX_LENGTH, DEVICE_RISK_MIN_LENGTH } from '@emall/contract';

/** §5: the device-risk token is sent only when its length is within the bounds (inclusive). */
export function deviceRiskHeader(token: string | null | undefined): string | null {
  if (!token) return null;
  return token.length >= DEVICE_RISK_MIN_LENGTH && token.length <= DEVICE_RISK_MAX_LENGTH ? token : null;
}

/** §5: the device-risk call is retried once when the token is longer than 1000. */
export function shouldRetryDeviceRisk(token: string | null | undefined): boolean {
  return (token?.length ?? 0) > DEVICE_RISK_MIN_LENGTH;
}
