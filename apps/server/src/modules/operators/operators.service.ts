import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  accountLockedMessage,
  ADMIN_SESSION_IDLE_MINUTES,
  ADMIN_SESSION_MAX_HOURS,
  AuditAction,
  AuditTarget,
  ErrorCode,
  SIGN_IN_ADDRESS_WINDOW_MINUTES,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_USERNAMES_PER_ADDRESS,
  type AdminSession,
  type ChangePasswordBody,
  type Permission,
  type Role,
  type SignInBody,
} from '@emall/contract';
import { isStrongPassword, lockAfterFailures, lockMinutesLeft, normalizeUsername, permissionsOf } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { countRecentFromIp, recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { hashPassword, needsRehash, verifyNothing, verifyPassword } from './password.ts';
import * as repo from './operators.repository.ts';

const MINUTE_MS = 60_000;
/** A session's last-seen time is written at most this often: the idle expiry is minutes, not seconds. */
const TOUCH_EVERY_MS = MINUTE_MS;

/** The operator behind a live console session: what the admin guard puts on the request. */
export interface OperatorPrincipal {
  id: number;
  username: string;
  displayName: string;
  roles: Role[];
  permissions: Permission[];
  mustChangePassword: boolean;
  sessionId: number;
  sessionExpiresAt: Date;
  /** The CSRF token of this session (derived from its cookie token, never stored). */
  csrfToken: string;
}

/** Where a call came from, for sessions and the audit log. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The CSRF token of a session: an HMAC of its cookie token, so me can answer it again without storing it. */
function csrfTokenOf(ctx: AppContext, token: string): string {
  return createHmac('sha256', `${ctx.config.appSecret}:admin-csrf`).update(token).digest('base64url');
}

export function isCsrfTokenOf(principal: OperatorPrincipal, candidate: string): boolean {
  const a = Buffer.from(candidate);
  const b = Buffer.from(principal.csrfToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

function principalOf(ctx: AppContext, token: string, operator: repo.OperatorRow, session: repo.SessionRow): OperatorPrincipal {
  return {
    id: operator.id,
    username: operator.username,
    displayName: operator.displayName,
    roles: operator.roles,
    permissions: permissionsOf(operator.roles),
    mustChangePassword: operator.mustChangePassword,
    sessionId: session.id,
    sessionExpiresAt: session.expiresAt,
    csrfToken: csrfTokenOf(ctx, token),
  };
}

export function adminSessionOf(principal: OperatorPrincipal): AdminSession {
  const { id, username, displayName, roles, permissions, mustChangePassword } = principal;
  return {
    operator: { id, username, displayName, roles, permissions, mustChangePassword },
    csrfToken: principal.csrfToken,
    expiresAt: principal.sessionExpiresAt.toISOString(),
  };
}

/** The live session of a cookie token, sliding its idle expiry; null when unknown, revoked, expired or disabled. */
export async function authenticateOperator(ctx: AppContext, token: string): Promise<OperatorPrincipal | null> {
  const found = await repo.findSessionWithOperator(ctx.db, hashToken(token));
  if (!found) return null;
  const { session, operator } = found;
  const now = ctx.clock.now().getTime();
  if (operator.disabled || now >= session.expiresAt.getTime()) return null;
  if (now - session.lastSeenAt.getTime() >= ADMIN_SESSION_IDLE_MINUTES * MINUTE_MS) return null;
  if (now - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await repo.touchSession(ctx.db, session.id, new Date(now));
  return principalOf(ctx, token, operator, session);
}

export interface SignedIn {
  /** The cookie's value: shown once, stored only as a hash. */
  token: string;
  principal: OperatorPrincipal;
}

/**
 * Signs an operator in. A wrong username and a wrong password answer alike, in about the same
 * time; the fifth wrong password in a row locks the account (counted in one UPDATE, so
 * concurrent guesses all count). Every attempt is audited; a client address failing for too many
 * usernames, or too often, in the window waits (TOO_MANY_REQUESTS).
 */
export async function signIn(ctx: AppContext, body: SignInBody, client: ClientInfo): Promise<SignedIn> {
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - SIGN_IN_ADDRESS_WINDOW_MINUTES * MINUTE_MS);
  // Refused before any lookup or hashing, and not audited: a flood must not grow the log either.
  const recent = await countRecentFromIp(ctx.db, AuditAction.signInFailed, client.ip, windowStart);
  if (recent.usernames >= SIGN_IN_USERNAMES_PER_ADDRESS || recent.rows >= SIGN_IN_FAILURES_PER_ADDRESS) {
    ctx.log.warn({ ip: client.ip }, 'operator sign-in throttled');
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
  }
  const username = normalizeUsername(body.username);
  const operator = await repo.findOperatorByUsername(ctx.db, username);
  const actor: AuditActor = { operatorId: operator?.id ?? null, username, ...client };
  const failed = { actor, at: now, action: AuditAction.signInFailed, targetType: AuditTarget.operator, targetId: operator?.id ?? null };

  if (!operator) {
    await verifyNothing(body.password);
    await recordAudit(ctx.db, { ...failed, after: { reason: 'unknown-username' } });
    throw new AppError(ErrorCode.ADMIN_CREDENTIALS_WRONG);
  }
  const minutesLeft = lockMinutesLeft(operator.lockedUntil, now);
  if (minutesLeft > 0) {
    await recordAudit(ctx.db, { ...failed, after: { reason: 'locked' } });
    throw new AppError(ErrorCode.ADMIN_ACCOUNT_LOCKED, accountLockedMessage(minutesLeft));
  }
  if (!(await verifyPassword(body.password, operator.passwordHash))) {
    const lockedUntil = await ctx.db.transaction(async (tx) => {
      const failures = await repo.countFailure(tx, operator.id);
      const lock = lockAfterFailures(failures, now);
      if (lock) await repo.updateOperator(tx, operator.id, { lockedUntil: lock, failedAttempts: 0 });
      await recordAudit(tx, { ...failed, after: { reason: 'wrong-password', failures, lockedUntil: lock } });
      return lock;
    });
    if (lockedUntil) throw new AppError(ErrorCode.ADMIN_ACCOUNT_LOCKED, accountLockedMessage(lockMinutesLeft(lockedUntil, now)));
    throw new AppError(ErrorCode.ADMIN_CREDENTIALS_WRONG);
  }
  if (operator.disabled) {
    await recordAudit(ctx.db, { ...failed, after: { reason: 'disabled' } });
    throw new AppError(ErrorCode.ADMIN_ACCOUNT_DISABLED);
  }

  const token = randomBytes(32).toString('base64url');
  // Raised parameters reach old hashes here, the one moment the password is known.
  const rehashed = needsRehash(operator.passwordHash) ? { passwordHash: await hashPassword(body.password) } : {};
  const { session, signedIn } = await ctx.db.transaction(async (tx) => {
    const signedIn = await repo.updateOperator(tx, operator.id, { failedAttempts: 0, lockedUntil: null, lastSignInAt: now, ...rehashed });
    const session = await repo.insertSession(tx, {
      tokenHash: hashToken(token),
      operatorId: operator.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ADMIN_SESSION_MAX_HOURS * 60 * MINUTE_MS),
      ip: client.ip,
      userAgent: client.userAgent,
    });
    await recordAudit(tx, { actor, at: now, action: AuditAction.signIn, targetType: AuditTarget.operator, targetId: operator.id, after: { sessionId: session.id } });
    return { session, signedIn };
  });
  return { token, principal: principalOf(ctx, token, signedIn, session) };
}

export function actorOfPrincipal(principal: OperatorPrincipal, client: ClientInfo): AuditActor {
  return { operatorId: principal.id, username: principal.username, ...client };
}

export async function signOut(ctx: AppContext, principal: OperatorPrincipal, client: ClientInfo): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await repo.revokeSession(tx, principal.sessionId, now);
    await recordAudit(tx, {
      actor: actorOfPrincipal(principal, client),
      at: now,
      action: AuditAction.signOut,
      targetType: AuditTarget.operator,
      targetId: principal.id,
      before: { sessionId: principal.sessionId },
    });
  });
}

/**
 * Changes the signed-in operator's own password: the old one must be right, the new one must
 * follow the rule and differ. Lifts a forced change and revokes the operator's other sessions.
 */
export async function changeOwnPassword(ctx: AppContext, principal: OperatorPrincipal, body: ChangePasswordBody, client: ClientInfo): Promise<OperatorPrincipal> {
  const operator = await repo.findOperatorById(ctx.db, principal.id);
  if (!operator) throw new AppError(ErrorCode.ADMIN_NOT_SIGNED_IN);
  if (!(await verifyPassword(body.oldPassword, operator.passwordHash))) throw new AppError(ErrorCode.ADMIN_OLD_PASSWORD_WRONG);
  if (!isStrongPassword(body.newPassword, operator.username)) throw new AppError(ErrorCode.ADMIN_PASSWORD_WEAK);
  if (body.newPassword === body.oldPassword) throw new AppError(ErrorCode.ADMIN_PASSWORD_UNCHANGED);
  const passwordHash = await hashPassword(body.newPassword);
  const now = ctx.clock.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockOperator(tx, principal.id);
    // Changed by someone else since it was checked above: the old password is not the old one any more.
    if (locked?.passwordHash !== operator.passwordHash) throw new AppError(ErrorCode.ADMIN_OLD_PASSWORD_WRONG);
    const row = await repo.updateOperator(tx, principal.id, { passwordHash, mustChangePassword: false, updatedAt: now });
    await repo.revokeOperatorSessions(tx, principal.id, now, principal.sessionId);
    await recordAudit(tx, {
      actor: actorOfPrincipal(principal, client),
      at: now,
      action: AuditAction.changePassword,
      targetType: AuditTarget.operator,
      targetId: principal.id,
      before: { mustChangePassword: operator.mustChangePassword },
      after: { mustChangePassword: false, passwordChanged: true },
    });
    return row;
  });
  return { ...principal, mustChangePassword: updated.mustChangePassword };
}
