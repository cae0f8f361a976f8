import { Paths, THIRD_LOGIN_TYPE, type ThirdLoginBody, type ThirdLoginResult } from '@emall/contract';
import { http } from '../../../lib/http.ts';

/**
 * POST /api/auth/thirdLogin, §7: the messenger's OAuth code for an openId, and a session when
 * the openId has an account (else a bind ticket for the phone login).
 */
export function thirdLogin(code: string): Promise<ThirdLoginResult> {
  const body: ThirdLoginBody = { authVerifyField: code, thirdType: THIRD_LOGIN_TYPE };
  return http.post(Paths.thirdLogin, body);
}
