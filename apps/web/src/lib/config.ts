/** Build-time facts of the web client. */

/** Where the shop home lives; the not-found page and empty histories lead back here. */
export const HOME_PATH = '/store/home/shop';

export const LOGIN_PATH = '/login';

/** The code relay of §2; also where the messenger's OAuth sends the user back. */
export const AUTH_RELAY_PATH = '/auth';

/** The car-life platform's token-login relay, §2. */
export const TOKEN_LOGIN_RELAY_PATH = '/platform/cheshenghuo/auth';

export const PROTOCOL_PATH = '/protocol';
