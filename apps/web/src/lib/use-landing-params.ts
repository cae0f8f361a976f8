import { registrationClue } from '@emall/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { platform } from '../platform/platform.ts';
import { AUTH_RELAY_PATH, LOGIN_PATH, PROTOCOL_PATH, TOKEN_LOGIN_RELAY_PATH } from './config.ts';
import { useSession } from './session.ts';

/** Pages that are themselves part of logging in: the landing rule does not apply there. */
const EXEMPT_PATHS: ReadonlySet<string> = new Set([LOGIN_PATH, AUTH_RELAY_PATH, TOKEN_LOGIN_RELAY_PATH, PROTOCOL_PATH]);

export type LandingAction =
  | { kind: 'none' }
  | { kind: 'login'; registerClue: string | null }
  | { kind: 'setInviter'; search: string };

/**
 * §2 "Landing query parameters": with need_login=true a guest goes to login carrying the
 * registration clue, and a logged-in user's id becomes the INVITER_ID of the address.
 */
export function landingAction(pathname: string, search: string, userId: string | null): LandingAction {
  if (EXEMPT_PATHS.has(pathname)) return { kind: 'none' };
  const params = new URLSearchParams(search);
  if (params.get('need_login')?.trim().toLowerCase() !== 'true') return { kind: 'none' };
  if (userId === null) return { kind: 'login', registerClue: registrationClue(Object.fromEntries(params)) };
  if (params.get('INVITER_ID') === userId) return { kind: 'none' };
  params.set('INVITER_ID', userId);
  return { kind: 'setInviter', search: `?${params.toString()}` };
}

/** The landing logic of every page; the root layout runs it. */
export function useLandingParams(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userId);
  const loggedInId = token && userId ? userId : null;
  // One login start per address: StrictMode and re-renders must not open it twice.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const action = landingAction(location.pathname, location.search, loggedInId);
    const here = `${location.pathname}${location.search}${location.hash}`;
    if (action.kind === 'login') {
      if (handled.current === `${location.key}:login`) return;
      handled.current = `${location.key}:login`;
      // The landing page only leads to login: login takes its place, and comes back to it.
      platform.login({ redirect: here, registerClue: action.registerClue, replace: true });
    } else if (action.kind === 'setInviter') {
      // History replace, no reload: the page stays as it is with the new address.
      void navigate(
        { pathname: location.pathname, search: action.search, hash: location.hash },
        { replace: true, state: location.state as unknown, preventScrollReset: true },
      );
    }
  }, [location, loggedInId, navigate]);
}
