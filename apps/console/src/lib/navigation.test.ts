import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './navigation.ts';

describe('the sign-in redirect', () => {
  it('comes back to an in-console path with its query', () => {
    expect(safeRedirect('/system/audit?page=2')).toBe('/system/audit?page=2');
    expect(loginPathFor('/system/audit?page=2')).toBe('/login?redirect=%2Fsystem%2Faudit%3Fpage%3D2');
  });

  it('never leaves the console: other origins and protocol-relative paths open the home instead', () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });

  it('does not send a signed-in operator back to the sign-in page', () => {
    expect(safeRedirect('/login?redirect=%2Flogin')).toBe('/');
    expect(loginPathFor('/login?redirect=%2Fx')).toBe('/login');
    expect(loginPathFor('/')).toBe('/login');
  });
});
