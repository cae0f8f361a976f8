import { Type, type Static } from 'typebox';
import { adminRoute, declareApi } from '../route.ts';
import { ChinaDay, Paged } from '../schemas/common.ts';
import { Permission } from './permissions.ts';

/** 短信发送记录's calls (issue 20), relative to ADMIN_API_BASE. */
export const SmsAdminPaths = {
  messages: '/sms/messages',
} as const;

/**
 * Where a notification SMS stands, as an operator reads it: waiting to be sent (quiet hours, a
 * retry), sent with no receipt yet, delivered, undelivered (the carrier's receipt says it did not
 * reach the phone), failed (the send gave up) or limited (over the user's hourly limit, not sent).
 */
export const SmsState = {
  waiting: 'waiting',
  sent: 'sent',
  delivered: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
  limited: 'limited',
} as const;
export type SmsState = (typeof SmsState)[keyof typeof SmsState];

export const SmsStateText: Record<SmsState, string> = {
  [SmsState.waiting]: '待发送',
  [SmsState.sent]: '已发送',
  [SmsState.delivered]: '已送达',
  [SmsState.undelivered]: '未送达',
  [SmsState.failed]: '发送失败',
  [SmsState.limited]: '超出频次未发送',
};

/** What an SMS was: a login code (its send and receipt kept, never the code) or a notification. */
export const SmsKind = {
  code: 'code',
  notice: 'notice',
} as const;
export type SmsKind = (typeof SmsKind)[keyof typeof SmsKind];

export const SmsKindText: Record<SmsKind, string> = {
  [SmsKind.code]: '验证码',
  [SmsKind.notice]: '通知',
};

/** 短信发送记录's words. */
export const SmsAdminText = {
  title: '短信发送记录',
  phone: '手机号',
  phonePlaceholder: '输入完整手机号',
  content: '短信内容',
  kind: '类型',
  allKinds: '全部类型',
  /** A login code's content: the code is never kept nor shown. */
  loginCodeContent: '登录验证码（验证码不留存）',
  state: '发送状态',
  allStates: '全部状态',
  sentAt: '发送时间',
  deliveredAt: '送达时间',
  error: '失败原因',
  dates: '日期',
  noMessages: '暂无短信记录',
} as const;

const Iso = Type.String({ format: 'date-time' });
const Day = ChinaDay;

export const SmsMessageQuery = Type.Object(
  {
    kind: Type.Optional(Type.Enum(SmsKind)),
    state: Type.Optional(Type.Enum(SmsState)),
    /** The whole phone number: the list shows it masked, so it is not searched by part. */
    phone: Type.Optional(Type.String({ pattern: '^1[0-9]{10}$' })),
    /** China days, both included: when the message was sent (or is due, if not sent). */
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type SmsMessageQuery = Static<typeof SmsMessageQuery>;

export const SmsMessageView = Type.Object({
  /** Unique across kinds (code-3, notice-3). */
  id: Type.String(),
  kind: Type.Enum(SmsKind),
  /** Masked: 138****0001. */
  phone: Type.String(),
  content: Type.String(),
  state: Type.Enum(SmsState),
  attempts: Type.Integer(),
  /** When it was sent, or is due when not sent. */
  at: Iso,
  deliveredAt: Type.Union([Iso, Type.Null()]),
  /** Why it did not arrive: the carrier's receipt, or the send's last error. */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type SmsMessageView = Static<typeof SmsMessageView>;

export const SmsAdminApi = declareApi('sms-admin', {
  messages: adminRoute('GET', SmsAdminPaths.messages, Permission.smsRead, 'SMS sent to shoppers (login codes, without the code, and notifications), newest first, with their delivery state: filter by kind, state, phone and days', {
    query: SmsMessageQuery,
    answer: Paged(SmsMessageView),
  }),
});
