/** Decoding rounds tried before a still-changing URL is refused (it may be encoded twice). */
const MAX_DECODE_ROUNDS = 3;

// Browsers drop tabs and newlines inside URLs and strip leading control characters and spaces,
// so any of them could turn a harmless-looking path into '//evil'.
const CONTROL_OR_EDGE_SPACE = /[\u0000-\u001F\u007F]|^\s|\s$/;

function layers(url: string): string[] | null {
  const found = [url];
  let current = url;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return found;
    found.push(decoded);
    current = decoded;
  }
  return null;
}

function isAllowedHost(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts.some((allowed) => {
    const a = allowed.toLowerCase();
    return host === a || host.endsWith(`.${a}`);
  });
}

type Layer = 'safe' | 'opaque' | 'unsafe';

// 'opaque' is a scheme-less relative reference such as 'https%3A%2F%2F…': harmless to navigate
// to (it stays on this site) but only acceptable on the way to a decoded layer that is safe.
function classify(url: string, allowedHosts: readonly string[]): Layer {
  if (CONTROL_OR_EDGE_SPACE.test(url) || url.includes('\\')) return 'unsafe';
  if (url.startsWith('//')) return 'unsafe';
  if (url.startsWith('/')) return 'safe';
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return 'opaque';
  if (!/^https?:\/\//i.test(url)) return 'unsafe';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'unsafe';
  }
  if (parsed.username !== '' || parsed.password !== '') return 'unsafe';
  return isAllowedHost(parsed.hostname, allowedHosts) ? 'safe' : 'unsafe';
}

/**
 * §5: a redirectUrl must stay in the brand's domains. The page may navigate to the raw value or
 * to a decoded one, so no decoding layer may be unsafe and the fully decoded one must be a
 * same-site path or an http(s) URL on an allowed host or its subdomain, without userinfo.
 */
export function isAllowedRedirect(url: string, allowedHosts: readonly string[]): boolean {
  return allowedRedirectUrl(url, allowedHosts) !== null;
}

/** The fully decoded redirect an allowed redirectUrl leads to, or null when it is not allowed. */
export function allowedRedirectUrl(url: string, allowedHosts: readonly string[]): string | null {
  const all = layers(url);
  if (all === null) return null;
  const kinds = all.map((layer) => classify(layer, allowedHosts));
  return !kinds.includes('unsafe') && kinds.at(-1) === 'safe' ? (all.at(-1) ?? null) : null;
}
