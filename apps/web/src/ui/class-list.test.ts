import { describe, expect, it } from 'vitest';
import { classList } from './class-list.ts';

describe('classList', () => {
  it('joins the parts given and leaves out false, empty, null and undefined ones', () => {
    expect(classList('adm-switch', false, 'adm-switch-checked', '', null, undefined, 'mine')).toBe('adm-switch adm-switch-checked mine');
    expect(classList(false, undefined)).toBe('');
  });
});
