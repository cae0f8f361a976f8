import { useSearchParams } from 'react-router';
import { AddressBook } from '../components/address-book.tsx';
import { LoginRequired } from '../components/login-required.tsx';

/** The `select` value the submit page opens /address/list with to choose the order's address. */
export const SELECT_MODE = '1';

/** /address/list (§2): choosing the order's address with ?select=1, otherwise the management list. */
export function AddressListPage() {
  const [params] = useSearchParams();
  return (
    <LoginRequired>
      <AddressBook selecting={params.get('select') === SELECT_MODE} />
    </LoginRequired>
  );
}
