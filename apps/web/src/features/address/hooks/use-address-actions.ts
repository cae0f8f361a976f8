import { Text, type UserAddress, UiText } from '@emall/contract';
import { confirmDialog } from '../../../lib/confirm.ts';
import { followAddressBook } from '../../../lib/checkout-choices.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { defaultBodyOf } from '../utils/address-rules.ts';

const DELETE_CONFIRM_TEXT = '确定删除该地址吗?';

/** 设为默认 and 删除 (after the confirm dialog) of the list pages; failures were toasted by the HTTP wrapper. */
export function useAddressActions() {
  const save = useSaveAddress();
  const del = useDeleteAddress();

  const setDefault = async (address: UserAddress): Promise<void> => {
    if (address.isDefault || save.isPending) return;
    await save.mutateAsync(defaultBodyOf(address)).catch(() => undefined);
  };

  const remove = async (address: UserAddress): Promise<boolean> => {
    const confirmed = await confirmDialog({ content: DELETE_CONFIRM_TEXT, confirmText: UiText.delete, cancelText: Text.cancel });
    if (!confirmed) return false;
    try {
      await del.mutateAsync(address.id);
    } catch {
      return false;
    }
    // The order (or invoice) must not go on with an address that is no longer in the book.
    followAddressBook(null, address.id);
    return true;
  };

  return { setDefault, remove, busy: save.isPending || del.isPending };
}
