import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useIsLoggedIn } from './session.ts';
import { platform } from '../platform/platform.ts';

/** A page that needs login (after-sales, invoices): a guest goes to the platform's login and comes back here. */
export function useLoginRequired(): boolean {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${location.pathname}${location.search}`, replace: true });
  }, [loggedIn, location.pathname, location.search]);
  return loggedIn;
}
