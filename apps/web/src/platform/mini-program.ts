import { createBrowserPlatform } from './browser.ts';
import { MINI_PROGRAM_TABS, MiniProgramPage } from './native-config.ts';
import { absoluteUrl, withParams, type HostWindow, type NativeTarget, type Platform } from './platform-types.ts';

const targets: Partial<Record<NativeTarget, string>> = {
  home: MiniProgramPage.home,
  pay: MiniProgramPage.pay,
  batchPay: MiniProgramPage.batchPay,
  webview: MiniProgramPage.webview,
  productDetail: MiniProgramPage.productDetail,
  ugc: MiniProgramPage.ugc,
  accountTab: MiniProgramPage.accountTab,
};

/**
 * The mini-program's webview, §2: its own pages through the injected `wx.miniProgram`, and a
 * login page opened with shop=true and the way back. Without the bridge (an old base library,
 * a page opened outside) it behaves as a browser.
 */
export function createMiniProgramPlatform(host: HostWindow): Platform {
  const browser = createBrowserPlatform();
  const bridge = () => host.wx?.miniProgram;
  return {
    kind: 'miniProgram',
    login: (request) => {
      const mp = bridge();
      if (!mp) {
        browser.login(request);
        return;
      }
      const url = withParams(MiniProgramPage.login, {
        shop: 'true',
        redirect: absoluteUrl(host, request.redirect),
        register_clue: request.registerClue,
      });
      mp.navigateTo({ url });
    },
    navigate: (target, params) => {
      const page = targets[target];
      const mp = bridge();
      if (!page || !mp) return false;
      // Tab pages take no query.
      if (MINI_PROGRAM_TABS.has(page)) mp.switchTab({ url: page });
      else mp.navigateTo({ url: withParams(page, params) });
      return true;
    },
    isSkinEnable: () => Promise.resolve(false),
    canUse: () => false,
    openChat: () => 'unavailable',
  };
}
