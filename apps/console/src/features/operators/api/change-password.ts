import { AdminPaths, type ChangePasswordBody } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCsrfToken } from '../../../lib/csrf.ts';
import { http } from '../../../lib/http.ts';
import { meQueryKey } from './get-me.ts';

/** Changes the signed-in operator's own password; the answer is the renewed session. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => http.post(AdminPaths.changePassword, body, { silent: true }),
    onSuccess: (session) => {
      setCsrfToken(session.csrfToken);
      queryClient.setQueryData(meQueryKey, session.operator);
    },
  });
}
