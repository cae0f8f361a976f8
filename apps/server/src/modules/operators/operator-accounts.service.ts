import {
  ADMIN_PAGE_SIZE,
  AuditAction,
  AuditTarget,
  ErrorCode,
  Role,
  RoleName,
  SYSTEM_ACTOR_NAME,
  type CreateOperatorBody,
  type DevOperatorBody,
  type OperatorList,
  type OperatorListQuery,
  type OperatorView,
  type UpdateOperatorBody,
} from '@emall/contract';
import { checkDisplayName, checkUsername, isStrongPassword } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, orThrow } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import * as repo from './operators.repository.ts';
import { hashPassword } from './password.ts';

/** An account as the console shows it: never its password hash. */
function viewOf(row: repo.OperatorRow): OperatorView {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    roles: row.roles,
    disabled: row.disabled,
    mustChangePassword: row.mustChangePassword,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an account before and after a write. */
function auditedOf(row: repo.OperatorRow) {
  const { username, displayName, roles, disabled, mustChangePassword, lockedUntil } = viewOf(row);
  return { username, displayName, roles, disabled, mustChangePassword, lockedUntil };
}

export async function listOperators(ctx: AppContext, query: OperatorListQuery): Promise<OperatorList> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const filter = { keyword: query.keyword?.trim() || undefined, role: query.role, disabled: query.disabled };
  const [rows, totalNum] = await Promise.all([
    repo.findOperators(ctx.db, filter, pageSize, (pageNo - 1) * pageSize),
    repo.countOperators(ctx.db, filter),
  ]);
  return { pageNo, pageSize, totalNum, result: rows.map(viewOf) };
}

async function lockedOperator(tx: Executor, id: number): Promise<repo.OperatorRow> {
  const row = await repo.lockOperator(tx, id);
  if (!row) throw new AppError(ErrorCode.ADMIN_OPERATOR_NOT_FOUND);
  return row;
}

/** Creates an operator whose initial password must be changed at the first sign-in. */
export async function createOperator(ctx: AppContext, actor: AuditActor, body: CreateOperatorBody): Promise<OperatorView> {
  const username = orThrow(checkUsername(body.username));
  const displayName = orThrow(checkDisplayName(body.displayName));
  if (!isStrongPassword(body.password, username)) throw new AppError(ErrorCode.ADMIN_PASSWORD_WEAK);
  if (await repo.findOperatorByUsername(ctx.db, username)) throw new AppError(ErrorCode.ADMIN_USERNAME_TAKEN);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await repo.insertOperator(tx, {
        username,
        displayName,
        passwordHash,
        roles: body.roles,
        mustChangePassword: true,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, { actor, at: now, action: AuditAction.operatorCreate, targetType: AuditTarget.operator, targetId: row.id, after: auditedOf(row) });
      return viewOf(row);
    });
  } catch (err) {
    // Created by someone else between the check and the insert.
    if (err instanceof Error && /operators_username_unique/.test(`${err.message} ${String((err as { cause?: unknown }).cause)}`)) {
      throw new AppError(ErrorCode.ADMIN_USERNAME_TAKEN);
    }
    throw err;
  }
}

/** Changes display name or roles; an operator cannot take 超级管理员 from itself. */
export async function updateOperator(ctx: AppContext, actor: AuditActor, id: number, body: UpdateOperatorBody): Promise<OperatorView> {
  const displayName = body.displayName === undefined ? undefined : orThrow(checkDisplayName(body.displayName));
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockedOperator(tx, id);
    if (id === actor.operatorId && body.roles && before.roles.includes(Role.super) && !body.roles.includes(Role.super)) {
      throw new AppError(ErrorCode.ADMIN_SELF_LOCKOUT);
    }
    const after = await repo.updateOperator(tx, id, {
      ...(displayName === undefined ? {} : { displayName }),
      ...(body.roles ? { roles: body.roles } : {}),
      updatedAt: now,
    });
    await recordAudit(tx, {
      actor,
      at: now,
      action: AuditAction.operatorUpdate,
      targetType: AuditTarget.operator,
      targetId: id,
      before: auditedOf(before),
      after: auditedOf(after),
    });
    return viewOf(after);
  });
}

/** Disables (revoking every session at once) or enables an operator; never oneself. */
export async function setOperatorDisabled(ctx: AppContext, actor: AuditActor, id: number, disabled: boolean): Promise<OperatorView> {
  if (id === actor.operatorId) throw new AppError(ErrorCode.ADMIN_SELF_LOCKOUT);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockedOperator(tx, id);
    const after = await repo.updateOperator(tx, id, { disabled, updatedAt: now });
    if (disabled) await repo.revokeOperatorSessions(tx, id, now);
    await recordAudit(tx, {
      actor,
      at: now,
      action: disabled ? AuditAction.operatorDisable : AuditAction.operatorEnable,
      targetType: AuditTarget.operator,
      targetId: id,
      before: auditedOf(before),
      after: auditedOf(after),
    });
    return viewOf(after);
  });
}

/** A new initial password to change at the next sign-in: unlocks the account and revokes its sessions. */
export async function resetOperatorPassword(ctx: AppContext, actor: AuditActor, id: number, password: string): Promise<OperatorView> {
  const target = await repo.findOperatorById(ctx.db, id);
  if (!target) throw new AppError(ErrorCode.ADMIN_OPERATOR_NOT_FOUND);
  if (!isStrongPassword(password, target.username)) throw new AppError(ErrorCode.ADMIN_PASSWORD_WEAK);
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockedOperator(tx, id);
    const after = await repo.updateOperator(tx, id, { passwordHash, mustChangePassword: true, failedAttempts: 0, lockedUntil: null, updatedAt: now });
    await repo.revokeOperatorSessions(tx, id, now);
    await recordAudit(tx, {
      actor,
      at: now,
      action: AuditAction.operatorResetPassword,
      targetType: AuditTarget.operator,
      targetId: id,
      before: auditedOf(before),
      after: { ...auditedOf(after), passwordReset: true },
    });
    return viewOf(after);
  });
}

/**
 * Development and e2e only (the route is not registered in production): an operator with a
 * known password and no forced change, created or reset (enabled, unlocked) to it.
 */
export async function upsertDevOperator(ctx: AppContext, actor: AuditActor, body: DevOperatorBody): Promise<OperatorView> {
  const username = orThrow(checkUsername(body.username));
  if (!isStrongPassword(body.password, username)) throw new AppError(ErrorCode.ADMIN_PASSWORD_WEAK);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const found = await repo.findOperatorByUsername(tx, username);
    const before = found ? await lockedOperator(tx, found.id) : null;
    const account = { passwordHash, roles: body.roles, mustChangePassword: false, disabled: false, failedAttempts: 0, lockedUntil: null, updatedAt: now };
    const after = before
      ? await repo.updateOperator(tx, before.id, account)
      : await repo.insertOperator(tx, { ...account, username, displayName: username, createdAt: now });
    await recordAudit(tx, {
      actor,
      at: now,
      action: AuditAction.operatorDevUpsert,
      targetType: AuditTarget.operator,
      targetId: after.id,
      before: before && auditedOf(before),
      after: auditedOf(after),
    });
    return viewOf(after);
  });
}

/**
 * A database with no operator gets its first one from the configuration (OPERATOR_BOOTSTRAP_*): a
 * 超级管理员 who must change the password at the first sign-in, audited as done by the system.
 * Once any operator exists it does nothing, so the configured password cannot reset an account.
 */
export async function bootstrapFirstOperator(ctx: AppContext, account: { username: string; password: string }): Promise<OperatorView | null> {
  const passwordHash = await hashPassword(account.password);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await repo.lockOperatorBootstrap(tx);
    if ((await repo.countOperators(tx, {})) > 0) return null;
    const row = await repo.insertOperator(tx, {
      username: account.username,
      displayName: RoleName[Role.super],
      passwordHash,
      roles: [Role.super],
      mustChangePassword: true,
      createdAt: now,
      updatedAt: now,
    });
    const system: AuditActor = { operatorId: null, username: SYSTEM_ACTOR_NAME, ip: '', userAgent: '' };
    await recordAudit(tx, { actor: system, at: now, action: AuditAction.operatorBootstrap, targetType: AuditTarget.operator, targetId: row.id, after: auditedOf(row) });
    return viewOf(row);
  });
}

/**
 * An operator with a known password's hash (hashPassword), straight into the table: the seed and
 * the tests' helpers (which hash their one test password once, not once an operator).
 */
export async function insertOperatorWithHash(
  db: Executor,
  fields: { username: string; displayName: string; roles: Role[]; passwordHash: string; mustChangePassword: boolean; at: Date },
): Promise<OperatorView> {
  const row = await repo.insertOperator(db, {
    username: fields.username,
    displayName: fields.displayName,
    roles: fields.roles,
    passwordHash: fields.passwordHash,
    mustChangePassword: fields.mustChangePassword,
    createdAt: fields.at,
    updatedAt: fields.at,
  });
  return viewOf(row);
}
