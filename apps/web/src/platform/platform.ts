import { createBrowserPlatform } from './browser.ts';
import { createCarAppPlatform } from './car-app.ts';
import { detectPlatform } from './detect.ts';
import { createMessengerPlatform } from './messenger.ts';
import { createMiniProgramPlatform } from './mini-program.ts';
import { hostWindow, type HostWindow, type Platform } from './platform-types.ts';

export function createPlatform(host: HostWindow): Platform {
  switch (detectPlatform(host)) {
    case 'carApp':
      return createCarAppPlatform(host);
    case 'miniProgram':
      return createMiniProgramPlatform(host);
    case 'messenger':
      return createMessengerPlatform(host);
    case 'browser':
      return createBrowserPlatform();
  }
}

let current: Platform | null = null;

// Detected on first use: the mini-program may inject its globals after the first script runs.
function adapter(): Platform {
  current ??= createPlatform(hostWindow());
  return current;
}

/** The container the shop runs in; every caller goes through this one object. */
export const platform: Platform = {
  get kind() {
    return adapter().kind;
  },
  login: (request) => adapter().login(request),
  navigate: (target, params) => adapter().navigate(target, params),
  isSkinEnable: () => adapter().isSkinEnable(),
  canUse: (capability) => adapter().canUse(capability),
  openChat: (businessType) => adapter().openChat(businessType),
};

/** Tests switch containers. */
export function resetPlatformForTests(): void {
  current = null;
}
