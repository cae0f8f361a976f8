import { brand } from '@emall/contract';

/**
 * The session's CSRF token: answered by sign-in and by `me`, sent back on every non-GET call.
 * Kept in memory and in sessionStorage (this tab only), so a reload keeps it until `me` answers again.
 */
const KEY = `${brand.storagePrefix}console_csrf`;
let token: string | null = null;

export function csrfToken(): string | null {
  if (token === null) {
    try {
      token = window.sessionStorage.getItem(KEY);
    } catch {
      token = null;
    }
  }
  return token;
}

export function setCsrfToken(value: string | null): void {
  token = value;
  try {
    if (value === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, value);
  } catch {
    // Storage refused (private mode): the token stays in memory for this page.
  }
}
