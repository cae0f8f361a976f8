import { loginPath, navigateTo } from '../lib/navigation.ts';
import type { Platform } from './platform-types.ts';

/**
 * The plain mobile browser (and the fallback of every container whose bridge is missing):
 * the web login page, no native pages, no bridge.
 */
export function createBrowserPlatform(): Platform {
  return {
    kind: 'browser',
    login: ({ redirect, registerClue, replace }) => navigateTo(loginPath(redirect, registerClue), { replace }),
    navigate: () => false,
    isSkinEnable: () => Promise.resolve(false),
    canUse: () => false,
    openChat: () => 'unavailable',
  };
}
