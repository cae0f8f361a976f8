/**
 * An absolute http(s) URL without credentials whose host is one of `hosts` or a subdomain of one;
 * null otherwise. Control characters, spaces and backslashes are refused outright: browsers and
 * URL parsers disagree about them.
 */
export function parseAllowedUrl(raw: string, hosts: readonly string[]): URL | null {
  if (/[\u0000-\u0020\u007F\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const host = url.hostname.toLowerCase();
  const allowed = hosts.some((h) => {
    const a = h.toLowerCase();
    return a !== '' && (host === a || host.endsWith(`.${a}`));
  });
  return allowed ? url : null;
}
