import { Type, type Static } from 'typebox';
import { adminRoute, declareApi } from '../route.ts';
import { IdParam, Paged } from '../schemas/common.ts';
import { Permission } from './permissions.ts';

/** Admin API paths of 用户管理 (issue 14: 客服 reads users), relative to ADMIN_API_BASE. */
export const UserAdminPaths = {
  users: '/users',
  user: '/users/:id',
} as const;

/** The role flags a shopper carries (§2 logged-in flags), as the list filters by them. */
export const AdminUserFlag = {
  master: 'master',
  authed: 'authed',
  bigOrder: 'bigOrder',
  whitelist: 'whitelist',
} as const;
export type AdminUserFlag = (typeof AdminUserFlag)[keyof typeof AdminUserFlag];

export const USERS_PAGE_SIZE_MAX = 100;

const Iso = Type.String({ format: 'date-time' });

export const AdminUserQuery = Type.Object(
  {
    /** A phone number or part of one, a nickname or part of one, or a user id. */
    keyword: Type.Optional(Type.String({ maxLength: 64 })),
    flag: Type.Optional(Type.Enum(AdminUserFlag)),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: USERS_PAGE_SIZE_MAX })),
  },
  { additionalProperties: false },
);
export type AdminUserQuery = Static<typeof AdminUserQuery>;

export const AdminUserRow = Type.Object({
  id: Type.String(),
  phone: Type.String(),
  nickname: Type.String(),
  isMaster: Type.Boolean(),
  isAuthed: Type.Boolean(),
  hasBigOrder: Type.Boolean(),
  inWhitelist: Type.Boolean(),
  /** E-value balance. */
  eValue: Type.Integer(),
  /** Orders placed (every status, deleted ones too: the shopper's history). */
  orderCount: Type.Integer(),
  registerSource: Type.String(),
  createdAt: Iso,
});
export type AdminUserRow = Static<typeof AdminUserRow>;

export const AdminUserPage = Paged(AdminUserRow);
export type AdminUserPage = Static<typeof AdminUserPage>;

export const AdminUserCar = Type.Object({ vin: Type.String(), model: Type.String(), isDefault: Type.Boolean() });
export const AdminUserIdentity = Type.Object({ provider: Type.String(), createdAt: Iso });

export const AdminUserDetail = Type.Object({
  ...AdminUserRow.properties,
  /** The notice line the shop shows the user (§2), '' for none. */
  notice: Type.String(),
  cars: Type.Array(AdminUserCar),
  /** Third-party sign-ins linked (the messenger); never the openId. */
  identities: Type.Array(AdminUserIdentity),
  /** Shop sessions alive now (signed in on that many devices). */
  liveSessions: Type.Integer(),
});
export type AdminUserDetail = Static<typeof AdminUserDetail>;

export const UserAdminApi = declareApi('users', {
  list: adminRoute('GET', UserAdminPaths.users, Permission.usersRead, 'Search shoppers by phone, nickname or id and by role flag, newest first, with E-value and order count', {
    query: AdminUserQuery,
    answer: AdminUserPage,
  }),
  detail: adminRoute('GET', UserAdminPaths.user, Permission.usersRead, "One shopper: flags, E-value, orders, cars, linked sign-ins and live sessions (read only)", {
    params: Type.Object({ id: IdParam }),
    answer: AdminUserDetail,
  }),
});

/** 用户管理's words. */
export const UserAdminText = {
  users: '用户管理',
  searchPlaceholder: '手机号 / 昵称 / 用户ID',
  allFlags: '全部用户',
  flag: '用户标识',
  userId: '用户ID',
  phone: '手机号',
  view: '查看',
  nickname: '昵称',
  flags: '身份',
  eValue: 'E值余额',
  orderCount: '订单数',
  registerSource: '注册来源',
  registeredAt: '注册时间',
  detail: '用户详情',
  notice: '提示语',
  cars: '绑定车辆',
  defaultCar: '默认',
  identities: '第三方登录',
  liveSessions: '在线会话',
  noCars: '未绑定车辆',
  none: '无',
  readOnly: '用户资料由商城与车主系统维护,控制台只读',
} as const;

export const AdminUserFlagText: Record<AdminUserFlag, string> = {
  [AdminUserFlag.master]: '车主',
  [AdminUserFlag.authed]: '已绑车',
  [AdminUserFlag.bigOrder]: '有效大定',
  [AdminUserFlag.whitelist]: '白名单',
};
