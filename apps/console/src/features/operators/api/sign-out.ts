import { AdminPaths } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCsrfToken } from '../../../lib/csrf.ts';
import { http } from '../../../lib/http.ts';
import { goTo, LOGIN_PATH } from '../../../lib/navigation.ts';

/**
 * Ends the session on the server, leaves for the sign-in page, then forgets everything cached for
 * this operator (leaving first: a page still on screen would ask for `me` again and get a 401).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post(AdminPaths.signOut, undefined, { unauthorized: 'ignore' }),
    onSettled: () => {
      setCsrfToken(null);
      goTo(LOGIN_PATH, { replace: true });
      queryClient.clear();
    },
  });
}
