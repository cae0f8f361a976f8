import { Type } from 'typebox';
import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import {
  LoginInfo,
  LoginResult,
  OfficialSignature,
  OfficialSignatureQuery,
  PhoneLoginBody,
  SendLoginSmsBody,
  SendLoginSmsResult,
  ThirdLoginBody,
  ThirdLoginResult,
  VisitorToken,
} from '../schemas/auth.ts';

/** §7 Login. */
export const AuthApi = declareApi('auth', {
  sendLoginSms: route(
    'POST',
    Paths.loginSendMsg,
    'Send a 4-digit login code by SMS (one per phone per 60 s, capped per day and per address)',
    { body: SendLoginSmsBody, answer: SendLoginSmsResult },
  ),
  phoneLogin: route('POST', Paths.phoneLogin, 'Log in (or register) with a phone and its SMS code', { body: PhoneLoginBody, answer: LoginResult }),
  thirdLogin: route(
    'POST',
    Paths.thirdLogin,
    'Log in with a messenger OAuth code; an openId without an account gets a bind ticket for phoneLogin',
    { body: ThirdLoginBody, answer: ThirdLoginResult },
  ),
  officialSignature: route(
    'GET',
    Paths.officialSignature,
    "The messenger JS-SDK signature of one of the shop's pages (the fragment is dropped)",
    { query: OfficialSignatureQuery, answer: OfficialSignature },
  ),
  visitorToken: route('POST', Paths.visitorToken, 'A visitor token for a guest, valid 7 days (capped per client address)', { answer: VisitorToken }),
  loginInfo: route('GET', Paths.loginInfo, 'The logged-in user with role flags and E-value', { answer: LoginInfo }, 'required'),
  logout: route('POST', Paths.logout, 'Revoke the current session', { answer: Type.Null() }, 'required'),
});
