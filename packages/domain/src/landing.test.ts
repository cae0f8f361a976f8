import { describe, expect, it } from 'vitest';
import { REGISTRATION_CLUE_PARAMS, registrationClue } from './landing.ts';

describe('registrationClue', () => {
  it('is null when every parameter is empty', () => {
    expect(registrationClue({})).toBeNull();
    expect(registrationClue({ productId: '', INVITER_ID: null, utm_source: undefined, pageCode: '  ' })).toBeNull();
  });

  it('renames the landing parameters to clue fields and keeps only the non-empty ones', () => {
    const clue = registrationClue({ productId: '42', INVITER_ID: 'u7', utm_source: '', need_login: 'true' });
    expect(clue).not.toBeNull();
    expect(JSON.parse(clue as string)).toEqual({ product_id: '42', invitor_id: 'u7', need_login: 'true' });
  });

  it('writes every field in the spec order', () => {
    const params = Object.fromEntries(Object.values(REGISTRATION_CLUE_PARAMS).map((p) => [p, `v-${p}`]));
    expect(registrationClue(params)).toBe(
      JSON.stringify({
        product_id: 'v-productId',
        invitor_id: 'v-INVITER_ID',
        utm_source: 'v-utm_source',
        channel_code: 'v-channel_code',
        need_login: 'v-need_login',
        attract_activity_id: 'v-attract_activity_id',
        pageCode: 'v-pageCode',
      }),
    );
  });

  it('ignores parameters outside the clue and trims values', () => {
    expect(registrationClue({ redirectUrl: '/x', channel_code: ' c1 ' })).toBe('{"channel_code":"c1"}');
  });
});
