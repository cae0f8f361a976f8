import { Type, type Static } from 'typebox';
import { adminRoute, declareApi } from '../route.ts';
import { ChinaDay, IdParam, Paged } from '../schemas/common.ts';
import { Permission } from './permissions.ts';
import { MismatchItem, MismatchKind, StatementState } from './reconciliation-texts.ts';

/** 对账's calls (issue 20), relative to ADMIN_API_BASE. */
export const ReconciliationPaths = {
  days: '/reconciliation/days',
  mismatches: '/reconciliation/days/:day/mismatches',
  rerun: '/reconciliation/days/:day/rerun',
  handle: '/reconciliation/mismatches/:id/handle',
} as const;

/** What 对账 writes to the audit log (targets `pay-statement` and `pay-mismatch`). */
export const ReconciliationAuditAction = { rerun: 'reconciliation.rerun', handle: 'reconciliation.handle' } as const;

/** Days a statement may be asked for: the channels keep their bills about a year. */
export const RECONCILIATION_DAYS_KEPT = 365;
export const RECONCILIATION_REMARK_MAX = 200;

const Iso = Type.String({ format: 'date-time' });
const Day = ChinaDay;
const PageNo = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 }));
const PageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }));
/** A pay provider whose bill is compared (StatementDayView.channel); absent: every configured one (days) or the first (a day's calls). */
const Channel = Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,32}$' }));

export const StatementDayView = Type.Object({
  day: Type.String(),
  /** The pay provider whose bill it is (sandbox, alipay…). */
  channel: Type.String(),
  state: Type.Enum(StatementState),
  /** Rows of the channel's bill. */
  trades: Type.Integer(),
  refunds: Type.Integer(),
  mismatches: Type.Integer(),
  /** Mismatches not marked 已处理 yet. */
  open: Type.Integer(),
  ranAt: Iso,
});
export type StatementDayView = Static<typeof StatementDayView>;

export const MismatchView = Type.Object({
  id: Type.String(),
  day: Type.String(),
  kind: Type.Enum(MismatchKind),
  item: Type.Enum(MismatchItem),
  outTradeNo: Type.String(),
  outRefundNo: Type.Union([Type.String(), Type.Null()]),
  channelTradeNo: Type.Union([Type.String(), Type.Null()]),
  /** Fen in our books / in the channel's bill; null on the side that has none. */
  ourAmount: Type.Union([Type.Integer(), Type.Null()]),
  theirAmount: Type.Union([Type.Integer(), Type.Null()]),
  /** Our payment's state (PaymentState) when it is not paid. */
  ourState: Type.Union([Type.String(), Type.Null()]),
  handled: Type.Boolean(),
  remark: Type.Union([Type.String(), Type.Null()]),
  handledBy: Type.Union([Type.String(), Type.Null()]),
  handledAt: Type.Union([Iso, Type.Null()]),
});
export type MismatchView = Static<typeof MismatchView>;

/** 对账's days, and whether the sandbox is the only channel configured (play money: nothing real to compare). */
export const StatementDaysPage = Type.Object({
  ...Paged(StatementDayView).properties,
  sandboxOnly: Type.Boolean(),
});
export type StatementDaysPage = Static<typeof StatementDaysPage>;

export const StatementDaysQuery = Type.Object({ channel: Channel, pageNo: PageNo, pageSize: PageSize }, { additionalProperties: false });
export type StatementDaysQuery = Static<typeof StatementDaysQuery>;

export const MismatchQuery = Type.Object(
  { channel: Channel, kind: Type.Optional(Type.Enum(MismatchKind)), handled: Type.Optional(Type.Boolean()), pageNo: PageNo, pageSize: PageSize },
  { additionalProperties: false },
);
export type MismatchQuery = Static<typeof MismatchQuery>;

export const RerunQuery = Type.Object({ channel: Channel }, { additionalProperties: false });
export type RerunQuery = Static<typeof RerunQuery>;

export const MismatchHandleBody = Type.Object({ remark: Type.String({ minLength: 1, maxLength: RECONCILIATION_REMARK_MAX }) }, { additionalProperties: false });
export type MismatchHandleBody = Static<typeof MismatchHandleBody>;

const DayParams = Type.Object({ day: Day });

export const ReconciliationAdminApi = declareApi('reconciliation-admin', {
  days: adminRoute('GET', ReconciliationPaths.days, Permission.reconciliationRead, "The pay channels' daily statements (one per day and channel), newest day first, with their mismatch counts", {
    query: StatementDaysQuery,
    answer: StatementDaysPage,
  }),
  mismatches: adminRoute('GET', ReconciliationPaths.mismatches, Permission.reconciliationRead, "A day's mismatches between the channel's bill and our books: filter by kind and 已处理", {
    params: DayParams,
    query: MismatchQuery,
    answer: Paged(MismatchView),
  }),
  rerun: adminRoute('POST', ReconciliationPaths.rerun, Permission.reconciliationHandle, "Download the day's bill again and replace its mismatches (audited)", {
    params: DayParams,
    query: RerunQuery,
    answer: StatementDayView,
  }),
  handle: adminRoute('POST', ReconciliationPaths.handle, Permission.reconciliationHandle, 'Mark a mismatch 已处理 with a remark (audited)', {
    params: Type.Object({ id: IdParam }),
    body: MismatchHandleBody,
    answer: MismatchView,
  }),
});
