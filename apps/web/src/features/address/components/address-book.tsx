import { ADDRESS_BOOK_MAX, AddressRoute, ErrorCode, shopErrorInfo, type UserAddress, UiText } from '@emall/contract';
import Button from 'antd-mobile/es/components/button';
import Radio from 'antd-mobile/es/components/radio';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { addressPicks, followAddressBook, type AddressPick } from '../../../lib/checkout-choices.ts';
import { HOME_PATH } from '../../../lib/config.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { SwipeRow } from '../../../ui/swipe-row.tsx';
import { useAddressList } from '../api/get-address-list.ts';
import { useAddressActions } from '../hooks/use-address-actions.ts';
import { goBack } from '../utils/go-back.ts';
import { AddressCard } from './address-card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import styles from './address-book.module.css';

const EMPTY_BOOK_TEXT = '还没有收货地址';
const ADD_ADDRESS_TEXT = UiText.addAddress;
const SELECT_TITLE = '选择收货地址';
const MANAGE_TITLE = '我的收货地址';

/**
 * The user's addresses (default first). Picking (the submit page opened it with ?select=1, the invoice
 * page with ?select=invoice): a tap makes the address the order's (or the invoice's mailing address)
 * and goes back. Managing: 设为默认, 编辑, 删除 (or swipe).
 */
export function AddressBook({ pick }: { pick: AddressPick | null }) {
  const selecting = pick !== null;
  const title = selecting ? SELECT_TITLE : MANAGE_TITLE;
  useDocumentTitle(title);
  const navigate = useNavigate();
  const list = useAddressList();
  const [pickedId] = useState(() => (pick ? addressPicks[pick].read()?.id : null) ?? null);
  const addresses = list.data ?? [];

  // The order's (and the invoice's) address follows edits and deletions made here or on another page.
  useEffect(() => {
    if (list.data) followAddressBook(list.data);
  }, [list.data]);

  const choose = (address: UserAddress): void => {
    if (pick) addressPicks[pick].write(address);
    goBack(navigate, HOME_PATH);
  };

  const full = addresses.length >= ADDRESS_BOOK_MAX;
  return (
    <main className={styles.page}>
      <PageHeader
        title={title}
        extra={
          selecting && addresses.length > 0 ? (
            <Link to={AddressRoute.manage} className={styles.manage}>{UiText.manage}</Link>
          ) : null
        }
      />
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <StateBlock title={list.error.message} actionText={UiText.reload} onAction={() => void list.refetch()} />
      ) : addresses.length === 0 ? (
        <StateBlock
          illustration="empty"
          title={EMPTY_BOOK_TEXT}
          description="添加一个收货地址,下单更方便"
          actionText={ADD_ADDRESS_TEXT}
          onAction={() => void navigate(AddressRoute.add)}
        />
      ) : (
        <section className={styles.list} aria-label={UiText.shippingAddress}>
          {addresses.map((address) =>
            selecting ? (
              <AddressCard key={address.id} address={address} onPick={choose} picked={address.id === pickedId} />
            ) : (
              <ManagedAddress key={address.id} address={address} />
            ),
          )}
        </section>
      )}
      {addresses.length > 0 ? (
        <footer className={styles.bar}>
          {full ? <p className={styles.full}>{shopErrorInfo[ErrorCode.ADDRESS_BOOK_FULL].message}</p> : null}
          <Button block color="primary" shape="rounded" size="large" disabled={full} onClick={() => void navigate(AddressRoute.add)}>
            {ADD_ADDRESS_TEXT}
          </Button>
        </footer>
      ) : null}
    </main>
  );
}

function ManagedAddress({ address }: { address: UserAddress }) {
  const { setDefault, remove, busy } = useAddressActions();
  const editPath = `${AddressRoute.edit}?id=${encodeURIComponent(address.id)}`;
  return (
    <SwipeRow className={styles.swipe} actionText={UiText.delete} onAction={() => void remove(address)}>
      <AddressCard
        address={address}
        footer={
          <>
            <Radio
              className={styles.radio}
              checked={address.isDefault}
              disabled={busy}
              onChange={(checked) => void (checked && setDefault(address))}
            >
              {address.isDefault ? '默认地址' : '设为默认'}
            </Radio>
            <Link to={editPath} className={styles.action} aria-label={`${UiText.edit} ${address.name}`}>{UiText.edit}</Link>
            <button type="button" className={styles.action} aria-label={`${UiText.delete} ${address.name}`} onClick={() => void remove(address)}>{UiText.delete}</button>
          </>
        }
      />
    </SwipeRow>
  );
}
