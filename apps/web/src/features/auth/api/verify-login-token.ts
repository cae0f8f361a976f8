import { Paths, type LoginInfo } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/**
 * GET /api/auth/getLoginInfo with a login token another platform handed over (§2 token-login
 * relay): the user it belongs to, or code 9999 when it is not (or no longer) valid.
 */
export function verifyLoginToken(token: string): Promise<LoginInfo> {
  return http.get(Paths.loginInfo, { authToken: token, silent: true });
}
