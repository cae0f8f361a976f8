import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../features/operators/api/get-me.ts';
import { ApiError } from '../lib/http.ts';
import { CHANGE_PASSWORD_PATH, loginPathFor } from '../lib/navigation.ts';
import { FullScreenSpin } from '../ui/full-screen-spin.tsx';
import { LoadError } from '../ui/load-error.tsx';

/**
 * The console's door: no session → the sign-in page (coming back here after); a seeded or reset
 * account → the password change first. The server refuses every call anyway: this only spares the
 * operator a frame of pages that cannot load.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <FullScreenSpin />;
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 401) {
      return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
    }
    return <LoadError error={me.error} onRetry={() => void me.refetch()} />;
  }
  if (me.data.mustChangePassword) return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  return children;
}
