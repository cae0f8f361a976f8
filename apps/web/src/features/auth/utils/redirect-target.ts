import { brand } from '@emall/contract';
import { isAllowedRedirect } from '@emall/domain';

export type RedirectTarget = { kind: 'in-app'; path: string } | { kind: 'external'; href: string };

/** The hosts a redirectUrl may lead to, §5: the brand's domains and the site the shop runs on. */
export function allowedRedirectHosts(): string[] {
  return [...brand.domains, window.location.hostname];
}

export function isRedirectAllowed(redirectUrl: string): boolean {
  return isAllowedRedirect(redirectUrl, allowedRedirectHosts());
}

// The check accepts a value encoded more than once when every layer is safe; go to the innermost.
function decodeLayers(url: string): string {
  let current = url;
  for (let round = 0; round < 3; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return current;
}

/**
 * Where an allowed redirectUrl leads: this site's pages through the router, another brand
 * domain by a page load. null when the value is not allowed.
 */
export function redirectTarget(redirectUrl: string): RedirectTarget | null {
  if (!isRedirectAllowed(redirectUrl)) return null;
  const url = new URL(decodeLayers(redirectUrl), window.location.href);
  if (url.origin === window.location.origin) return { kind: 'in-app', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}
