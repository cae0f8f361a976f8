import { Type, type Static } from 'typebox';
import { SMS_SOURCE_TYPE, THIRD_LOGIN_TYPE } from '../constants.ts';

/** POST /v5/sign/auth/loginSendMsg, §7. Shape checks only; the phone rule itself lives in the domain. */
export const SendLoginSmsBody = Type.Object(
  {
    phoneSet: Type.String({ maxLength: 32, description: 'Phone number, 11 digits starting with 1' }),
    sourceType: Type.Literal(SMS_SOURCE_TYPE),
  },
  { additionalProperties: false },
);
export type SendLoginSmsBody = Static<typeof SendLoginSmsBody>;

export const SendLoginSmsResult = Type.Object({
  /** Seconds until another code may be requested. */
  resendSeconds: Type.Integer(),
  /** Seconds the code stays valid. */
  expireSeconds: Type.Integer(),
});
export type SendLoginSmsResult = Static<typeof SendLoginSmsResult>;

/** POST /api/auth/phoneLogin, §7. */
export const PhoneLoginBody = Type.Object(
  {
    phone: Type.String({ maxLength: 32 }),
    verificationCode: Type.String({ maxLength: 16 }),
    registerSource: Type.String({ maxLength: 32 }),
    /** The registration clue: a JSON blob of landing parameters, §2. */
    registerClue: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()])),
    /** From a third-party login whose openId had no account yet: links it to this one. */
    bindTicket: Type.Optional(Type.Union([Type.String({ maxLength: 512 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type PhoneLoginBody = Static<typeof PhoneLoginBody>;

export const LoginResult = Type.Object({
  token: Type.String(),
  userId: Type.String(),
  phone: Type.String(),
  /** True when this login created the account. */
  isNewUser: Type.Boolean(),
});
export type LoginResult = Static<typeof LoginResult>;

/** GET /api/auth/getLoginInfo: the user with the role flags of §3 and the E-value balance. */
export const LoginInfo = Type.Object({
  userId: Type.String(),
  phone: Type.String(),
  nickname: Type.String(),
  /** Car owner. */
  isMaster: Type.Boolean(),
  /** Has a bound car. */
  isAuthed: Type.Boolean(),
  /** Has a valid big (car) order. */
  hasBigOrder: Type.Boolean(),
  inWhitelist: Type.Boolean(),
  isHighLight: Type.Boolean(),
  notice: Type.String(),
  jumpType: Type.String(),
  isShowNotice: Type.Boolean(),
  pointsBalance: Type.Integer(),
  userAvailablePoint: Type.Integer(),
});
export type LoginInfo = Static<typeof LoginInfo>;

/** POST /api/auth/thirdLogin (§7): exchanges a messenger OAuth code for an openId. */
export const ThirdLoginBody = Type.Object(
  {
    /** The OAuth code the messenger handed back. */
    authVerifyField: Type.String({ minLength: 1, maxLength: 256 }),
    thirdType: Type.Literal(THIRD_LOGIN_TYPE),
  },
  { additionalProperties: false },
);
export type ThirdLoginBody = Static<typeof ThirdLoginBody>;

export const ThirdLoginResult = Type.Object({
  openId: Type.String(),
  /** True when the openId belongs to an account: token and userId are then set. */
  bound: Type.Boolean(),
  token: Type.Union([Type.String(), Type.Null()]),
  userId: Type.Union([Type.String(), Type.Null()]),
  /** When not bound: pass it to phoneLogin to link the openId to the account that logs in. */
  bindTicket: Type.Union([Type.String(), Type.Null()]),
});
export type ThirdLoginResult = Static<typeof ThirdLoginResult>;

/** GET /api/auth/getOfficialSignature?url=… (§7): the messenger JS-SDK signature of a page. */
export const OfficialSignatureQuery = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) });
export type OfficialSignatureQuery = Static<typeof OfficialSignatureQuery>;

export const OfficialSignature = Type.Object({
  appId: Type.String(),
  timestamp: Type.Integer(),
  nonceStr: Type.String(),
  signature: Type.String(),
});
export type OfficialSignature = Static<typeof OfficialSignature>;

/** POST /api/auth/visitorToken: a temporary visitor token (§6) for a guest's device. */
export const VisitorToken = Type.Object({
  vToken: Type.String(),
  /** ISO 8601. */
  expiresAt: Type.String(),
});
export type VisitorToken = Static<typeof VisitorToken>;
