import { Paths, SMS_SOURCE_TYPE, type SendLoginSmsBody, type SendLoginSmsResult } from '@emall/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST /v5/sign/auth/loginSendMsg, §7 (a v5 path: the wrapper signs it). */
function sendLoginSms(phone: string): Promise<SendLoginSmsResult> {
  const body: SendLoginSmsBody = { phoneSet: phone, sourceType: SMS_SOURCE_TYPE };
  return http.post(Paths.loginSendMsg, body);
}

export function useSendLoginSms() {
  return useMutation({ mutationFn: sendLoginSms });
}
