import { Type, type Static } from 'typebox';
import { SMS_SOURCE_TYPE } from '../constants.ts';

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
