import { AdminPaths, type SignInBody } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCsrfToken } from '../../../lib/csrf.ts';
import { http } from '../../../lib/http.ts';
import { meQueryKey } from './get-me.ts';

/** Signs in; the form shows a refusal (wrong password, locked, disabled) itself. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) => http.post(AdminPaths.signIn, body, { silent: true, unauthorized: 'ignore' }),
    onSuccess: (session) => {
      setCsrfToken(session.csrfToken);
      queryClient.setQueryData(meQueryKey, session.operator);
    },
  });
}
