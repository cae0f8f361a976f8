/** Where the console's API lives: apart from the shopper API (API_BASE), with its own OpenAPI document. */
export const ADMIN_API_BASE = '/admin-api';

/** The console's OpenAPI document (Swagger UI; the JSON at `${ADMIN_DOCS_PATH}/json`). */
export const ADMIN_DOCS_PATH = `${ADMIN_API_BASE}/docs`;

/** Admin API paths, relative to ADMIN_API_BASE. */
export const AdminPaths = {
  /** POST: username + password → the session cookie and the CSRF token. */
  signIn: '/auth/sign-in',
  /** POST: revokes the session. */
  signOut: '/auth/sign-out',
  /** GET: the signed-in operator, roles, permissions and the CSRF token. */
  me: '/auth/me',
  /** POST: the operator's own password (old + new); other sessions are revoked. */
  changePassword: '/auth/password',
  /** GET: search operators (paged); POST: create one with an initial password. */
  operators: '/operators',
  /** PUT: display name and roles. */
  operator: '/operators/:id',
  /** PUT: disable (revokes its sessions) or enable. */
  operatorDisabled: '/operators/:id/disabled',
  /** POST: a new initial password the operator must change; revokes its sessions. */
  operatorPassword: '/operators/:id/password',
  /** GET: search the audit log (paged). */
  auditLog: '/audit-log',
} as const;

/**
 * The admin session cookie: httpOnly, SameSite=Strict, Path=ADMIN_API_BASE (docs/decisions/console.md).
 * The CSRF token (from sign-in and me) goes back in ADMIN_CSRF_HEADER on every call but GET.
 */
export const ADMIN_SESSION_COOKIE = 'emall_admin';
export const ADMIN_CSRF_HEADER = 'x-csrf-token';

/**
 * Development and tests only (never in production), relative to API_BASE: makes or resets an
 * operator with a known password and no forced change, for end-to-end journeys.
 */
export const DEV_OPERATOR_PATH = '/dev/operators';
