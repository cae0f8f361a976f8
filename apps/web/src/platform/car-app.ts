import { CAR_APP_CHAT_CAPABILITY, CarAppScheme } from './native-config.ts';
import { absoluteUrl, withParams, type HostWindow, type NativeTarget, type Platform } from './platform-types.ts';

const targets: Partial<Record<NativeTarget, string>> = {
  home: CarAppScheme.home,
  pay: CarAppScheme.pay,
  payV2: CarAppScheme.payV2,
  pgcDetail: CarAppScheme.pgcDetail,
  userSpace: CarAppScheme.userSpace,
  topic: CarAppScheme.topic,
  orderList: CarAppScheme.orderList,
  wishOrderList: CarAppScheme.wishOrderList,
  taskCenter: CarAppScheme.taskCenter,
  accountTab: CarAppScheme.accountTab,
};

/** The brand's car app, §2: native schemes for its pages and a native login link. */
export function createCarAppPlatform(host: HostWindow): Platform {
  const open = (url: string): void => host.location.assign(url);
  const canUse = (capability: string): boolean => {
    try {
      return host.YaochuanJSBridge?.canIUse?.(capability) === true;
    } catch {
      return false;
    }
  };
  return {
    kind: 'carApp',
    login: ({ redirect, registerClue }) =>
      open(withParams(CarAppScheme.login, { redirectUrl: absoluteUrl(host, redirect), register_clue: registerClue })),
    navigate: (target, params) => {
      const scheme = targets[target];
      if (!scheme) return false;
      open(withParams(scheme, params));
      return true;
    },
    isSkinEnable: async () => {
      const ask = host.YaochuanJSBridge?.isSkinEnable;
      if (!ask) return false;
      try {
        return (await ask()) === true;
      } catch {
        return false;
      }
    },
    canUse,
    // The app has chat; a version without the capability cannot open it.
    openChat: (businessType) => {
      if (!canUse(CAR_APP_CHAT_CAPABILITY)) return 'outdated';
      open(withParams(CarAppScheme.chat, { businessType }));
      return 'opened';
    },
  };
}
