import { SESSION_TTL_DAYS } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { sessionExpiresAtMs } from './session.ts';

describe('sessionExpiresAtMs', () => {
  it("is the contract's session lifetime after the token was given", () => {
    const given = Date.UTC(2026, 10, 29, 0, 0, 0);
    expect(SESSION_TTL_DAYS).toBe(30);
    expect(sessionExpiresAtMs(given)).toBe(Date.UTC(2026, 11, 29, 0, 0, 0));
  });
});
