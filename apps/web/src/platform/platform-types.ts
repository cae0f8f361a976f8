/** The containers the shop runs in, §1, §2. */
export type PlatformKind = 'browser' | 'carApp' | 'miniProgram' | 'messenger';

/**
 * Native pages the shop may open, §2. The car app has home, pay, pay v2, PGC article, user
 * space, topic, order list and wish-order list; the mini-program has home (a tab), pay (the
 * cashier), batch pay, webview, product detail, community/ugc and the car-and-account tab.
 * The car app also has the E-value task centre (§8 '立即前往').
 */
export type NativeTarget =
  | 'home'
  | 'pay'
  | 'payV2'
  | 'batchPay'
  | 'pgcDetail'
  | 'userSpace'
  | 'topic'
  | 'orderList'
  | 'wishOrderList'
  | 'webview'
  | 'productDetail'
  | 'ugc'
  | 'accountTab'
  | 'taskCenter';

export type NativeParams = Readonly<Record<string, string | number | null | undefined>>;

/**
 * What asking for the customer-service chat did (§2, business type 1002): the container opened
 * it; it has chat but this version cannot open it (§8 '当前APP版本暂不支持该方法…'); or it has none
 * (the caller shows the hotline).
 */
type ChatOutcome = 'opened' | 'outdated' | 'unavailable';

export interface LoginRequest {
  /** Where to come back to after login: an in-app path with its query. */
  redirect: string;
  /** The registration clue of the landing parameters, §2 (a JSON text). */
  registerClue?: string | null;
  /** Replace the current history entry (a page that only leads to login). */
  replace?: boolean;
}

/** One container's way of doing what differs between containers. */
export interface Platform {
  readonly kind: PlatformKind;
  /** Starts this container's login, §2. */
  login(request: LoginRequest): void;
  /**
   * Opens a native page of the container. false when it has none for the target (always in a
   * plain browser): the caller then stays on the web.
   */
  navigate(target: NativeTarget, params?: NativeParams): boolean;
  /** Whether the native app shows seasonal skins, §2 (asked of the bridge; false without one). */
  isSkinEnable(): Promise<boolean>;
  /** The native bridge's capability check, §7; false without a bridge. */
  canUse(capability: string): boolean;
  /** Opens the in-app customer-service chat for a business type, where the container has one. */
  openChat(businessType: number): ChatOutcome;
}

/** What the car app injects as `window.YaochuanJSBridge` (every method optional). */
export interface CarAppBridge {
  isSkinEnable?: () => boolean | Promise<boolean>;
  canIUse?: (capability: string) => boolean;
  /** The risk SDK's device token, §5. */
  getDeviceRiskToken?: () => string | null | Promise<string | null>;
}

/** The part of the mini-program's `wx.miniProgram` bridge the shop uses. */
export interface MiniProgramBridge {
  navigateTo: (options: { url: string }) => void;
  switchTab: (options: { url: string }) => void;
  redirectTo?: (options: { url: string }) => void;
}

/** The window as the adapters see it: location plus whatever a container injected. */
export interface HostWindow {
  readonly location: Pick<Location, 'href' | 'origin' | 'assign' | 'replace'>;
  readonly navigator: Pick<Navigator, 'userAgent'>;
  readonly YaochuanJSBridge?: CarAppBridge;
  readonly wx?: { miniProgram?: MiniProgramBridge };
  readonly __wxjs_environment?: string;
}

/** The real window, typed with the globals containers inject. */
export function hostWindow(): HostWindow {
  return window as unknown as HostWindow;
}

/** `base` with `params` added as a query (empty values left out). */
export function withParams(base: string, params: NativeParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.append(key, String(value));
  }
  const text = query.toString();
  if (!text) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${text}`;
}

/** An in-app path made absolute on this site (native pages need a full URL to come back to). */
export function absoluteUrl(host: HostWindow, path: string): string {
  return new URL(path, host.location.origin).href;
}
