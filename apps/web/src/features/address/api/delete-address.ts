import { Paths } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { ADDRESS_LIST_KEY } from './get-address-list.ts';

/** DELETE /api/app/user/user-address/{id} (login). Deleting the default makes the newest remaining one default. */
function deleteAddress(id: string): Promise<unknown> {
  return http.delete(Paths.address, undefined, { params: { id } });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: ['address', id] });
      await queryClient.invalidateQueries({ queryKey: ADDRESS_LIST_KEY });
    },
  });
}
