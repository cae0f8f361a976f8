import { DeliveryMethod, type Store, type UserAddress, UiText } from '@emall/contract';
import { maskPhone } from '@emall/domain';
import type { DeliveryChoice } from '../state/submit-store.ts';
import { Chevron } from './chevron.tsx';
import styles from './delivery-section.module.css';
import { PinIcon, StoreIcon } from '../../../ui/place-icons.tsx';

/** §9 delivery methods as the radio names them (the activity one is ours). */
const deliveryLabels: Record<DeliveryChoice, string> = {
  online: '快递配送',
  store: '门店自提',
  activityOffline: '活动现场交付',
};

const ADDRESS_EMPTY_TEXT = '请选择收货地址';
const STORE_EMPTY_TEXT = '请选择自提门店';

const choiceOf = (method: number): DeliveryChoice | null =>
  method === DeliveryMethod.online ? 'online' : method === DeliveryMethod.store ? 'store' : method === DeliveryMethod.activityOffline ? 'activityOffline' : null;

interface DeliverySectionProps {
  /** What the order offers (§9 delivery methods); virtual goods offer none. */
  methods: number[];
  choice: DeliveryChoice;
  address: UserAddress | null;
  store: Store | null;
  onChoose: (choice: DeliveryChoice) => void;
  onPickAddress: () => void;
  onPickStore: () => void;
}

/** The delivery radio (§2 "delivery-method radio") with the address card or the store card. */
export function DeliverySection({ methods, choice, address, store, onChoose, onPickAddress, onPickStore }: DeliverySectionProps) {
  const choices = methods.map(choiceOf).filter((c): c is DeliveryChoice => c !== null);
  if (choices.length === 0) return null;
  return (
    <section className={styles.card} aria-label="配送方式">
      {choices.length > 1 ? (
        <div className={styles.tabs} role="radiogroup" aria-label="配送方式">
          {choices.map((c) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={c === choice}
              className={[styles.tab, c === choice ? styles.tabOn : ''].join(' ')}
              onClick={() => c !== choice && onChoose(c)}
            >
              {deliveryLabels[c]}
            </button>
          ))}
        </div>
      ) : (
        <p className={styles.only}>{deliveryLabels[choices[0] ?? 'online']}</p>
      )}
      {choice === 'online' ? <AddressCard address={address} onPick={onPickAddress} /> : null}
      {choice === 'store' ? <StoreCard store={store} onPick={onPickStore} /> : null}
      {choice === 'online' ? <div className={styles.stripe} aria-hidden="true" /> : null}
    </section>
  );
}

function AddressCard({ address, onPick }: { address: UserAddress | null; onPick: () => void }) {
  return (
    <button type="button" className={styles.place} onClick={onPick}>
      <PinIcon className={styles.icon} />
      {address ? (
        <span className={styles.body}>
          <span className="visually-hidden">更换收货地址</span>
          <span className={styles.who}>
            <span className={styles.name}>{address.name}</span>
            <span className={styles.phone}>{maskPhone(address.phone)}</span>
            {address.isDefault ? <span className={styles.tag}>{UiText.defaultTag}</span> : null}
          </span>
          <span className={styles.where}>{address.fullAddress}</span>
        </span>
      ) : (
        <span className={[styles.body, styles.empty].join(' ')}>{ADDRESS_EMPTY_TEXT}</span>
      )}
      <Chevron />
    </button>
  );
}

function StoreCard({ store, onPick }: { store: Store | null; onPick: () => void }) {
  return (
    <button type="button" className={styles.place} onClick={onPick}>
      <StoreIcon className={styles.icon} />
      {store ? (
        <span className={styles.body}>
          <span className="visually-hidden">更换自提门店</span>
          <span className={styles.who}>
            <span className={styles.name}>{store.storeName}</span>
          </span>
          <span className={styles.where}>{store.address}</span>
          <span className={styles.meta}>
            {UiText.businessHours} {store.businessHours}
            {store.phone ? ` · ${store.phone}` : ''}
          </span>
        </span>
      ) : (
        <span className={[styles.body, styles.empty].join(' ')}>{STORE_EMPTY_TEXT}</span>
      )}
      <Chevron />
    </button>
  );
}
