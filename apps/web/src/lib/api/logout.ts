import { Paths } from '@emall/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../http.ts';
import { ensureVisitorToken } from './get-visitor-token.ts';
import { useSession } from '../session.ts';
import { clearWechatUser } from '../wechat-user.ts';

/**
 * POST /api/auth/logout revokes the token; the device forgets the session (and the messenger
 * identity) whatever the answer: a failed call must not leave the user logged in here.
 */
export async function logout(): Promise<void> {
  const { token, clearSession } = useSession.getState();
  try {
    if (token) await http.post(Paths.logout, undefined, { silent: true, authToken: token });
  } catch {
    // Revocation failed (offline, already expired): the token is dropped here all the same.
  } finally {
    clearSession();
    clearWechatUser();
  }
  // A guest again: the visitor token stands in for the login token, §6.
  void ensureVisitorToken();
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
