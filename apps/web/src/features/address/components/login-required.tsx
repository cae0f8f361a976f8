import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { platform } from '../../../platform/platform.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';

/** The address book is the user's own: a guest goes to the platform's login and comes back here (as /store/favor/list does). */
export function LoginRequired({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  useEffect(() => {
    if (!loggedIn) platform.login({ redirect: `${location.pathname}${location.search}`, replace: true });
  }, [loggedIn, location.pathname, location.search]);
  return loggedIn ? children : <PageLoading />;
}
