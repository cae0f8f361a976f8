import { Paths, type AddressBody, type AddressUpdateBody, type UserAddress } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { ADDRESS_LIST_KEY } from './get-address-list.ts';

/** POST (new) or PUT (with id) /api/app/user/user-address. A failure toasts the server's message (http.ts). */
function saveAddress(body: AddressBody | AddressUpdateBody): Promise<UserAddress> {
  return 'id' in body ? http.put(Paths.addressSave, body) : http.post(Paths.addressSave, body);
}

/** Saves, then the list and the saved address are read again (a new default changes the others too). */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: async (_saved, body) => {
      if ('id' in body) queryClient.removeQueries({ queryKey: ['address', body.id] });
      await queryClient.invalidateQueries({ queryKey: ADDRESS_LIST_KEY });
    },
  });
}
