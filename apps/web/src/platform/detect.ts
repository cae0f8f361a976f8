import { CAR_APP_UA_MARK, MESSENGER_UA_MARK, MINI_PROGRAM_ENVIRONMENT, MINI_PROGRAM_UA_MARK } from './native-config.ts';
import type { HostWindow, PlatformKind } from './platform-types.ts';

/**
 * Which container the page runs in, from its user agent and injected globals. The
 * mini-program's webview is also the messenger's, so it is checked first.
 */
export function detectPlatform(host: Pick<HostWindow, 'navigator' | '__wxjs_environment'>): PlatformKind {
  const ua = host.navigator.userAgent;
  if (ua.includes(CAR_APP_UA_MARK)) return 'carApp';
  if (host.__wxjs_environment === MINI_PROGRAM_ENVIRONMENT || ua.includes(MINI_PROGRAM_UA_MARK)) return 'miniProgram';
  if (ua.includes(MESSENGER_UA_MARK)) return 'messenger';
  return 'browser';
}
