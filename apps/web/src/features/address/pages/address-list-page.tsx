import { useSearchParams } from 'react-router';
import { AddressPick } from '../../../lib/checkout-choices.ts';
import { AddressBook } from '../components/address-book.tsx';
import { LoginRequired } from '../components/login-required.tsx';

/** /address/list (§2): picking the order's address (?select=1) or an invoice's mailing address (?select=invoice), otherwise the management list. */
export function AddressListPage() {
  const [params] = useSearchParams();
  const select = params.get('select');
  return (
    <LoginRequired>
      <AddressBook pick={Object.values(AddressPick).find((p) => p === select) ?? null} />
    </LoginRequired>
  );
}
