import { brand } from '@emall/contract';
import { allowedRedirectUrl, isAllowedRedirect } from '@emall/domain';

export type RedirectTarget = { kind: 'in-app'; path: string } | { kind: 'external'; href: string };

/** The hosts a redirectUrl may lead to, §5: the brand's domains and the site the shop runs on. */
function allowedRedirectHosts(): string[] {
  return [...brand.domains, window.location.hostname];
}

export function isRedirectAllowed(redirectUrl: string): boolean {
  return isAllowedRedirect(redirectUrl, allowedRedirectHosts());
}

/**
 * Where an allowed redirectUrl leads: this site's pages through the router, another brand
 * domain by a page load. null when the value is not allowed.
 */
export function redirectTarget(redirectUrl: string): RedirectTarget | null {
  const allowed = allowedRedirectUrl(redirectUrl, allowedRedirectHosts());
  if (allowed === null) return null;
  const url = new URL(allowed, window.location.href);
  if (url.origin === window.location.origin) return { kind: 'in-app', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}
