import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  REGISTER_SOURCE,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_CAP_PER_PHONE,
  type LoginInfo,
  type LoginResult,
  type PhoneLoginBody,
  type SendLoginSmsResult,
} from '@emall/contract';
import { isValidPhone, isValidSmsCode, sessionExpiresAtMs, startOfChinaDay } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { SmsRefusedError } from '../../providers/sms.ts';
import { recordLoginCodeSend } from '../notifications/notifications.service.ts';
import * as repo from './auth.repository.ts';
import { verifyBindTicket } from './bind-ticket.ts';

/** Sends per client address per hour before it must wait (README, Decisions). */
export const SMS_HOURLY_CAP_PER_IP = 30;
const HOUR_MS = 3_600_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function hashCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

function requireValidPhone(phone: string) {
  if (!isValidPhone(phone)) throw new AppError(ErrorCode.PHONE_INVALID);
}

/** Issues a login code to a phone, within the resend interval and the daily and per-address caps. */
export async function sendLoginCode(ctx: AppContext, phone: string, clientIp: string): Promise<SendLoginSmsResult> {
  requireValidPhone(phone);
  const now = ctx.clock.now();
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

  const outcome = await ctx.db.transaction(async (tx) => {
    await repo.lockPhone(tx, phone);
    const latest = await repo.findLatestCode(tx, phone);
    if (latest && now.getTime() - latest.createdAt.getTime() < ctx.config.smsResendSeconds * 1000) {
      return { error: ErrorCode.SMS_TOO_FREQUENT } as const;
    }
    if ((await repo.countCodesForPhoneSince(tx, phone, startOfChinaDay(now))) >= SMS_DAILY_CAP_PER_PHONE) {
      return { error: ErrorCode.SMS_DAILY_LIMIT } as const;
    }
    if ((await repo.countCodesForIpAfter(tx, clientIp, new Date(now.getTime() - HOUR_MS))) >= SMS_HOURLY_CAP_PER_IP) {
      return { error: ErrorCode.TOO_MANY_REQUESTS } as const;
    }
    const row = await repo.insertCode(tx, {
      phone,
      codeHash: hashCode(ctx.config.appSecret, phone, code),
      clientIp,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    });
    return { id: row.id } as const;
  });
  if (outcome.error) throw new AppError(outcome.error);

  const sentAt = ctx.clock.now();
  let carrierMessageId: string | null;
  try {
    ({ carrierMessageId } = await ctx.sms.sendLoginCode(phone, code));
  } catch (err) {
    // The message never left: free the phone to ask again at once.
    await repo.deleteCode(ctx.db, outcome.id);
    // The carrier's code of its refusal, or what failed on the way: never the message, which holds the code.
    const lastError = err instanceof SmsRefusedError ? err.code : err instanceof Error ? err.name : 'Error';
    await recordLoginCodeSend(ctx.db, { phone, sent: false, sentAt, carrierMessageId: null, lastError });
    const refusal = err instanceof SmsRefusedError ? err.refusal : 'other';
    if (refusal === 'other') ctx.log.error({ err, provider: ctx.sms.name }, 'sms send failed');
    // The carrier's word on the number or its per-number limits is the shopper's to know.
    throw new AppError(refusal === 'number' ? ErrorCode.PHONE_INVALID : refusal === 'rate' ? ErrorCode.SMS_TOO_FREQUENT : ErrorCode.UNAVAILABLE);
  }
  await recordLoginCodeSend(ctx.db, { phone, sent: true, sentAt, carrierMessageId, lastError: null });
  return { resendSeconds: ctx.config.smsResendSeconds, expireSeconds: SMS_CODE_TTL_SECONDS };
}

/** The registration clue is a JSON object of landing parameters (§2); anything else is ignored. */
function parseRegisterClue(raw: string | null | undefined): Record<string, string> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const clue: Record<string, string> = {};
    for (const [key, v] of Object.entries(value)) {
      if ((typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') && key.length <= 64) {
        clue[key] = String(v).slice(0, 256);
      }
    }
    return Object.keys(clue).length ? clue : null;
  } catch {
    return null;
  }
}

function defaultNickname(phone: string): string {
  return `曜川车友${phone.slice(-4)}`;
}

/**
 * Opens a session for a user: the one place a login token is made, for every way of logging in.
 * Only its hash is stored.
 */
export async function issueSession(db: Executor, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(sessionExpiresAtMs(now.getTime())),
  });
  return token;
}

/**
 * Logs in with a phone and its SMS code, creating the account on first login.
 * A wrong code counts an attempt (kept even though the request fails); the fifth kills the code.
 * With a bind ticket from thirdLogin, the ticket's openId is linked to this account in the same
 * transaction; a bad ticket is refused before anything is written, and an openId linked to another
 * account refuses the login and writes nothing.
 */
export async function loginWithPhone(ctx: AppContext, body: PhoneLoginBody): Promise<LoginResult> {
  requireValidPhone(body.phone);
  if (!isValidSmsCode(body.verificationCode)) throw new AppError(ErrorCode.CODE_INVALID);
  if (body.registerSource !== REGISTER_SOURCE) throw new AppError(ErrorCode.REGISTER_SOURCE_INVALID);
  const now = ctx.clock.now();
  const link = body.bindTicket ? verifyBindTicket(ctx.config.appSecret, body.bindTicket, now) : null;
  if (body.bindTicket && !link) throw new AppError(ErrorCode.BIND_TICKET_INVALID);

  const outcome = await ctx.db.transaction(async (tx) => {
    await repo.lockPhone(tx, body.phone);
    const code = await repo.findLatestCode(tx, body.phone);
    if (!code || code.consumedAt || code.expiresAt <= now || code.attempts >= SMS_CODE_MAX_ATTEMPTS) {
      return { error: ErrorCode.CODE_EXPIRED } as const;
    }
    if (!sameHash(code.codeHash, hashCode(ctx.config.appSecret, body.phone, body.verificationCode))) {
      await repo.incrementCodeAttempts(tx, code.id);
      return { error: ErrorCode.CODE_WRONG } as const;
    }
    let user = await repo.findUserByPhone(tx, body.phone);
    if (link) {
      const owner = await repo.findIdentity(tx, link.provider, link.openId);
      if (owner && owner.userId !== user?.id) return { error: ErrorCode.OPENID_ALREADY_BOUND } as const;
    }
    await repo.consumeCode(tx, code.id, now);
    const isNewUser = !user;
    user ??= await repo.insertUser(tx, {
      phone: body.phone,
      nickname: defaultNickname(body.phone),
      registerSource: body.registerSource,
      registerClue: parseRegisterClue(body.registerClue),
      createdAt: now,
    });
    if (link && !(await repo.insertIdentity(tx, { ...link, userId: user.id, createdAt: now }))) {
      // Linked by a login that committed meanwhile: to this account is fine, to another rolls all back.
      const owner = await repo.findIdentity(tx, link.provider, link.openId);
      if (owner?.userId !== user.id) throw new AppError(ErrorCode.OPENID_ALREADY_BOUND);
    }
    const token = await issueSession(tx, user.id, now);
    return { user, isNewUser, token } as const;
  });
  if (outcome.error) throw new AppError(outcome.error);
  return { token: outcome.token, userId: String(outcome.user.id), phone: outcome.user.phone, isNewUser: outcome.isNewUser };
}

export interface SessionUser {
  userId: number;
  sessionId: number;
}

/** The live session behind a token, or null. */
export async function findSession(ctx: AppContext, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 256) return null;
  const row = await repo.findLiveSession(ctx.db, hashToken(token), ctx.clock.now());
  return row ?? null;
}

export async function logout(ctx: AppContext, session: SessionUser): Promise<void> {
  await repo.revokeSession(ctx.db, session.sessionId, ctx.clock.now());
}

export async function getLoginInfo(ctx: AppContext, session: SessionUser): Promise<LoginInfo> {
  const user = await repo.findUserById(ctx.db, session.userId);
  if (!user) throw new AppError(ErrorCode.SESSION_EXPIRED);
  return {
    userId: String(user.id),
    phone: user.phone,
    nickname: user.nickname,
    isMaster: user.isMaster,
    isAuthed: user.isAuthed,
    hasBigOrder: user.hasBigOrder,
    inWhitelist: user.inWhitelist,
    isHighLight: user.notice !== '',
    notice: user.notice,
    jumpType: '',
    isShowNotice: user.notice !== '',
    pointsBalance: user.pointsBalance,
    userAvailablePoint: user.pointsBalance,
  };
}
