import { AdminPaths } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCsrfToken } from '../../../lib/csrf.ts';
import { http } from '../../../lib/http.ts';

/** Ends the session on the server, then forgets everything cached for this operator. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post(AdminPaths.signOut, undefined, { unauthorized: 'ignore' }),
    onSettled: () => {
      setCsrfToken(null);
      queryClient.clear();
    },
  });
}
