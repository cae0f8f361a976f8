import { AddressBook } from '../components/address-book.tsx';
import { LoginRequired } from '../components/login-required.tsx';

/** /address/unselectlist (§2): the address book to manage, nothing to choose. */
export function AddressManagePage() {
  return (
    <LoginRequired>
      <AddressBook pick={null} />
    </LoginRequired>
  );
}
