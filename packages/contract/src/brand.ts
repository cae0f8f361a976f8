/**
 * The fictional car brand this shop is built for: its names, domains and colours, in one place.
 * Colours are chosen to pass WCAG AA contrast (4.5:1) against white and the page background.
 */
export const brand = {
  /** The brand name; the default browser title, §2. */
  name: '曜川汽车',
  shopName: '曜川商城',
  /** Namespace prefix of everything the web app stores on the device, §3. */
  storagePrefix: 'yc_emall_',
  /**
   * The brand's own domains: a redirectUrl must decode to one of these hosts or a subdomain, §5.
   * `.example` is reserved for documentation, so the brand cannot collide with a real one.
   */
  domains: ['yaochuan-auto.example', 'yaochuan.example'],
  colors: {
    /** Buttons, links, active states: 6.7:1 on white. */
    primary: '#1D4ED8',
    /** Prices and buy actions: 5.6:1 on white. */
    price: '#CF1322',
    /** E-value figures: 5.9:1 on white. */
    evalue: '#8A5A00',
    text: '#1A1A1A',
    textSecondary: '#666666',
    pageBg: '#FBFBFB',
  },
  hotline: '400-820-6688',
  /**
   * The media query of a device that asks for less motion (WCAG 2.3.3): the shop and the console
   * then move nothing by themselves (no carousel turning, no sliding or fading panels).
   */
  reducedMotionQuery: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * Whether a browser window asks for less motion (brand.reducedMotionQuery): false where there is no
 * window or no matchMedia (the server's render, old webviews). The shop and the console both ask it.
 */
export function prefersReducedMotion(host: { matchMedia?: (query: string) => { matches: boolean } } | undefined): boolean {
  return typeof host?.matchMedia === 'function' && host.matchMedia(brand.reducedMotionQuery).matches;
}

/**
 * Where the web app keeps the shopper's login on the device (§3): its session store, and the
 * server's rendered pages, whose first script starts a logged-in device's own page at once.
 */
export const SESSION_STORAGE_KEY = `${brand.storagePrefix}session`;

/**
 * The cookie that mirrors the login token for one request only: the GET of the cart's HTML, which
 * the server draws for the shopper it names (issue 16; docs/decisions/web-platform.md, "The signed-in
 * cart's HTML"). The web app writes it (Path=CART_ROUTE, SameSite=Lax, the token's expiry); no API
 * call reads it.
 */
export const CART_SESSION_COOKIE = `${brand.storagePrefix}cart_session`;
