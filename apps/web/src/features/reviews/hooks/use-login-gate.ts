import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { platform } from '../../../platform/platform.ts';

/** A page that needs a login: a guest goes to the platform's login and comes back here. */
export function useLoginGate(needed = true): boolean {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  useEffect(() => {
    if (needed && !loggedIn) platform.login({ redirect: `${location.pathname}${location.search}`, replace: true });
  }, [needed, loggedIn, location.pathname, location.search]);
  return loggedIn;
}
