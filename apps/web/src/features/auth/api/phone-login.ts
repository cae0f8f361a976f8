import { Paths, type LoginResult, type PhoneLoginBody } from '@emall/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST /api/auth/phoneLogin, §7. */
function phoneLogin(body: PhoneLoginBody): Promise<LoginResult> {
  return http.post(Paths.phoneLogin, body);
}

export function usePhoneLogin() {
  return useMutation({ mutationFn: phoneLogin });
}
