import { AddressRoute, ErrorCode, shopErrorInfo, UiText } from '@emall/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useAddress } from '../api/get-address.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { AddressForm } from '../components/address-form.tsx';
import { LoginRequired } from '../components/login-required.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useAddressActions } from '../hooks/use-address-actions.ts';
import { addressBodyOf, emptyAddressForm, formValuesOf, type AddressFormValues } from '../utils/address-rules.ts';
import { goBack } from '../utils/go-back.ts';
import styles from './address-edit-page.module.css';

export const ADD_TITLE = UiText.addAddress;
export const EDIT_TITLE = '编辑收货地址';

/** /address/add (§2): a new address; saved, it goes back to the list that opened it. */
export function AddressAddPage() {
  return (
    <LoginRequired>
      <AddAddress />
    </LoginRequired>
  );
}

/** /address/edit?id= (§2): one of the user's addresses to change or delete. */
export function AddressEditPage() {
  const [params] = useSearchParams();
  return (
    <LoginRequired>
      <EditAddress id={params.get('id') ?? ''} />
    </LoginRequired>
  );
}

function AddAddress() {
  useDocumentTitle(ADD_TITLE);
  const navigate = useNavigate();
  const save = useSaveAddress();
  const submit = async (values: AddressFormValues): Promise<void> => {
    await save.mutateAsync(addressBodyOf(values));
    goBack(navigate, AddressRoute.manage);
  };
  return (
    <main className={styles.page}>
      <PageHeader title={ADD_TITLE} />
      <AddressForm initialValues={emptyAddressForm()} saving={save.isPending} onSubmit={submit} />
    </main>
  );
}

function EditAddress({ id }: { id: string }) {
  useDocumentTitle(EDIT_TITLE);
  const navigate = useNavigate();
  const address = useAddress(id);
  const save = useSaveAddress();
  const { remove, busy } = useAddressActions();
  const leave = (): void => goBack(navigate, AddressRoute.manage);

  const submit = async (values: AddressFormValues): Promise<void> => {
    await save.mutateAsync(addressBodyOf(values, id));
    leave();
  };

  let content;
  if (!id) content = <StateBlock title={shopErrorInfo[ErrorCode.ADDRESS_NOT_FOUND].message} actionText={UiText.back} onAction={leave} />;
  else if (address.isPending) content = <PageLoading />;
  else if (address.isError) content = <StateBlock title={address.error.message} actionText={UiText.back} onAction={leave} />;
  else
    content = (
      <AddressForm
        initialValues={formValuesOf(address.data)}
        saving={save.isPending}
        onSubmit={submit}
        extra={
          <button
            type="button"
            className={styles.delete}
            disabled={busy || save.isPending}
            onClick={() => void remove(address.data).then((removed) => removed && leave())}
          >
            删除收货地址
          </button>
        }
      />
    );
  return (
    <main className={styles.page}>
      <PageHeader title={EDIT_TITLE} />
      {content}
    </main>
  );
}
