import { deviceRiskHeader, shouldRetryDeviceRisk } from '@emall/domain';
import { hostWindow, type HostWindow } from './platform-types.ts';

/** The risk SDK's token, from whichever native bridge offers one; none in a plain browser. */
type TokenSource = () => string | null | Promise<string | null>;

function bridgeSource(host: HostWindow): TokenSource | null {
  const bridge = host.YaochuanJSBridge;
  const read = bridge?.getDeviceRiskToken;
  return read ? () => read.call(bridge) : null;
}

async function readOnce(source: TokenSource): Promise<string | null> {
  try {
    const token = await source();
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/**
 * The device-risk header value, §5: a token is sent only when 1000–3500 characters long. Our
 * reading of "retried once when longer than 1000": a token past the upper bound (an SDK still
 * assembling its blob) is asked for once more, and the second answer is used if it fits.
 */
export async function loadDeviceRiskHeader(source: TokenSource | null): Promise<string | null> {
  if (!source) return null;
  const first = await readOnce(source);
  const header = deviceRiskHeader(first);
  if (header !== null || !shouldRetryDeviceRisk(first)) return header;
  return deviceRiskHeader(await readOnce(source));
}

let cached: Promise<string | null> | null = null;

/** The header for this page's calls, asked of the bridge once per page load. */
export function deviceRiskHeaderValue(host: HostWindow = hostWindow()): Promise<string | null> {
  cached ??= loadDeviceRiskHeader(bridgeSource(host));
  return cached;
}

export function resetDeviceRiskForTests(): void {
  cached = null;
}
