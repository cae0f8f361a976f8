/** The console's account and session limits (issue 14): plain values, so a page needing one loads no schema library. */

/** Consecutive wrong passwords that lock an operator account, for OPERATOR_LOCK_MINUTES. */
export const OPERATOR_LOCK_FAILURES = 5;
export const OPERATOR_LOCK_MINUTES = 15;
/** A console session ends after this long without a call (sliding), and this long after sign-in at the latest. */
/**
 * A client address waits after failing sign-ins for this many usernames (password spraying; one
 * account is guarded by its lockout), or this many failures in all (each costs a hash), within
 * the window. A few operators mistyping behind one office address stay far below either.
 */
export const SIGN_IN_USERNAMES_PER_ADDRESS = 20;
export const SIGN_IN_FAILURES_PER_ADDRESS = 100;
export const SIGN_IN_ADDRESS_WINDOW_MINUTES = 15;
export const ADMIN_SESSION_IDLE_MINUTES = 30;
export const ADMIN_SESSION_MAX_HOURS = 12;
export const OPERATOR_PASSWORD_MIN_LENGTH = 10;
/** Bounds the work a sign-in can ask of the key derivation. */
export const OPERATOR_PASSWORD_MAX_LENGTH = 128;
export const OPERATOR_USERNAME_PATTERN = '^[a-z][a-z0-9_.-]{2,31}$';
export const OPERATOR_DISPLAY_NAME_MAX = 20;
export const OPERATOR_PAGE_SIZE_MAX = 100;
/** Rows a console list shows a page unless it asks for another size: every admin list, server and console. */
export const ADMIN_PAGE_SIZE = 20;
