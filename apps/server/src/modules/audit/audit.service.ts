import type { AuditEntry, AuditList, AuditListQuery } from '@emall/contract';
import { auditDiff } from '@emall/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import * as repo from './audit.repository.ts';
import { ADMIN_PAGE_SIZE } from '@emall/contract';

/** Who acted and from where: built from the request by `actorOf` (http/admin-route.ts). */
export interface AuditActor {
  /** Null for a failed sign-in of an unknown username. */
  operatorId: number | null;
  username: string;
  ip: string;
  userAgent: string;
}

export interface AuditRecord {
  actor: AuditActor;
  at: Date;
  /** `<area>.<verb>`; the contract's AuditAction names the console's own. */
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  /** The target as it was and as it is now, as plain JSON (no password hashes, no tokens). */
  before?: unknown;
  after?: unknown;
}

/** Plain JSON of a value: what jsonb will hold (dates become ISO strings, undefined goes). */
function asJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/**
 * THE way every console write is recorded: call it with the write's own transaction, so the row
 * and the change commit or roll back together. Appending is the only operation this module offers.
 */
export async function recordAudit(tx: Executor, record: AuditRecord): Promise<void> {
  const before = asJson(record.before);
  const after = asJson(record.after);
  await repo.appendAuditRow(tx, {
    at: record.at,
    operatorId: record.actor.operatorId,
    username: record.actor.username,
    action: record.action,
    targetType: record.targetType ?? null,
    targetId: record.targetId === undefined || record.targetId === null ? null : String(record.targetId),
    before,
    after,
    diff: auditDiff(before, after),
    ip: record.actor.ip,
    userAgent: record.actor.userAgent,
  });
}

/** How many times `action` was recorded from `ip` since `since`, for how many usernames: throttles read the log they write. */
export function countRecentFromIp(db: Executor, action: string, ip: string, since: Date): Promise<{ rows: number; usernames: number }> {
  return repo.countActionFromIpSince(db, action, ip, since);
}

function entryOf(row: repo.AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    operatorId: row.operatorId,
    username: row.username,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    diff: row.diff,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

export async function searchAudit(ctx: AppContext, query: AuditListQuery): Promise<AuditList> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const filter: repo.AuditFilter = {
    username: query.username?.trim().toLowerCase() || undefined,
    action: query.action || undefined,
    targetType: query.targetType || undefined,
    targetId: query.targetId || undefined,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
  const [rows, totalNum] = await Promise.all([
    repo.findAuditRows(ctx.db, filter, pageSize, (pageNo - 1) * pageSize),
    repo.countAuditRows(ctx.db, filter),
  ]);
  return { pageNo, pageSize, totalNum, result: rows.map(entryOf) };
}
