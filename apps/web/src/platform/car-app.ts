import { CarAppScheme } from './native-config.ts';
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
};

/** The brand's car app, §2: native schemes for its pages and a native login link. */
export function createCarAppPlatform(host: HostWindow): Platform {
  const open = (url: string): void => host.location.assign(url);
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
    canUse: (capability) => {
      try {
        return host.YaochuanJSBridge?.canIUse?.(capability) === true;
      } catch {
        return false;
      }
    },
  };
}
