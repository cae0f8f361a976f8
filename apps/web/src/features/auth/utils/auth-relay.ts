import type { PendingMessengerLogin } from '../../../platform/messenger.ts';
import { redirectTarget, type RedirectTarget } from '../../../lib/redirect-target.ts';

export type AuthRelayAction =
  /** No redirectUrl (or one that was dropped): 'url参数错误', §8. */
  | { kind: 'invalid'; dropRedirect: boolean }
  /** The messenger sent back the login this tab started: exchange the code here. */
  | { kind: 'exchange'; code: string; target: RedirectTarget; pending: PendingMessengerLogin }
  /** The messenger sent back this tab's login without a code (the user refused). */
  | { kind: 'declined'; target: RedirectTarget; pending: PendingMessengerLogin }
  /** §2: the code relayed to redirectUrl. */
  | { kind: 'relay'; target: RedirectTarget };

/** `link` with `code=…` appended to its query (before any hash). */
export function appendCode(link: string, code: string | null): string {
  if (!code) return link;
  const hashAt = link.indexOf('#');
  const base = hashAt === -1 ? link : link.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : link.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}${hash}`;
}

/**
 * What /auth does, §2 and §5. A redirectUrl outside the brand's domains is dropped (never
 * relayed to). The code is exchanged here only when its `state` is that of a messenger login
 * this tab started: a code in a link someone else made is relayed, never used to log in.
 */
export function decideAuthRelay(input: {
  redirectUrl: string | null;
  code: string | null;
  pending: PendingMessengerLogin | null;
}): AuthRelayAction {
  const { redirectUrl, code, pending } = input;
  if (redirectUrl === null || redirectUrl === '') return { kind: 'invalid', dropRedirect: false };
  const target = redirectTarget(redirectUrl);
  if (target === null) return { kind: 'invalid', dropRedirect: true };
  if (pending) return code ? { kind: 'exchange', code, target, pending } : { kind: 'declined', target, pending };
  return {
    kind: 'relay',
    target: target.kind === 'in-app' ? { kind: 'in-app', path: appendCode(target.path, code) } : { kind: 'external', href: appendCode(target.href, code) },
  };
}
