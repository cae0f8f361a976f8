import { Type, type Static } from 'typebox';
import { ID_PATTERN } from '../constants.ts';
import { Paged } from '../schemas/common.ts';
import { ADMIN_PAGE_SIZE, OPERATOR_DISPLAY_NAME_MAX, OPERATOR_PAGE_SIZE_MAX, OPERATOR_PASSWORD_MAX_LENGTH } from './limits.ts';
import { adminRoute, declareApi, route } from '../route.ts';
import { AdminPaths, DEV_OPERATOR_PATH } from './paths.ts';
import { AdminAccess, Permission, Role, ROLES } from './permissions.ts';

const RoleField = Type.Enum(Role);
const PermissionField = Type.Enum(Permission);
const Roles = Type.Array(RoleField, { minItems: 1, maxItems: ROLES.length, uniqueItems: true });
const Password = Type.String({ minLength: 1, maxLength: OPERATOR_PASSWORD_MAX_LENGTH });
const DisplayName = Type.String({ minLength: 1, maxLength: OPERATOR_DISPLAY_NAME_MAX });
const Time = Type.String({ format: 'date-time' });

/** POST sign-in. A wrong username and a wrong password get the same answer. */
export const SignInBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), password: Password },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

/** The signed-in operator as the console sees itself. */
export const OperatorSelf = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  displayName: Type.String(),
  roles: Type.Array(RoleField),
  /** Everything the roles allow; the console shows only what is in here. */
  permissions: Type.Array(PermissionField),
  /** A seeded or reset account: only me, change password and sign-out answer until it is changed. */
  mustChangePassword: Type.Boolean(),
});
export type OperatorSelf = Static<typeof OperatorSelf>;

/** The answer of sign-in and me: the session cookie itself is httpOnly, the CSRF token is not. */
export const AdminSession = Type.Object({
  operator: OperatorSelf,
  /** Send back in the x-csrf-token header on every call but GET. */
  csrfToken: Type.String(),
  /** When the session ends at the latest (it also ends after ADMIN_SESSION_IDLE_MINUTES idle). */
  expiresAt: Time,
});
export type AdminSession = Static<typeof AdminSession>;

export const ChangePasswordBody = Type.Object(
  { oldPassword: Password, newPassword: Password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const OperatorIdParams = Type.Object({ id: Type.String({ pattern: ID_PATTERN }) });
export type OperatorIdParams = Static<typeof OperatorIdParams>;

/** An operator account as the operators page lists it. */
export const OperatorView = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  displayName: Type.String(),
  roles: Type.Array(RoleField),
  disabled: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  /** Set while too many wrong passwords keep it locked. */
  lockedUntil: Type.Union([Time, Type.Null()]),
  lastSignInAt: Type.Union([Time, Type.Null()]),
  createdAt: Time,
  updatedAt: Time,
});
export type OperatorView = Static<typeof OperatorView>;

export const OperatorListQuery = Type.Object(
  {
    /** Part of a username or display name. */
    keyword: Type.Optional(Type.String({ maxLength: 32 })),
    role: Type.Optional(RoleField),
    disabled: Type.Optional(Type.Boolean()),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: OPERATOR_PAGE_SIZE_MAX, default: ADMIN_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type OperatorListQuery = Static<typeof OperatorListQuery>;

export const OperatorList = Paged(OperatorView);
export type OperatorList = Static<typeof OperatorList>;

/** A new operator; the initial password must be changed at the first sign-in. */
export const CreateOperatorBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), displayName: DisplayName, roles: Roles, password: Password },
  { additionalProperties: false },
);
export type CreateOperatorBody = Static<typeof CreateOperatorBody>;

export const UpdateOperatorBody = Type.Object(
  { displayName: Type.Optional(DisplayName), roles: Type.Optional(Roles) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateOperatorBody = Static<typeof UpdateOperatorBody>;

export const SetOperatorDisabledBody = Type.Object({ disabled: Type.Boolean() }, { additionalProperties: false });
export type SetOperatorDisabledBody = Static<typeof SetOperatorDisabledBody>;

/** A new initial password an operator must change at the next sign-in. */
export const ResetOperatorPasswordBody = Type.Object({ password: Password }, { additionalProperties: false });
export type ResetOperatorPasswordBody = Static<typeof ResetOperatorPasswordBody>;

/** Answer of the calls that change something and have nothing else to say. */
export const AdminDone = Type.Object({ done: Type.Literal(true) });
export type AdminDone = Static<typeof AdminDone>;

/** The console's own session: sign-in, me, change password, sign-out. */
export const AdminAuthApi = declareApi('admin-auth', {
  signIn: adminRoute(
    'POST',
    AdminPaths.signIn,
    AdminAccess.public,
    'Sign in with username and password: sets the httpOnly session cookie; answers the operator and the CSRF token',
    { body: SignInBody, answer: AdminSession },
  ),
  signOut: adminRoute('POST', AdminPaths.signOut, AdminAccess.signedIn, 'Sign out: revokes the session and clears its cookie', { answer: AdminDone }),
  me: adminRoute('GET', AdminPaths.me, AdminAccess.signedIn, 'The signed-in operator, roles, permissions and the CSRF token', {
    answer: AdminSession,
  }),
  changePassword: adminRoute(
    'POST',
    AdminPaths.changePassword,
    AdminAccess.signedIn,
    "Change one's own password (old + new); revokes the operator's other sessions",
    { body: ChangePasswordBody, answer: AdminSession },
  ),
});

/** Operator accounts (超级管理员 only). Nothing is deleted: an account is disabled. */
export const OperatorsAdminApi = declareApi('operators', {
  list: adminRoute('GET', AdminPaths.operators, Permission.operatorsManage, 'Search operators by name, role and status, newest first', {
    query: OperatorListQuery,
    answer: OperatorList,
  }),
  create: adminRoute(
    'POST',
    AdminPaths.operators,
    Permission.operatorsManage,
    'Create an operator with an initial password, which must be changed at the first sign-in',
    { body: CreateOperatorBody, answer: OperatorView },
  ),
  update: adminRoute('PUT', AdminPaths.operator, Permission.operatorsManage, "Change an operator's display name or roles", {
    params: OperatorIdParams,
    body: UpdateOperatorBody,
    answer: OperatorView,
  }),
  setDisabled: adminRoute(
    'PUT',
    AdminPaths.operatorDisabled,
    Permission.operatorsManage,
    'Disable (revoking its sessions) or enable an operator',
    { params: OperatorIdParams, body: SetOperatorDisabledBody, answer: OperatorView },
  ),
  resetPassword: adminRoute(
    'POST',
    AdminPaths.operatorPassword,
    Permission.operatorsManage,
    'Give an operator a new initial password to change at the next sign-in; unlocks it and revokes its sessions',
    { params: OperatorIdParams, body: ResetOperatorPasswordBody, answer: OperatorView },
  ),
});

/** An operator the e2e journeys sign in as: created, or reset to this password, roles and enabled. */
export const DevOperatorBody = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 64 }), roles: Roles, password: Password },
  { additionalProperties: false },
);
export type DevOperatorBody = Static<typeof DevOperatorBody>;

export const DevOperatorApi = declareApi('dev', {
  upsert: route(
    'POST',
    DEV_OPERATOR_PATH,
    'Development and tests only: an operator with this password and roles and no forced change (created or reset)',
    { body: DevOperatorBody, answer: OperatorView },
  ),
});
