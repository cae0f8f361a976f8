/**
 * The native contracts of the containers the shop runs in (§2 "car app and mini-program
 * navigation"). The brand is fictional, so these strings are ours; the native teams implement
 * the same list. One place, so a renamed page is one edit.
 */

/** The car app's user agent carries `YaochuanApp/<version>`. */
export const CAR_APP_UA_MARK = 'YaochuanApp/';

/**
 * Native schemes of the car app, §2: the shop sets `location.href` to one (with the query
 * below) and the app opens its own page.
 *
 * | target        | scheme                            | query                          |
 * |---------------|-----------------------------------|--------------------------------|
 * | home          | yaochuan://app/home               | —                              |
 * | login         | yaochuan://app/login              | redirectUrl (absolute), register_clue |
 * | pay           | yaochuan://app/pay                | orderNo, tradeScene…           |
 * | payV2         | yaochuan://app/pay/v2             | orderNo, tradeScene, resultUrl… |
 * | pgcDetail     | yaochuan://app/pgc/detail         | id                             |
 * | userSpace     | yaochuan://app/user/space         | userId                         |
 * | topic         | yaochuan://app/topic              | id                             |
 * | orderList     | yaochuan://app/order/list         | status                         |
 * | wishOrderList | yaochuan://app/wish-order/list    | —                              |
 * | taskCenter    | yaochuan://app/task/center        | —                              |
 * | chat          | yaochuan://app/im/chat            | businessType                   |
 * | accountTab    | yaochuan://app/tab/mine           | —                              |
 *
 * The chat page exists from the app version whose bridge answers `canIUse('imChat')` true;
 * older versions get the upgrade hint instead (§8).
 */
export const CarAppScheme = {
  home: 'yaochuan://app/home',
  login: 'yaochuan://app/login',
  pay: 'yaochuan://app/pay',
  payV2: 'yaochuan://app/pay/v2',
  pgcDetail: 'yaochuan://app/pgc/detail',
  accountTab: 'yaochuan://app/tab/mine',
  userSpace: 'yaochuan://app/user/space',
  topic: 'yaochuan://app/topic',
  orderList: 'yaochuan://app/order/list',
  wishOrderList: 'yaochuan://app/wish-order/list',
  taskCenter: 'yaochuan://app/task/center',
  chat: 'yaochuan://app/im/chat',
} as const;

/** Bridge capability (`canIUse`) of the car app's customer-service chat. */
export const CAR_APP_CHAT_CAPABILITY = 'imChat';

/** The mini-program's user agent carries `miniProgram`; its webview also sets `window.__wxjs_environment`. */
export const MINI_PROGRAM_UA_MARK = 'miniProgram';
export const MINI_PROGRAM_ENVIRONMENT = 'miniprogram';

/**
 * Pages of the mini-program, §2, opened through the injected `wx.miniProgram` bridge.
 * Tab pages (home, the car-and-account tab) open with `switchTab`, which takes no query.
 *
 * | target       | page                      | query                                  |
 * |--------------|---------------------------|----------------------------------------|
 * | login        | /pages/login/index        | shop=true, redirect (absolute), register_clue |
 * | webview      | /pages/webview/index      | url (absolute)                         |
 * | productDetail| /pages/goods/detail       | productId                              |
 * | pay          | /pages/pay/cashier        | orderNo, tradeScene…                   |
 * | batchPay     | /pages/pay/batch          | orderNos…                              |
 * | ugc          | /pages/community/ugc      | id                                     |
 * | accountTab   | /pages/tabbar/mine (tab)  | —                                      |
 * | home         | /pages/tabbar/home (tab)  | —                                      |
 */
export const MiniProgramPage = {
  login: '/pages/login/index',
  webview: '/pages/webview/index',
  productDetail: '/pages/goods/detail',
  pay: '/pages/pay/cashier',
  batchPay: '/pages/pay/batch',
  ugc: '/pages/community/ugc',
  accountTab: '/pages/tabbar/mine',
  home: '/pages/tabbar/home',
} as const;

export const MINI_PROGRAM_TABS: ReadonlySet<string> = new Set([MiniProgramPage.accountTab, MiniProgramPage.home]);

/** The messenger's in-app browser says `MicroMessenger` in its user agent. */
export const MESSENGER_UA_MARK = 'MicroMessenger';

