import { vi, type Mock } from 'vitest';
import type { CarAppBridge, HostWindow, MiniProgramBridge } from '../platform/platform-types.ts';

export const UA = {
  browser: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  carApp: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 YaochuanApp/3.2.0',
  messenger: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN',
  miniProgram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN miniProgram/wx1234567890',
} as const;

export interface FakeHost extends HostWindow {
  readonly location: HostWindow['location'] & { assign: Mock<(url: string) => void>; replace: Mock<(url: string) => void> };
}

/** A window as a container would present it, with a recording location. */
export function fakeHost(options: {
  userAgent: string;
  bridge?: CarAppBridge;
  miniProgram?: MiniProgramBridge;
  wxjsEnvironment?: string;
  origin?: string;
}): FakeHost {
  const origin = options.origin ?? 'https://shop.yaochuan.example';
  return {
    location: { href: `${origin}/store/home/shop`, origin, assign: vi.fn<(url: string) => void>(), replace: vi.fn<(url: string) => void>() },
    navigator: { userAgent: options.userAgent },
    YaochuanJSBridge: options.bridge,
    wx: options.miniProgram ? { miniProgram: options.miniProgram } : undefined,
    __wxjs_environment: options.wxjsEnvironment,
  };
}

type Open = (options: { url: string }) => void;

export function fakeMiniProgram(): MiniProgramBridge & { navigateTo: Mock<Open>; switchTab: Mock<Open> } {
  return { navigateTo: vi.fn<Open>(), switchTab: vi.fn<Open>() };
}
