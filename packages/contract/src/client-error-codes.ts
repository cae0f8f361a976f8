/**
 * The error codes the shop's first screen acts on itself: part of ErrorCode (errors.ts), in a module
 * of their own so that the shop's entry chunk carries these, not every code of the API (issue 16 item 2).
 */
export const ClientErrorCode = {
  /** Client-side default when a request fails without a code, §8. */
  REQUEST_FAILED: -9999,
  /** Session missing or expired: the client clears it and goes to login, §8. */
  SESSION_EXPIRED: 9999,
  /** A request the server refused as malformed (a link without its page code): no retry brings it back. */
  BAD_REQUEST: 40000,
  /** No page of that page code: the shop shows its 页面走丢了 state, §2. */
  PAGE_NOT_FOUND: 40402,
} as const;
