import { Type, type Static } from 'typebox';
import { JobsAdminText } from './jobs-texts.ts';
import { ReconciliationText } from './reconciliation-texts.ts';
import { adminRoute, declareApi } from '../route.ts';
import { Paged } from '../schemas/common.ts';
import { AdminPaths } from './paths.ts';
import { Permission } from './permissions.ts';
import { AdminText } from './texts.ts';
import { ADMIN_PAGE_SIZE } from './limits.ts';

export const AUDIT_PAGE_SIZE_MAX = 100;

/** What the audit log names an action by: `<area>.<verb>`, e.g. operator.create. */
export const AuditAction = {
  signIn: 'auth.sign-in',
  signInFailed: 'auth.sign-in-failed',
  signOut: 'auth.sign-out',
  changePassword: 'auth.change-password',
  operatorCreate: 'operator.create',
  operatorUpdate: 'operator.update',
  operatorDisable: 'operator.disable',
  operatorEnable: 'operator.enable',
  operatorResetPassword: 'operator.reset-password',
  /** A production database's first 超级管理员, from the configuration at start (docs/deploy.md). */
  operatorBootstrap: 'operator.bootstrap',
  /** The development hook that makes e2e operators (never in production). */
  operatorDevUpsert: 'operator.dev-upsert',
} as const;

/** The audit log's username for a write the server makes itself, with no operator behind it. */
export const SYSTEM_ACTOR_NAME = 'system';

/** What an audit row's target is; other areas add theirs (goods, page, coupon…). */
export const AuditTarget = {
  operator: 'operator',
  job: 'job',
  payStatement: 'pay-statement',
  payMismatch: 'pay-mismatch',
} as const;

/** Each target type in the console's words. */
export const AuditTargetName: Record<string, string> = {
  [AuditTarget.operator]: AdminText.operators,
  [AuditTarget.job]: JobsAdminText.title,
  [AuditTarget.payStatement]: ReconciliationText.title,
  [AuditTarget.payMismatch]: ReconciliationText.mismatch,
};

const Json = Type.Unknown();

/** One changed field of an audited write. */
export const AuditChange = Type.Object({ key: Type.String(), from: Json, to: Json });
export type AuditChange = Static<typeof AuditChange>;

/** One row of the append-only audit log: who did what to which target, before and after. */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  /** Null for a failed sign-in of an unknown username. */
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.String(),
  action: Type.String(),
  targetType: Type.Union([Type.String(), Type.Null()]),
  targetId: Type.Union([Type.String(), Type.Null()]),
  before: Json,
  after: Json,
  /** The keys that changed between before and after. */
  diff: Type.Array(AuditChange),
  ip: Type.String(),
  userAgent: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditListQuery = Type.Object(
  {
    /** Exact username of the operator who acted. */
    username: Type.Optional(Type.String({ maxLength: 64 })),
    action: Type.Optional(Type.String({ maxLength: 64 })),
    targetType: Type.Optional(Type.String({ maxLength: 64 })),
    targetId: Type.Optional(Type.String({ maxLength: 64 })),
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_SIZE_MAX, default: ADMIN_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type AuditListQuery = Static<typeof AuditListQuery>;

export const AuditList = Paged(AuditEntry);
export type AuditList = Static<typeof AuditList>;

export const AuditAdminApi = declareApi('audit', {
  list: adminRoute('GET', AdminPaths.auditLog, Permission.auditRead, 'Search the audit log by operator, action, target and time, newest first', {
    query: AuditListQuery,
    answer: AuditList,
  }),
});
